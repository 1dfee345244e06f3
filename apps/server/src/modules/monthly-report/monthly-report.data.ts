import Decimal from 'decimal.js';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import type { SignalItem } from '@energiek/contracts/signals';
import type { Customer } from '@energiek/db/schema/index';
import {
  changePercent,
  monthBounds,
  monthCost,
  shiftMonth,
  type MonthCost,
} from '@energiek/domain/monthly-report';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { emsConnections, periodMeasurements } from '../ems/ems.service.ts';
import { invoicesWithLines } from '../invoices/invoices.service.ts';
import { auditOutcomes } from '../invoice-audit/invoice-audit.service.ts';
import { listCustomerSignals } from '../signals/signals.service.ts';

// The figures of one customer's month, read through the other areas' front doors: per EMS connection the
// usage, the peak and the same month last year (ems), the cost (invoices, else estimated), the signals
// whose cause lies in the month (signals) and the € recovered by the invoice audit (invoice-audit).

export type ConnectionMonth = {
  connectionId: number;
  ean: string;
  address: string;
  product: 1 | 2;
  /** kWh (electricity from the grid) or m³ (gas); null without measurements in the month. */
  usage: string | null;
  usageLastYear: string | null;
  /** % change against the same month last year, 1 decimal; null without both. */
  change: string | null;
  /** Highest interval in kW (electricity) or m³/h (gas). */
  peak: string | null;
  contractedCapacity: string | null;
  /** The peak lies above the contracted capacity (electricity). */
  aboveContracted: boolean;
  days: number;
  cost: MonthCost;
};

export type MonthlyReportData = {
  customer: { id: number; name: string; number: number };
  month: string;
  connections: ConnectionMonth[];
  totals: { electricityKwh: string; gasM3: string; invoiced: string; estimated: string };
  signals: Pick<SignalItem, 'title' | 'periodFrom' | 'periodTo' | 'severity' | 'ean' | 'impact' | 'status'>[];
  /** null: the customer has no invoice audit (module invoicecontrol). */
  audit: { recoveredInMonth: string; recoveredTotal: string; deviationsInMonth: number } | null;
};

const channelOf = (product: number) =>
  product === 2 ? EMS_CHANNELS.gas.code : EMS_CHANNELS.consumption.code;

/** The month an invoice line counts in: its own period's start, else the invoice's, else its date. */
function lineMonth(
  invoice: { periodFrom: string | null; invoiceDate: string },
  line: { periodFrom: string | null },
): string {
  return (line.periodFrom ?? invoice.periodFrom ?? invoice.invoiceDate).slice(0, 7);
}

async function signalsOfMonth(ctx: ServiceContext, actor: Actor, customerId: number, month: string) {
  const { from, to } = monthBounds(month);
  const found: SignalItem[] = [];
  for (let page = 1; page <= 20; page++) {
    const list = await listCustomerSignals(ctx, actor, {
      customerId,
      query: { sort: '-createdAt', page, limit: 100 },
    });
    found.push(...list.data.filter((s) => s.periodFrom < to && s.periodTo >= from));
    if (list.data.length < 100) break;
  }
  return found
    .sort((a, b) => b.severity - a.severity || a.periodFrom.localeCompare(b.periodFrom))
    .map((s) => ({
      title: s.title,
      periodFrom: s.periodFrom,
      periodTo: s.periodTo,
      severity: s.severity,
      ean: s.ean,
      impact: s.impact,
      status: s.status,
    }));
}

