import Decimal from 'decimal.js';
import { reactiveAllowance } from './reactive-power.ts';
import { addDays, daysBetween } from './calendar.ts';
import { deadlineOn, type AgreementTerm } from './agreement-deadlines.ts';
import { intervalsInLocalDay } from './local-time.ts';
import { reportDeadlines } from './energy-saving.ts';

// The signal rules (issue 30): pure functions that look at one connection's or customer's data on a given
// local day and answer the signals that should be open now. A rule answers nothing when its cause is
// absent; the caller closes what no longer comes back. Each raised signal carries a cause key that is the
// same on every run for the same cause (never a duplicate), a period, a severity, what was measured
// against which limit, and the € impact where it is known (an exact decimal text, rounded once).

export const SIGNAL_RULES = [
  'missing-data',
  'peak-over-capacity',
  'reactive-power',
  'authorisation-expiring',
  'notice-deadline',
  'tax-refund-deadline',
  'energy-saving-report',
  // Usage rules (signal-rules-usage.ts).
  'usage-anomaly',
  'base-load',
  'off-hours-use',
  'solar-production-drop',
  // Invoice rules (signal-rules-invoices.ts).
  'invoice-deviation',
  'missing-invoice',
] as const;
export type SignalRule = (typeof SIGNAL_RULES)[number];

/** 1 laag, 2 middel, 3 hoog. */
export type SignalSeverity = 1 | 2 | 3;

export type RaisedSignal = {
  rule: SignalRule;
  /** Stable per cause: the same cause on every run gives the same key. */
  causeKey: string;
  connectionId: number | null;
  /** First and last day of the cause (inclusive, YYYY-MM-DD). */
  periodFrom: string;
  periodTo: string;
  severity: SignalSeverity;
  measured: number | null;
  limit: number | null;
  /** € impact, 2 decimals as text; null when not known. */
  impact: string | null;
  /** Dutch, what the user sees in the list. */
  title: string;
  /** Dutch, the explanation and advice. */
  detail: string;
};

/** Settings of a rule: on/off and its threshold (days ahead, a percentage …, per rule). */
export type RuleSettings = { enabled: boolean; threshold: number };

export const DEFAULT_RULE_SETTINGS: Record<SignalRule, RuleSettings> = {
  /** Days back (yesterday included) checked for completeness. */
  'missing-data': { enabled: true, threshold: 7 },
  /** % of the contracted capacity a peak may reach. */
  'peak-over-capacity': { enabled: true, threshold: 100 },
  /** Days back (yesterday included) over which reactive energy is summed. */
  'reactive-power': { enabled: true, threshold: 30 },
  /** Days ahead. */
  'authorisation-expiring': { enabled: true, threshold: 30 },
  'notice-deadline': { enabled: true, threshold: 60 },
  'tax-refund-deadline': { enabled: true, threshold: 30 },
  'energy-saving-report': { enabled: true, threshold: 90 },
  /** % above the same weekday's mean of the four weeks before. */
  'usage-anomaly': { enabled: true, threshold: 50 },
  /** % rise of the base load (last week against the three before). */
  'base-load': { enabled: true, threshold: 25 },
  /** % rise of night and weekend use (last week against the mean of the three before). */
  'off-hours-use': { enabled: true, threshold: 30 },
  /** % of the previous two weeks' daily feed-in the last three days fall below. */
  'solar-production-drop': { enabled: true, threshold: 25 },
  /** € at stake on an audited invoice from which it is signalled. */
  'invoice-deviation': { enabled: true, threshold: 25 },
  /** Days after the end of a month within which its invoices are expected. */
  'missing-invoice': { enabled: true, threshold: 30 },
};

const nl = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
const fmt = (value: number, decimals = 1) =>
  new Decimal(value).toDecimalPlaces(decimals).toFixed(decimals).replace('.', ',');

/** Dutch: "3 dagen tussen 02-02-2026 en 05-02-2026" (`count` days found, the first and the last of them). */
export function daySpanText(count: number, first: string, last: string): string {
  return `${count} ${count === 1 ? 'dag' : 'dagen'} tussen ${nl(first)} en ${nl(last)}`;
}

