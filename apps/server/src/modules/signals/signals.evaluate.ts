import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { EMS_CHANNELS } from '@energiek/contracts/ems';
import {
  DEFAULT_SIGNAL_RECIPIENTS,
  SIGNAL_RECIPIENTS,
  SIGNAL_RULES,
  type SignalRecipient,
  type SignalRule,
} from '@energiek/contracts/signals';
import { addDays, startOfMonthPlus } from '@energiek/domain/calendar';
import { savingObligation } from '@energiek/domain/energy-saving';
import { localDayOf, localHourOf } from '@energiek/domain/local-time';
import { dueMonths, invoiceDeviationRule, missingInvoiceRule } from '@energiek/domain/signal-rules-invoices';
import {
  baseLoadRule,
  gasUsageAnomalyRule,
  offHoursUseRule,
  solarProductionDropRule,
  usageAnomalyRule,
  type DayUsage,
  type GasDay,
  type HourUsage,
} from '@energiek/domain/signal-rules-usage';
import {
  authorisationExpiringRule,
  DEFAULT_RULE_SETTINGS,
  energySavingReportRule,
  missingDataRule,
  noticeDeadlineRule,
  peakOverCapacityRule,
  reactivePowerRule,
  taxRefundDeadlineRule,
  type DayCount,
  type RaisedSignal,
  type RuleSettings,
} from '@energiek/domain/signal-rules';
import type { ServiceContext } from '../../core/context.ts';
import { authorisationsExpiring } from '../data-authorisations/data-authorisations.service.ts';
import { dailyDegreeDays } from '../degree-days/degree-days.service.ts';
import { emsConnections, rangeSums, rollupRows as rollupRowsAll } from '../ems/ems.service.ts';
import { openAuditDeviations } from '../invoice-audit/invoice-audit.service.ts';
import { customerInvoiceCoverage } from '../invoices/invoices.service.ts';
import { bindingAgreementTerms } from '../purchasing/purchasing.service.ts';
import { conceptTaxRequests } from '../tax-requests/tax-requests.service.ts';
import { customerModules, ruleSettingsRows } from './signals.repository.ts';

// What the rules see of one customer, read through the other areas' front doors, and what they raise.
// Each rule's inputs are gathered only when the rule is on. The authorisations expiring are read once per
// run for every customer (a system query) and handed in.

export type RunShared = {
  today: string;
  /** Expiring authorisations of every customer, read once per run (lazily). */
  expiring?: Awaited<ReturnType<typeof authorisationsExpiring>>;
  /**
   * Reads of the customer being evaluated, shared by its rules: the run evaluates a customer rule by rule
   * (to time each), and most rules need its EMS connections, base load and night/weekend use the same
   * hours. Dropped when the next customer starts. A shared read counts for the first rule that needs it.
   */
  reads?: { customerId: number; cache: Map<string, Promise<unknown>> };
};

/** `read()` once per customer and key within a run (RunShared.reads). */
function readOnce<T>(shared: RunShared, customerId: number, key: string, read: () => Promise<T>): Promise<T> {
  if (shared.reads?.customerId !== customerId) shared.reads = { customerId, cache: new Map() };
  const cache = shared.reads.cache;
  let found = cache.get(key) as Promise<T> | undefined;
  if (!found) {
    found = read();
    cache.set(key, found);
    // A failed read is not kept: the next rule reads again.
    found.catch(() => cache.delete(key));
  }
  return found;
}

/** The settings of every rule for this customer: its override, else the default row, else the code's. */
export async function settingsFor(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number | null,
): Promise<Record<SignalRule, RuleSettings>> {
  const rows = await ruleSettingsRows(ctx.db, customerId);
  const out = { ...DEFAULT_RULE_SETTINGS };
  // Default rows first, the customer's override after (it wins).
  for (const row of [...rows].sort((a, b) => (a.customerId === null ? -1 : b.customerId === null ? 1 : 0))) {
    if ((SIGNAL_RULES as readonly string[]).includes(row.rule)) {
      out[row.rule as SignalRule] = { enabled: row.enabled, threshold: row.threshold };
    }
  }
  return out;
}