export async function monthlyReportData(
  ctx: ServiceContext,
  actor: Actor,
  customer: Pick<Customer, 'id' | 'name' | 'number'>,
  month: string,
): Promise<MonthlyReportData> {
  const customerId = customer.id;
  const connections = await emsConnections(ctx.db, customerId);
  const ids = connections.map((c) => c.id);
  const earliest = shiftMonth(month, -12);
  const [measurements, invoices, outcomes, signals] = await Promise.all([
    periodMeasurements(ctx.db, customerId, ids, monthBounds(earliest).from, monthBounds(month).to),
    invoicesWithLines(ctx.db, customerId, { connectionIds: ids }),
    auditOutcomes(ctx, actor, [customerId]),
    signalsOfMonth(ctx, actor, customerId, month),
  ]);

  // Invoiced amount excl. VAT per connection and month (drafts, credit notes and credited invoices left out).
  const invoiced = new Map<number, Map<string, Decimal>>();
  const invoicesInMonth = new Set<number>();
  for (const invoice of invoices) {
    if (invoice.kind !== 'invoice' || invoice.credited || invoice.status === 'draft') continue;
    for (const line of invoice.lines) {
      if (line.connectionId === null) continue;
      const m = lineMonth(invoice, line);
      if (m === month) invoicesInMonth.add(invoice.id);
      const perMonth = invoiced.get(line.connectionId) ?? new Map<string, Decimal>();
      perMonth.set(m, (perMonth.get(m) ?? new Decimal(0)).plus(line.amount));
      invoiced.set(line.connectionId, perMonth);
    }
  }

  const lastYear = shiftMonth(month, -12);
  let electricity = new Decimal(0);
  let gas = new Decimal(0);
  let invoicedTotal = new Decimal(0);
  let estimatedTotal = new Decimal(0);
  const rows: ConnectionMonth[] = connections.map((c) => {
    const mine = measurements.filter((m) => m.connectionId === c.id && m.channel === channelOf(c.product));
    const usageByMonth = new Map(mine.map((m) => [m.month, m.sum] as const));
    const current = mine.find((m) => m.month === month);
    const before = mine.find((m) => m.month === lastYear);
    const usage = current ? new Decimal(current.sum) : null;
    if (usage) {
      if (c.product === 2) gas = gas.plus(usage);
      else electricity = electricity.plus(usage);
    }
    const cost = monthCost({
      month,
      usage,
      invoiced: invoiced.get(c.id) ?? new Map(),
      usageByMonth,
    });
    if (cost.kind === 'invoiced') invoicedTotal = invoicedTotal.plus(cost.amount);
    if (cost.kind === 'estimated') estimatedTotal = estimatedTotal.plus(cost.amount);
    const peak = current ? new Decimal(current.peakKw) : null;
    const contracted =
      c.product === 1 && c.contractedCapacity !== null ? new Decimal(c.contractedCapacity) : null;
    return {
      connectionId: c.id,
      ean: c.ean,
      address: [[c.street, c.houseNumber, c.houseNumberAddition].filter(Boolean).join(' '), c.city]
        .filter(Boolean)
        .join(', '),
      product: c.product === 2 ? 2 : 1,
      usage: usage?.toString() ?? null,
      usageLastYear: before ? new Decimal(before.sum).toString() : null,
      change: changePercent(usage, before ? before.sum : null),
      peak: peak?.toString() ?? null,
      contractedCapacity: contracted?.toString() ?? null,
      aboveContracted: peak !== null && contracted !== null && peak.gt(contracted),
      days: current?.days ?? 0,
      cost,
    };
  });

  let audit: MonthlyReportData['audit'] = null;
  if (outcomes) {
    let inMonth = new Decimal(0);
    let total = new Decimal(0);
    let deviations = 0;
    for (const o of outcomes) {
      total = total.plus(o.recovered);
      if (invoicesInMonth.has(o.invoiceId)) {
        inMonth = inMonth.plus(o.recovered);
        if (o.deviation) deviations += 1;
      }
    }
    audit = {
      recoveredInMonth: inMonth.toFixed(2),
      recoveredTotal: total.toFixed(2),
      deviationsInMonth: deviations,
    };
  }

  return {
    customer: { id: customer.id, name: customer.name, number: customer.number },
    month,
    connections: rows,
    totals: {
      electricityKwh: electricity.toString(),
      gasM3: gas.toString(),
      invoiced: invoicedTotal.toFixed(2),
      estimated: estimatedTotal.toFixed(2),
    },
    signals,
    audit,
  };
}