// --- missing or incomplete interval data -----------------------------------------------------------

export type DayCount = { day: string; count: number };

/**
 * The days of [from, to] (inclusive) with fewer intervals than the local day holds: 92 quarters on the
 * spring-forward day, 100 on the fall-back day, 96 otherwise (hours: 23/24/25). A day without any row
 * counts as 0.
 */
export function incompleteDays(
  days: readonly DayCount[],
  from: string,
  to: string,
  minutes: 15 | 60,
): { day: string; count: number; expected: number }[] {
  const byDay = new Map(days.map((d) => [d.day, d.count]));
  const out: { day: string; count: number; expected: number }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const expected = intervalsInLocalDay(day, minutes);
    const count = byDay.get(day) ?? 0;
    if (count < expected) out.push({ day, count, expected });
  }
  return out;
}

export type MissingDataInput = {
  connectionId: number;
  ean: string;
  minutes: 15 | 60;
  /** Day counts of the connection's main channel. */
  days: readonly DayCount[];
  today: string;
  /** The connection's first day with data: days before it are not missing. */
  firstDay: string;
};

export function missingDataRule(input: MissingDataInput, settings: RuleSettings): RaisedSignal[] {
  const to = addDays(input.today, -1);
  const windowFrom = addDays(input.today, -Math.max(1, Math.round(settings.threshold)));
  const from = input.firstDay > windowFrom ? input.firstDay : windowFrom;
  if (from > to) return [];
  const gaps = incompleteDays(input.days, from, to, input.minutes);
  const first = gaps[0];
  const last = gaps.at(-1);
  if (!first || !last) return [];
  const received = gaps.reduce((sum, g) => sum + g.count, 0);
  const expected = gaps.reduce((sum, g) => sum + g.expected, 0);
  return [
    {
      rule: 'missing-data',
      causeKey: `connection:${input.connectionId}`,
      connectionId: input.connectionId,
      periodFrom: first.day,
      periodTo: last.day,
      severity: gaps.length >= 3 ? 2 : 1,
      measured: received,
      limit: expected,
      impact: null,
      title: `Meetdata onvolledig voor ${input.ean}`,
      detail:
        `${daySpanText(gaps.length, first.day, last.day)} ` +
        `zijn niet compleet: ${received} van de ${expected} intervallen ontvangen.`,
    },
  ];
}

// --- peak above the contracted capacity ---------------------------------------------------------------

export type DayPeak = { day: string; /** largest interval value, kWh */ max: number; minutes: number };

/** Peak power in kW of an interval value in kWh: value × 60 / minutes. */
export function peakKw(max: number, minutes: number): number {
  return (max * 60) / minutes;
}

export type PeakInput = {
  connectionId: number;
  ean: string;
  contractedKw: number;
  days: readonly DayPeak[];
};

/**
 * One signal per calendar month whose peak is above the contracted capacity (× threshold %). The grid
 * operator then raises the contracted capacity for the next 12 months: the advice names the yearly kW.
 */
export function peakOverCapacityRule(input: PeakInput, settings: RuleSettings): RaisedSignal[] {
  if (!(input.contractedKw > 0)) return [];
  const limit = (input.contractedKw * settings.threshold) / 100;
  const byMonth = new Map<string, { day: string; kw: number; days: string[] }>();
  for (const d of input.days) {
    const kw = peakKw(d.max, d.minutes);
    if (kw <= limit) continue;
    const month = d.day.slice(0, 7);
    const known = byMonth.get(month);
    if (!known) byMonth.set(month, { day: d.day, kw, days: [d.day] });
    else {
      known.days.push(d.day);
      if (kw > known.kw) Object.assign(known, { day: d.day, kw });
    }
  }
  return [...byMonth.entries()].map(([month, peak]) => {
    const sorted = [...peak.days].sort();
    const advice = Math.ceil(peak.kw);
    return {
      rule: 'peak-over-capacity',
      causeKey: `connection:${input.connectionId}:${month}`,
      connectionId: input.connectionId,
      periodFrom: sorted[0] ?? peak.day,
      periodTo: sorted.at(-1) ?? peak.day,
      severity: peak.kw > input.contractedKw * 1.1 ? 3 : 2,
      measured: Number(new Decimal(peak.kw).toDecimalPlaces(3)),
      limit: input.contractedKw,
      impact: null,
      title: `Piek boven gecontracteerd vermogen voor ${input.ean}`,
      detail:
        `Op ${nl(peak.day)} was de piek ${fmt(peak.kw)} kW, boven het gecontracteerd vermogen van ` +
        `${fmt(input.contractedKw)} kW. Let op: een overschrijding verhoogt het gecontracteerd vermogen ` +
        `voor 12 maanden. Advies: beperk de piek, of pas het gecontracteerd vermogen bij de jaarlijkse ` +
        `wijziging aan naar ${advice} kW.`,
    };
  });
}