export type WhoIsTold = { recipients: SignalRecipient[]; adminIds: number[] };

/** Who is told of each rule's signals for this customer: its override, else the default row, else the code's. */
export async function whoIsToldFor(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number | null,
): Promise<Record<SignalRule, WhoIsTold>> {
  const rows = await ruleSettingsRows(ctx.db, customerId);
  const out = Object.fromEntries(
    SIGNAL_RULES.map((rule) => [rule, { recipients: [...DEFAULT_SIGNAL_RECIPIENTS], adminIds: [] }]),
  ) as unknown as Record<SignalRule, WhoIsTold>;
  for (const row of [...rows].sort((a, b) => (a.customerId === null ? -1 : b.customerId === null ? 1 : 0))) {
    if ((SIGNAL_RULES as readonly string[]).includes(row.rule)) {
      out[row.rule as SignalRule] = {
        recipients: row.recipients.filter((r): r is SignalRecipient =>
          (SIGNAL_RECIPIENTS as readonly string[]).includes(r),
        ),
        adminIds: [...row.adminIds],
      };
    }
  }
  return out;
}

/**
 * The rules' reads of the rollups, one connection per statement, letting queued requests in between. An
 * embedded PGlite runs one statement at a time and a request waits for whatever runs: one connection's
 * rows keep each wait short, where one statement over all of a customer's connections (28 days of hours ×
 * dozens of connections) held up the request path; the yield lets a request's next statement in before
 * the run's next one. The same rows as one statement over all (ordered by connection, then start).
 */
async function rollupRows(
  db: Parameters<typeof rollupRowsAll>[0],
  customerId: number,
  key: Parameters<typeof rollupRowsAll>[2],
  ...range: [grain: Parameters<typeof rollupRowsAll>[3], from: string, to: string]
): Promise<Awaited<ReturnType<typeof rollupRowsAll>>> {
  const rows: Awaited<ReturnType<typeof rollupRowsAll>> = [];
  for (const id of [...key.connectionIds].sort((a, b) => a - b)) {
    rows.push(...(await rollupRowsAll(db, customerId, { ...key, connectionIds: [id] }, ...range)));
    await yieldToEventLoop();
  }
  return rows;
}

/** Rows per connection (one pass; a filter per connection went over every row for each). */
function byConnection<T extends { connectionId: number }>(rows: readonly T[]): (connectionId: number) => T[] {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.connectionId);
    if (list) list.push(row);
    else map.set(row.connectionId, [row]);
  }
  return (connectionId) => map.get(connectionId) ?? [];
}

const ELECTRICITY = EMS_CHANNELS.consumption.code;
const GAS = EMS_CHANNELS.gas.code;

type Evaluated = { rules: SignalRule[]; raised: RaisedSignal[] };

