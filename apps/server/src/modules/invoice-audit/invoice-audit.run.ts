import { previousDay, startOfMonthPlus } from '@energiek/domain/calendar';
import { localDayOf } from '@energiek/domain/local-time';
import {
  auditInvoice,
  mergeRuleSettings,
  type AuditInvoice,
  type AuditResult,
  type OtherInvoice,
  type RuleSettings,
} from '@energiek/domain/invoice-audit';
import { monthsOf } from '@energiek/domain/shadow-bill';
import type { AuditInvoiceLine, AuditLineKind } from '@energiek/domain/shadow-bill';
import type { InvoiceAuditRuleSettingsJson } from '@energiek/db/schema/index';
import type { ServiceContext } from '../../core/context.ts';
import { invoicesWithLines, type InvoiceWithLines } from '../invoices/invoices.service.ts';
import { loadVatPeriods } from '../parameters/parameters.service.ts';
import { loadShadowInputs } from './invoice-audit.inputs.ts';
import * as repo from './invoice-audit.repository.ts';

// Audits invoices: loads each one, its shadow-bill inputs and the customer's other invoices on the same
// connections, runs the rules with the customer's settings and stores the result (one row per invoice).

/** The month (YYYY-MM) `by` months after `month`, by the one calendar. */
const monthPlus = (month: string, by: number) => startOfMonthPlus(`${month}-01`, by).slice(0, 7);

function toAuditInvoice(row: InvoiceWithLines): AuditInvoice & { credited: boolean } {
  return {
    id: row.id,
    issuerKind: row.issuerKind ?? 'supplier',
    issuerId: row.issuerId ?? 0,
    number: row.number,
    invoiceDate: row.invoiceDate,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    kind: row.kind === 'credit-note' ? 'credit-note' : 'invoice',
    totalExclVat: row.totalExclVat,
    totalVat: row.totalVat,
    credited: row.credited,
    lines: row.lines.map((l): AuditInvoiceLine => ({
      kind: l.kind as AuditLineKind,
      connectionId: l.connectionId,
      bracket: l.bracket,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: l.amount,
      vatRate: l.vatRate,
      periodFrom: l.periodFrom,
      periodTo: l.periodTo,
      description: l.description,
    })),
  };
}

export async function settingsFor(ctx: ServiceContext, customerId: number): Promise<RuleSettings> {
  const { defaults, own } = await repo.settingsRows(ctx.db, customerId);
  return mergeRuleSettings(
    defaults as Parameters<typeof mergeRuleSettings>[0],
    own as Parameters<typeof mergeRuleSettings>[0],
  );
}
export type SettingsJson = InvoiceAuditRuleSettingsJson;

export type StoredAudit = { id: number; result: AuditResult; basis: string[] };

/** Audits one invoice and stores the result; null when the invoice is not the customer's (or a draft). */
export async function auditAndStore(
  ctx: ServiceContext,
  customerId: number,
  invoiceId: number,
  preloaded?: { settings: RuleSettings; today: string },
): Promise<StoredAudit | null> {
  const [row] = await invoicesWithLines(ctx.db, customerId, { invoiceIds: [invoiceId] });
  if (!row || row.issuerKind === null) return null;
  const invoice = toAuditInvoice(row);
  const connectionIds = [
    ...new Set(invoice.lines.flatMap((l) => (l.connectionId === null ? [] : [l.connectionId]))),
  ];
  const [others, loaded, settings] = await Promise.all([
    invoicesWithLines(ctx.db, customerId, { connectionIds }),
    loadShadowInputs(ctx, customerId, invoice),
    preloaded ? Promise.resolve(preloaded.settings) : settingsFor(ctx, customerId),
  ]);
  const result = auditInvoice(invoice, {
    connections: loaded.connections,
    inputs: loaded.inputs,
    others: others
      .filter((o) => o.id !== invoice.id && o.issuerKind !== null)
      .map((o): OtherInvoice => toAuditInvoice(o)),
    vat: await loadVatPeriods(ctx),
    settings,
    today: preloaded?.today ?? localDayOf(new Date()),
  });
  const id = await repo.saveResult(ctx.db, {
    customerId,
    invoiceId,
    status: result.status,
    result: {
      lines: result.lines,
      findings: result.findings,
      missing: result.missing,
      basis: loaded.basis,
    },
    amountAtStake: result.amountAtStake,
    computedAt: new Date(),
  });
  return { id, result, basis: loaded.basis };
}

/** The invoice and its neighbours on the same connections (a month either side): their periods and
 *  three-invoice checks depend on it. */
export async function relatedInvoiceIds(
  ctx: ServiceContext,
  customerId: number,
  invoiceId: number,
): Promise<number[]> {
  const [row] = await invoicesWithLines(ctx.db, customerId, { invoiceIds: [invoiceId] });
  if (!row) return [];
  const connectionIds = [
    ...new Set(row.lines.flatMap((l) => (l.connectionId === null ? [] : [l.connectionId]))),
  ];
  const near = await neighbourInvoiceIds(ctx, customerId, {
    connectionIds,
    from: row.periodFrom ?? row.invoiceDate,
    to: row.periodTo ?? row.invoiceDate,
  });
  return [invoiceId, ...near.filter((id) => id !== invoiceId)];
}

/** The customer's invoices on these connections with a month in [from, to] or a month either side. */
export async function neighbourInvoiceIds(
  ctx: ServiceContext,
  customerId: number,
  around: { connectionIds: readonly number[]; from: string; to: string },
): Promise<number[]> {
  if (around.connectionIds.length === 0 || !around.from || !around.to) return [];
  const months = new Set(monthsOf({ from: around.from, to: around.to }));
  const near = (other: InvoiceWithLines) => {
    const of = monthsOf({
      from: other.periodFrom ?? other.invoiceDate,
      to: other.periodTo ?? other.invoiceDate,
    });
    return of.some((m) => months.has(m) || months.has(monthPlus(m, 1)) || months.has(monthPlus(m, -1)));
  };
  // Only the invoices that can be near are read (the month before the first to the month after the last);
  // `near` then decides by month, as before.
  const others = await invoicesWithLines(ctx.db, customerId, {
    connectionIds: around.connectionIds,
    overlapping: {
      from: startOfMonthPlus(around.from, -1),
      to: previousDay(startOfMonthPlus(around.to, 2)),
    },
  });
  return others.filter(near).map((o) => o.id);
}
