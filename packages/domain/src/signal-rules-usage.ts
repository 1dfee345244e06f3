import Decimal from 'decimal.js';
import { addDays, dayNumber } from './calendar.ts';
import { daySpanText, type RaisedSignal, type RuleSettings } from './signal-rules.ts';

// The usage rules of the signals (issue 30): usage above its baseline, a creeping base load, night and
// weekend use above its usual level, and a solar connection whose feed-in drops. Pure functions over
// what the caller read of one connection (complete local days and hours of the consumption or production
// channel); each answers at most one signal per connection with a stable cause key, so a re-run never
// duplicates and a cause that is gone closes. Gas usage follows the weather: its anomaly rule compares a
// day with what its degree days predict (gasUsageAnomalyRule), never with the raw weekday mean.

const nl = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
/** Dutch number text: thousands grouped with '.', decimal comma, rounded once (half up). */
const fmt = (value: Decimal.Value, decimals = 1) => {
  const [whole = '0', fraction] = new Decimal(value)
    .toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP)
    .toFixed(decimals)
    .split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return fraction === undefined ? grouped : `${grouped},${fraction}`;
};
const round3 = (value: Decimal) => Number(value.toDecimalPlaces(3));

/** 0 Sunday … 6 Saturday (1970-01-01 was a Thursday). */
export function weekdayOf(day: string): number {
  return (((dayNumber(day) + 4) % 7) + 7) % 7;
}

/** Night or weekend: Saturday, Sunday, and on weekdays the local hours before 07:00 and from 19:00. */
export function isOffHours(day: string, hour: number): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6 || hour < 7 || hour >= 19;
}

function mean(values: readonly Decimal[]): Decimal | null {
  if (values.length === 0) return null;
  return values.reduce((sum, v) => sum.plus(v), new Decimal(0)).dividedBy(values.length);
}

function median(values: readonly Decimal[]): Decimal | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a.comparedTo(b));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : sorted[middle - 1]!.plus(sorted[middle]!).dividedBy(2);
}

/** One complete local day of a channel: its total (kWh). Incomplete days are left out by the caller. */
export type DayUsage = { day: string; kwh: number };
/** One complete local hour: the local day, the hour 0–23 and its total (kWh, so the hour's mean kW). */
export type HourUsage = { day: string; hour: number; kwh: number };

type ConnectionRef = { connectionId: number; ean: string; today: string };

/** The values of the days `fromBack` … `toBack` days before today (yesterday is 1) that are known. */
function valuesBack(
  byDay: ReadonlyMap<string, Decimal>,
  today: string,
  fromBack: number,
  toBack: number,
): Decimal[] {
  const values: Decimal[] = [];
  for (let back = fromBack; back >= toBack; back--) {
    const value = byDay.get(addDays(today, -back));
    if (value) values.push(value);
  }
  return values;
}

/** 1 + threshold %: what a value may be times its baseline. */
const allowance = (threshold: number) => new Decimal(100).plus(threshold).dividedBy(100);

/** High (3) from twice the threshold above the baseline, else middle (2). */
const severityAbove = (percent: Decimal, threshold: number): 2 | 3 =>
  percent.gte(new Decimal(threshold).times(2)) ? 3 : 2;

/** The one signal a usage rule raises for a connection (cause: the connection; no € impact). */
function connectionSignal(
  rule: RaisedSignal['rule'],
  input: ConnectionRef,
  found: Pick<RaisedSignal, 'periodFrom' | 'periodTo' | 'severity' | 'title' | 'detail'> & {
    measured: Decimal;
    limit: Decimal;
  },
): RaisedSignal[] {
  return [
    {
      rule,
      causeKey: `connection:${input.connectionId}`,
      connectionId: input.connectionId,
      periodFrom: found.periodFrom,
      periodTo: found.periodTo,
      severity: found.severity,
      measured: round3(found.measured),
      limit: round3(found.limit),
      impact: null,
      title: found.title,
      detail: found.detail,
    },
  ];
}

/**
 * Days whose usage was above what was expected: the first and the last of them, the worst (the highest
 * usage over expected), the usage above expected summed, and the worst day's excess in %. Null without any.
 */