/** Evaluates the enabled rules for one customer; `rules` are those evaluated (their absent causes close). */
export async function evaluateCustomer(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
  shared: RunShared,
  settings: Record<SignalRule, RuleSettings>,
  only?: readonly SignalRule[],
): Promise<Evaluated> {
  const { today } = shared;
  const on = (rule: SignalRule) => settings[rule].enabled && (!only || only.includes(rule));
  const rules = SIGNAL_RULES.filter(on);
  const raised: RaisedSignal[] = [];

  const usageRules = USAGE_RULES.filter(on);
  const needsEms =
    on('missing-data') || on('peak-over-capacity') || on('reactive-power') || usageRules.length > 0;
  const conns =
    needsEms || on('energy-saving-report')
      ? await readOnce(shared, customerId, 'connections', () => emsConnections(ctx.db, customerId))
      : [];
  const withData = conns.filter((c) => c.lastStart !== null);

  if (on('missing-data')) {
    const threshold = Math.max(1, Math.round(settings['missing-data'].threshold));
    const from = addDays(today, -threshold - 35);
    for (const minutes of [15, 60] as const) {
      const group = withData.filter((c) => c.lastMinutes === minutes);
      if (group.length === 0) continue;
      const rows = await rollupRows(
        ctx.db,
        customerId,
        { connectionIds: group.map((c) => c.id), channels: [ELECTRICITY, GAS] },
        'day',
        from,
        today,
      );
      const rowsOf = byConnection(rows);
      for (const c of group) {
        const channel = c.product === 2 ? GAS : ELECTRICITY;
        const days: DayCount[] = rowsOf(c.id)
          .filter((r) => r.channel === channel)
          .map((r) => ({ day: localDayOf(r.start), count: r.count }));
        const firstDay = days.reduce((min, d) => (d.day < min ? d.day : min), today);
        raised.push(
          ...missingDataRule(
            { connectionId: c.id, ean: c.ean, minutes, days, today, firstDay },
            settings['missing-data'],
          ),
        );
      }
    }
  }

  const large = withData.filter(
    (c) => c.product !== 2 && c.contractedCapacity !== null && c.lastMinutes === 15,
  );
  if (on('peak-over-capacity') && large.length > 0) {
    // This month and the previous one: a month's peak stays visible until the next month is over.
    const from = startOfMonthPlus(today, -1);
    const rows = await rollupRows(
      ctx.db,
      customerId,
      { connectionIds: large.map((c) => c.id), channels: [ELECTRICITY] },
      'day',
      from,
      today,
    );
    const rowsOf = byConnection(rows);
    for (const c of large) {
      const days = rowsOf(c.id).map((r) => ({
        day: localDayOf(r.start),
        max: Number(r.max),
        minutes: r.minutes,
      }));
      raised.push(
        ...peakOverCapacityRule(
          { connectionId: c.id, ean: c.ean, contractedKw: c.contractedCapacity ?? 0, days },
          settings['peak-over-capacity'],
        ),
      );
    }
  }

  if (on('reactive-power') && large.length > 0) {
    const days = Math.max(1, Math.round(settings['reactive-power'].threshold));
    const from = addDays(today, -days);
    const sums = await rangeSums(
      ctx.db,
      customerId,
      { connectionIds: large.map((c) => c.id), channels: [1, 2, 3] },
      from,
      today,
    );
    for (const c of large) {
      const of = (channel: number) => sums.find((s) => s.connectionId === c.id && s.channel === channel);
      const reactive = of(EMS_CHANNELS.reactive.code);
      if (!reactive || reactive.count === 0) continue;
      raised.push(
        ...reactivePowerRule({
          connectionId: c.id,
          ean: c.ean,
          from,
          to: addDays(today, -1),
          consumedKwh: Number(of(ELECTRICITY)?.sum ?? 0),
          producedKwh: Number(of(EMS_CHANNELS.production.code)?.sum ?? 0),
          reactiveKvarh: Number(reactive.sum),
        }),
      );
    }
  }

  if (usageRules.length > 0) {
    raised.push(...(await evaluateUsageRules(ctx, customerId, shared, withData, settings, on)));
  }

  if (on('authorisation-expiring')) {
    shared.expiring ??= await authorisationsExpiring(
      ctx,
      Math.max(
        ...[
          settings['authorisation-expiring'].threshold,
          DEFAULT_RULE_SETTINGS['authorisation-expiring'].threshold,
          365,
        ],
      ),
      today,
    );
    for (const a of shared.expiring.filter((e) => e.customerId === customerId && e.validTo !== null)) {
      raised.push(
        ...authorisationExpiringRule(
          {
            authorisationId: a.id,
            connectionId: a.connectionId,
            ean: a.ean,
            validTo: a.validTo ?? today,
            today,
          },
          settings['authorisation-expiring'],
        ),
      );
    }
  }

  if (on('notice-deadline')) {
    for (const a of await bindingAgreementTerms(ctx, customerId)) {
      const label = [a.supplierName, a.productName].filter(Boolean).join(' ');
      raised.push(
        ...noticeDeadlineRule({ ...a, agreementId: a.id, label, today }, settings['notice-deadline']),
      );
    }
  }

  if (on('tax-refund-deadline')) {
    for (const r of await conceptTaxRequests(ctx, customerId, today)) {
      raised.push(
        ...taxRefundDeadlineRule({ requestId: r.id, ...r, today }, settings['tax-refund-deadline']),
      );
    }
  }

  if (on('energy-saving-report') && conns.length > 0) {
    // Last calendar year's use per connection; a connection at or over the threshold gives the customer
    // the obligation (a location of one connection; addresses with several are counted per connection).
    const year = Number(today.slice(0, 4)) - 1;
    const sums = await rangeSums(
      ctx.db,
      customerId,
      { connectionIds: conns.map((c) => c.id), channels: [ELECTRICITY, GAS] },
      `${year}-01-01`,
      `${year + 1}-01-01`,
    );
    const obligations = sums.map(
      (s) =>
        savingObligation({
          electricityKwh: s.channel === ELECTRICITY ? s.sum : 0,
          gasM3: s.channel === GAS ? s.sum : 0,
        }).obligation,
    );
    const obligation = obligations.includes('onderzoeksplicht')
      ? 'onderzoeksplicht'
      : obligations.includes('energiebesparingsplicht')
        ? 'energiebesparingsplicht'
        : 'none';
    raised.push(...energySavingReportRule({ obligation, today }, settings['energy-saving-report']));
  }

  if (on('invoice-deviation') || on('missing-invoice')) {
    raised.push(...(await evaluateInvoiceRules(ctx, customerId, today, settings, on)));
  }

  return { rules, raised };
}