// --- reactive power beyond cos φ 0.85 ------------------------------------------------------------------

/** The free reactive energy (cos φ 0.85): one rule, reactive-power.ts. */
export { reactiveAllowance };

export type ReactiveInput = {
  connectionId: number;
  ean: string;
  from: string;
  to: string;
  consumedKwh: number;
  producedKwh: number;
  reactiveKvarh: number;
  /** € per kVArh of the grid tariff, when known. */
  pricePerKvarh?: string | null;
};

export function reactivePowerRule(input: ReactiveInput): RaisedSignal[] {
  const allowance = reactiveAllowance(input.consumedKwh, input.producedKwh);
  const excess = new Decimal(input.reactiveKvarh).minus(allowance);
  if (excess.lte(0)) return [];
  const impact = input.pricePerKvarh ? excess.times(input.pricePerKvarh).toDecimalPlaces(2).toFixed(2) : null;
  return [
    {
      rule: 'reactive-power',
      causeKey: `connection:${input.connectionId}`,
      connectionId: input.connectionId,
      periodFrom: input.from,
      periodTo: input.to,
      severity: excess.gt(allowance.times('0.25')) ? 2 : 1,
      measured: input.reactiveKvarh,
      limit: Number(allowance.toDecimalPlaces(3)),
      impact,
      title: `Blindstroom boven de vrije ruimte voor ${input.ean}`,
      detail:
        `Van ${nl(input.from)} t/m ${nl(input.to)} was de blindstroom ${fmt(input.reactiveKvarh)} kVArh; ` +
        `vrij is ${fmt(allowance.toNumber())} kVArh (cos φ 0,85). Het meerdere, ${fmt(excess.toNumber())} ` +
        `kVArh, brengt de netbeheerder in rekening. Overweeg blindstroomcompensatie.`,
    },
  ];
}

// --- deadlines ---------------------------------------------------------------------------------------

/** 3 when the deadline is at most a third of the warning time away, else 2. */
const urgency = (daysLeft: number, warnDays: number): SignalSeverity => (daysLeft <= warnDays / 3 ? 3 : 2);

export type AuthorisationInput = {
  authorisationId: number;
  connectionId: number;
  ean: string;
  validTo: string;
  today: string;
};

/** A data-access authorisation (machtiging) that ends within the warning days and is not taken over. */
export function authorisationExpiringRule(input: AuthorisationInput, settings: RuleSettings): RaisedSignal[] {
  const daysLeft = daysBetween(input.today, input.validTo);
  if (daysLeft < 0 || daysLeft > settings.threshold) return [];
  return [
    {
      rule: 'authorisation-expiring',
      causeKey: `authorisation:${input.authorisationId}:${input.validTo}`,
      connectionId: input.connectionId,
      periodFrom: input.today,
      periodTo: input.validTo,
      severity: urgency(daysLeft, settings.threshold),
      measured: daysLeft,
      limit: settings.threshold,
      impact: null,
      title: `Machtiging verloopt op ${nl(input.validTo)} voor ${input.ean}`,
      detail:
        `De machtiging voor toegang tot de meetdata van ${input.ean} loopt af op ${nl(input.validTo)} ` +
        `(nog ${daysLeft} ${daysLeft === 1 ? 'dag' : 'dagen'}). Vraag tijdig een nieuwe machtiging aan.`,
    },
  ];
}