function anomalySpan<T extends { day: string; usage: Decimal; expected: Decimal }>(found: readonly T[]) {
  const first = found[0];
  const last = found.at(-1);
  if (!first || !last) return null;
  const worst = found.reduce((w, f) =>
    f.usage.dividedBy(f.expected).gt(w.usage.dividedBy(w.expected)) ? f : w,
  );
  const extra = found.reduce((sum, f) => sum.plus(f.usage.minus(f.expected)), new Decimal(0));
  const percent = worst.usage.dividedBy(worst.expected).minus(1).times(100);
  return { first, last, worst, extra, percent };
}

/**
 * The usage-anomaly signal of the days found (none without any): the span of anomalySpan, its worst day's
 * usage against the allowance over what was expected, titled and detailed in the rule's own words.
 */
function anomalySignal<T extends { day: string; usage: Decimal; expected: Decimal }>(
  input: ConnectionRef,
  settings: RuleSettings,
  found: readonly T[],
  title: string,
  detail: (span: NonNullable<ReturnType<typeof anomalySpan<T>>>) => string,
): RaisedSignal[] {
  const span = anomalySpan(found);
  if (!span) return [];
  return connectionSignal('usage-anomaly', input, {
    periodFrom: span.first.day,
    periodTo: span.last.day,
    severity: severityAbove(span.percent, settings.threshold),
    measured: span.worst.usage,
    limit: span.worst.expected.times(allowance(settings.threshold)),
    title,
    detail: detail(span),
  });
}

// --- usage above the baseline ---------------------------------------------------------------------------

/**
 * The days of the last week (yesterday and the six before) whose usage is more than threshold % above
 * their baseline: the mean of the same weekday in the four weeks before (at least two of them known).
 */
export function usageAnomalyRule(
  input: ConnectionRef & { days: readonly DayUsage[] },
  settings: RuleSettings,
): RaisedSignal[] {
  const byDay = new Map(input.days.map((d) => [d.day, new Decimal(d.kwh)]));
  const factor = allowance(settings.threshold);
  const found: { day: string; usage: Decimal; expected: Decimal }[] = [];
  for (let back = 7; back >= 1; back--) {
    const day = addDays(input.today, -back);
    const usage = byDay.get(day);
    if (!usage) continue;
    const earlier = [7, 14, 21, 28].flatMap((weeks) => byDay.get(addDays(day, -weeks)) ?? []);
    const baseline = earlier.length >= 2 ? mean(earlier) : null;
    if (!baseline || !baseline.gt(0)) continue;
    if (usage.gt(baseline.times(factor))) found.push({ day, usage, expected: baseline });
  }
  return anomalySignal(
    input,
    settings,
    found,
    `Verbruik hoger dan normaal voor ${input.ean}`,
    ({ first, last, worst, extra, percent }) =>
      `${daySpanText(found.length, first.day, last.day)} ` +
      `lag het verbruik meer dan ${fmt(settings.threshold, 0)} % boven dezelfde weekdag in de vier weken ` +
      `ervoor; het meest op ${nl(worst.day)}: ${fmt(worst.usage)} kWh tegen ${fmt(worst.expected)} kWh ` +
      `(+${fmt(percent, 0)} %). Samen ${fmt(extra)} kWh meer dan normaal.`,
  );
}

// --- gas usage above what the weather explains -------------------------------------------------------------

/** One complete local day of gas (m³) and its degree days (max(0, 18 − mean °C), DOMAIN.md). */
export type GasDay = { day: string; m3: number; degreeDays: number };

/**
 * The expected gas use of a day from its degree days: a least-squares line m³ = base + perDegreeDay × dd
 * over the baseline days. Without spread in the degree days (or a line that falls as it gets colder) the
 * mean. Null with fewer than seven baseline days.
 */