/** How many due months the missing-invoice rule looks back over. */
const MISSING_INVOICE_MONTHS = 3;

/**
 * The invoice rules (module invoicecontrol), only for customers who subscribe to it: audited invoices
 * with money at stake (the invoice audit's front door) and each connection's month grid of expected
 * invoices (the invoices' front door, the same grid as /v3/invoices/month).
 */
async function evaluateInvoiceRules(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
  today: string,
  settings: Record<SignalRule, RuleSettings>,
  on: (rule: SignalRule) => boolean,
): Promise<RaisedSignal[]> {
  if (!(await customerModules(ctx.db, customerId)).includes('invoicecontrol')) return [];
  const raised: RaisedSignal[] = [];
  if (on('invoice-deviation')) {
    for (const audit of await openAuditDeviations(ctx, customerId)) {
      raised.push(...invoiceDeviationRule(audit, settings['invoice-deviation']));
    }
  }
  if (on('missing-invoice')) {
    const months = dueMonths(today, settings['missing-invoice'].threshold, MISSING_INVOICE_MONTHS);
    for (const c of await customerInvoiceCoverage(ctx, customerId, months)) {
      raised.push(...missingInvoiceRule({ ...c, today }, settings['missing-invoice']));
    }
  }
  return raised;
}

const USAGE_RULES = ['usage-anomaly', 'base-load', 'off-hours-use', 'solar-production-drop'] as const;

type EmsConnection = Awaited<ReturnType<typeof emsConnections>>[number];

/**
 * The usage rules over the electricity connections with data: complete days (usage, feed-in) and complete
 * hours (base load, night and weekend) of the last weeks, from the rollups.
 */