export type NoticeInput = AgreementTerm & {
  agreementId: number;
  /** The supplier and product, for the title. */
  label: string;
  today: string;
};

/** The contract radar: the notice deadline of the term in force is within the warning days. */
export function noticeDeadlineRule(input: NoticeInput, settings: RuleSettings): RaisedSignal[] {
  const term = deadlineOn(input, input.today);
  if (term.daysToDeadline < 0 || term.daysToDeadline > settings.threshold) return [];
  const renewal = input.tacitRenewal
    ? ' Zonder opzegging wordt het contract stilzwijgend verlengd.'
    : ' Zonder nieuw contract loopt de levering na de einddatum door tegen variabele tarieven.';
  return [
    {
      rule: 'notice-deadline',
      causeKey: `agreement:${input.agreementId}:${term.noticeDeadline}`,
      connectionId: null,
      periodFrom: input.today,
      periodTo: term.noticeDeadline,
      severity: urgency(term.daysToDeadline, settings.threshold),
      measured: term.daysToDeadline,
      limit: settings.threshold,
      impact: null,
      title: `Opzegtermijn ${input.label} verstrijkt op ${nl(term.noticeDeadline)}`,
      detail:
        `Het contract ${input.label} loopt tot en met ${nl(term.endDate)}; opzeggen kan tot en met ` +
        `${nl(term.noticeDeadline)} (nog ${term.daysToDeadline} dagen).${renewal}`,
    },
  ];
}

export type TaxRefundInput = {
  requestId: number;
  deadline: string;
  /** Only requests not yet filed ('concept') raise. */
  status: string;
  amount: string;
  today: string;
};

/** An energy-tax refund request not yet filed whose deadline is within the warning days. */
export function taxRefundDeadlineRule(input: TaxRefundInput, settings: RuleSettings): RaisedSignal[] {
  if (input.status !== 'concept') return [];
  const daysLeft = daysBetween(input.today, input.deadline);
  if (daysLeft < 0 || daysLeft > settings.threshold) return [];
  const amount = new Decimal(input.amount);
  return [
    {
      rule: 'tax-refund-deadline',
      causeKey: `tax-request:${input.requestId}:${input.deadline}`,
      connectionId: null,
      periodFrom: input.today,
      periodTo: input.deadline,
      severity: urgency(daysLeft, settings.threshold),
      measured: daysLeft,
      limit: settings.threshold,
      impact: amount.gt(0) ? amount.toDecimalPlaces(2).toFixed(2) : null,
      title: `Teruggaafverzoek energiebelasting uiterlijk ${nl(input.deadline)} indienen`,
      detail:
        `Het verzoek om teruggaaf is nog niet ingediend; de termijn verstrijkt op ${nl(input.deadline)} ` +
        `(nog ${daysLeft} ${daysLeft === 1 ? 'dag' : 'dagen'}).`,
    },
  ];
}

export type EnergySavingInput = {
  /** The customer's obligation from its yearly volumes (energy-saving.ts savingObligation). */
  obligation: 'none' | 'energiebesparingsplicht' | 'onderzoeksplicht';
  today: string;
};

/** The four-yearly energy-saving report (eLoket RVO) is due within the warning days. */
export function energySavingReportRule(input: EnergySavingInput, settings: RuleSettings): RaisedSignal[] {
  if (input.obligation === 'none') return [];
  const { next } = reportDeadlines(input.today);
  const daysLeft = daysBetween(input.today, next);
  if (daysLeft < 0 || daysLeft > settings.threshold) return [];
  const what =
    input.obligation === 'onderzoeksplicht' ? 'het onderzoeksrapport' : 'de energiebesparingsrapportage';
  return [
    {
      rule: 'energy-saving-report',
      causeKey: `report:${next}`,
      connectionId: null,
      periodFrom: input.today,
      periodTo: next,
      severity: urgency(daysLeft, settings.threshold),
      measured: daysLeft,
      limit: settings.threshold,
      impact: null,
      title: `Energiebesparingsrapportage uiterlijk ${nl(next)}`,
      detail: `Lever ${what} uiterlijk ${nl(next)} in via het eLoket van RVO (nog ${daysLeft} dagen).`,
    },
  ];
}