export function gasBaseline(days: readonly GasDay[]): { base: Decimal; perDegreeDay: Decimal } | null {
  if (days.length < 7) return null;
  const n = new Decimal(days.length);
  const meanDd = days.reduce((s, d) => s.plus(d.degreeDays), new Decimal(0)).dividedBy(n);
  const meanM3 = days.reduce((s, d) => s.plus(d.m3), new Decimal(0)).dividedBy(n);
  let sxy = new Decimal(0);
  let sxx = new Decimal(0);
  for (const d of days) {
    const dx = new Decimal(d.degreeDays).minus(meanDd);
    sxy = sxy.plus(dx.times(new Decimal(d.m3).minus(meanM3)));
    sxx = sxx.plus(dx.times(dx));
  }
  const slope = sxx.gt(0) ? sxy.dividedBy(sxx) : new Decimal(0);
  if (slope.lte(0)) return { base: meanM3, perDegreeDay: new Decimal(0) };
  return { base: meanM3.minus(slope.times(meanDd)), perDegreeDay: slope };
}

/**
 * Gas days of the last week (yesterday and the six before) more than threshold % above what their degree
 * days predict, the prediction fitted on the four weeks before that week (gasBaseline). A cold week
 * raises nothing by itself; a mild day with heating on does.
 */
export function gasUsageAnomalyRule(
  input: ConnectionRef & { days: readonly GasDay[] },
  settings: RuleSettings,
): RaisedSignal[] {
  const weekStart = addDays(input.today, -7);
  const baselineFrom = addDays(weekStart, -28);
  const line = gasBaseline(input.days.filter((d) => d.day >= baselineFrom && d.day < weekStart));
  if (!line) return [];
  const factor = allowance(settings.threshold);
  const found: { day: string; usage: Decimal; expected: Decimal; degreeDays: number }[] = [];
  for (const d of [...input.days].sort((a, b) => (a.day < b.day ? -1 : 1))) {
    if (d.day < weekStart || d.day >= input.today) continue;
    const expected = line.base.plus(line.perDegreeDay.times(d.degreeDays));
    if (!expected.gt(0)) continue;
    const usage = new Decimal(d.m3);
    if (usage.gt(expected.times(factor)))
      found.push({ day: d.day, usage, expected, degreeDays: d.degreeDays });
  }
  return anomalySignal(
    input,
    settings,
    found,
    `Gasverbruik hoger dan verwacht voor ${input.ean}`,
    ({ first, last, worst, extra, percent }) =>
      `${daySpanText(found.length, first.day, last.day)} ` +
      `lag het gasverbruik meer dan ${fmt(settings.threshold, 0)} % boven wat de graaddagen verklaren ` +
      `(gemeten over de vier weken ervoor); het meest op ${nl(worst.day)}: ${fmt(worst.usage)} m³ bij ` +
      `${fmt(worst.degreeDays)} graaddagen, verwacht ${fmt(worst.expected)} m³ (+${fmt(percent, 0)} %). ` +
      `Samen ${fmt(extra)} m³ meer dan verwacht.`,
  );
}

// --- base load creeping up ------------------------------------------------------------------------------

/** The base load of a day: its lowest complete hour (kWh in an hour = the hour's mean kW). */
export function dailyBaseLoads(hours: readonly HourUsage[]): Map<string, Decimal> {
  const out = new Map<string, Decimal>();
  for (const h of hours) {
    const value = new Decimal(h.kwh);
    const known = out.get(h.day);
    if (!known || value.lt(known)) out.set(h.day, value);
  }
  return out;
}

/**
 * The base load (median of the daily lowest hour) of the last week against the three weeks before it:
 * more than threshold % higher raises. Both need at least four known days.
 */
export function baseLoadRule(
  input: ConnectionRef & { hours: readonly HourUsage[] },
  settings: RuleSettings,
): RaisedSignal[] {
  const loads = dailyBaseLoads(input.hours);
  const recentValues = valuesBack(loads, input.today, 7, 1);
  const beforeValues = valuesBack(loads, input.today, 28, 8);
  if (recentValues.length < 4 || beforeValues.length < 4) return [];
  const recent = median(recentValues)!;
  const before = median(beforeValues)!;
  const limit = before.times(allowance(settings.threshold));
  if (!before.gt(0) || !recent.gt(limit)) return [];
  const percent = recent.dividedBy(before).minus(1).times(100);
  // Every hour of the year at the higher base load: kW × 8,760 h.
  const perYear = recent.minus(before).times(8760);
  return connectionSignal('base-load', input, {
    periodFrom: addDays(input.today, -7),
    periodTo: addDays(input.today, -1),
    severity: severityAbove(percent, settings.threshold),
    measured: recent,
    limit,
    title: `Basislast gestegen voor ${input.ean}`,
    detail:
      `De basislast (het laagste uur van de dag) was de afgelopen week ${fmt(recent)} kW, tegen ` +
      `${fmt(before)} kW in de drie weken ervoor (+${fmt(percent, 0)} %). Blijft dat zo, dan is dat ` +
      `${fmt(perYear, 0)} kWh per jaar meer. Zoek apparatuur die onnodig aan blijft staan.`,
  });
}