async function evaluateUsageRules(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
  shared: RunShared,
  withData: readonly EmsConnection[],
  settings: Record<SignalRule, RuleSettings>,
  on: (rule: SignalRule) => boolean,
): Promise<RaisedSignal[]> {
  const { today } = shared;
  const complete = (r: { count: number; expected: number | null }) =>
    r.expected === null ? r.count > 0 : r.count >= r.expected;
  const raised: RaisedSignal[] = [];
  const gas = withData.filter((c) => c.product === 2);
  if (on('usage-anomaly') && gas.length > 0) {
    raised.push(
      ...(await evaluateGasAnomaly(ctx, customerId, today, gas, settings['usage-anomaly'], complete)),
    );
  }
  const electric = withData.filter((c) => c.product !== 2);
  if (electric.length === 0) return raised;
  const connectionIds = electric.map((c) => c.id);

  if (on('usage-anomaly') || on('solar-production-drop')) {
    const channels = [ELECTRICITY, EMS_CHANNELS.production.code] as const;
    const rows = await readOnce(shared, customerId, `days:${connectionIds.join(',')}`, () =>
      rollupRows(
        ctx.db,
        customerId,
        { connectionIds, channels: [...channels] },
        'day',
        addDays(today, -35),
        today,
      ),
    );
    const rowsOf = byConnection(rows);
    for (const c of electric) {
      const days = (channel: number): DayUsage[] =>
        rowsOf(c.id)
          .filter((r) => r.channel === channel && complete(r))
          .map((r) => ({ day: localDayOf(r.start), kwh: Number(r.sum) }));
      const ref = { connectionId: c.id, ean: c.ean, today };
      if (on('usage-anomaly')) {
        raised.push(...usageAnomalyRule({ ...ref, days: days(ELECTRICITY) }, settings['usage-anomaly']));
      }
      if (on('solar-production-drop')) {
        raised.push(
          ...solarProductionDropRule(
            { ...ref, days: days(EMS_CHANNELS.production.code) },
            settings['solar-production-drop'],
          ),
        );
      }
      // One connection's rules at a time, letting requests in between (the run shares the server's thread).
      await yieldToEventLoop();
    }
  }

  if (on('base-load') || on('off-hours-use')) {
    // The complete hours per connection as local day and hour, made once per customer for both rules.
    const hoursOf = await readOnce(shared, customerId, `hours:${connectionIds.join(',')}`, async () => {
      const rows = await rollupRows(
        ctx.db,
        customerId,
        { connectionIds, channels: [ELECTRICITY] },
        'hour',
        addDays(today, -28),
        today,
      );
      const rowsOf = byConnection(rows);
      const out = new Map<number, HourUsage[]>();
      for (const c of electric) {
        out.set(
          c.id,
          rowsOf(c.id)
            .filter((r) => complete(r))
            .map((r) => ({ ...localHourOf(r.start), kwh: Number(r.sum) })),
        );
        await yieldToEventLoop();
      }
      return out;
    });
    for (const c of electric) {
      const hours = hoursOf.get(c.id) ?? [];
      const ref = { connectionId: c.id, ean: c.ean, today };
      if (on('base-load')) raised.push(...baseLoadRule({ ...ref, hours }, settings['base-load']));
      if (on('off-hours-use')) raised.push(...offHoursUseRule({ ...ref, hours }, settings['off-hours-use']));
      await yieldToEventLoop();
    }
  }
  return raised;
}

/**
 * Gas usage against what the degree days explain (gasUsageAnomalyRule): complete gas days of the last
 * five weeks with the degree days of De Bilt (the degree-days front door); days without either are left out.
 */
async function evaluateGasAnomaly(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
  today: string,
  gas: readonly EmsConnection[],
  settings: RuleSettings,
  complete: (r: { count: number; expected: number | null }) => boolean,
): Promise<RaisedSignal[]> {
  const from = addDays(today, -35);
  const [rows, degreeDays] = await Promise.all([
    rollupRows(
      ctx.db,
      customerId,
      { connectionIds: gas.map((c) => c.id), channels: [GAS] },
      'day',
      from,
      today,
    ),
    dailyDegreeDays(ctx, { from, to: today }),
  ]);
  if (degreeDays.size === 0) return [];
  const rowsOf = byConnection(rows);
  return gas.flatMap((c) => {
    const days: GasDay[] = rowsOf(c.id)
      .filter((r) => complete(r))
      .flatMap((r) => {
        const day = localDayOf(r.start);
        const dd = degreeDays.get(day);
        return dd === undefined ? [] : [{ day, m3: Number(r.sum), degreeDays: dd }];
      });
    return gasUsageAnomalyRule({ connectionId: c.id, ean: c.ean, today, days }, settings);
  });
}