// --- night and weekend use above its usual level --------------------------------------------------------

/**
 * Night and weekend use (isOffHours) of the last week against the mean of the three weeks before: more
 * than threshold % higher raises. Weeks are the seven days ending yesterday, and the sevens before it.
 */
export function offHoursUseRule(
  input: ConnectionRef & { hours: readonly HourUsage[] },
  settings: RuleSettings,
): RaisedSignal[] {
  const weekOf = (day: string) => Math.floor((dayNumber(input.today) - 1 - dayNumber(day)) / 7);
  const sums = [0, 1, 2, 3].map(() => new Decimal(0));
  const seen = [false, false, false, false];
  for (const h of input.hours) {
    const week = weekOf(h.day);
    if (week < 0 || week > 3 || !isOffHours(h.day, h.hour)) continue;
    sums[week] = sums[week]!.plus(h.kwh);
    seen[week] = true;
  }
  if (!seen[0] || seen.slice(1).filter(Boolean).length < 2) return [];
  const earlier = sums.slice(1).filter((_, index) => seen[index + 1]);
  const usual = mean(earlier)!;
  const limit = usual.times(allowance(settings.threshold));
  const recent = sums[0]!;
  if (!usual.gt(0) || !recent.gt(limit)) return [];
  const percent = recent.dividedBy(usual).minus(1).times(100);
  return connectionSignal('off-hours-use', input, {
    periodFrom: addDays(input.today, -7),
    periodTo: addDays(input.today, -1),
    severity: severityAbove(percent, settings.threshold),
    measured: recent,
    limit,
    title: `Meer verbruik 's nachts en in het weekend voor ${input.ean}`,
    detail:
      `Buiten werktijd (doordeweeks vóór 07:00 en na 19:00, en in het weekend) was het verbruik de ` +
      `afgelopen week ${fmt(recent)} kWh, tegen gemiddeld ${fmt(usual)} kWh in de weken ervoor ` +
      `(+${fmt(percent, 0)} %). Controleer verlichting, klimaat en apparatuur buiten werktijd.`,
  });
}

// --- solar feed-in dropping -----------------------------------------------------------------------------

/**
 * A connection that feeds in: the mean daily feed-in of the last three days below threshold % of the
 * mean of the fourteen days before (at least seven of them known, their mean above zero) raises — a
 * stopped inverter or a tripped group shows as feed-in falling away.
 */
export function solarProductionDropRule(
  input: ConnectionRef & { days: readonly DayUsage[] },
  settings: RuleSettings,
): RaisedSignal[] {
  const byDay = new Map(input.days.map((d) => [d.day, new Decimal(d.kwh)]));
  const recentValues = valuesBack(byDay, input.today, 3, 1);
  const beforeValues = valuesBack(byDay, input.today, 17, 4);
  if (recentValues.length < 3 || beforeValues.length < 7) return [];
  const recent = mean(recentValues)!;
  const before = mean(beforeValues)!;
  const limit = before.times(settings.threshold).dividedBy(100);
  if (!before.gt(0) || !recent.lt(limit)) return [];
  return connectionSignal('solar-production-drop', input, {
    periodFrom: addDays(input.today, -3),
    periodTo: addDays(input.today, -1),
    severity: recent.isZero() ? 3 : 2,
    measured: recent,
    limit,
    title: `Teruglevering zonnepanelen gedaald voor ${input.ean}`,
    detail:
      `De afgelopen drie dagen was de teruglevering gemiddeld ${fmt(recent)} kWh per dag, tegen ` +
      `${fmt(before)} kWh in de twee weken ervoor. Controleer de omvormer en de groepen van de ` +
      `zonnepanelen.`,
  });
}
