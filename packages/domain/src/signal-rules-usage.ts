import Decimal from 'decimal.js';
import { addDays, dayNumber } from './calendar.ts';
import type { RaisedSignal, RuleSettings } from './signal-rules.ts';

// The usage rules of the signals (issue 30): usage above its baseline, a creeping base load, night and
// weekend use above its usual level, and a solar connection whose feed-in drops. Pure functions over
// what the caller read of one connection (complete local days and hours of the consumption or production
// channel); each answers at most one signal per connection with a stable cause key, so a re-run never
// duplicates and a cause that is gone closes. Electricity only: gas usage follows the weather (degree
// days), which these comparisons do not correct for.

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
  const factor = new Decimal(100).plus(settings.threshold).dividedBy(100);
  const found: { day: string; usage: Decimal; baseline: Decimal }[] = [];
  for (let back = 7; back >= 1; back--) {
    const day = addDays(input.today, -back);
    const usage = byDay.get(day);
    if (!usage) continue;
    const earlier = [7, 14, 21, 28].flatMap((weeks) => byDay.get(addDays(day, -weeks)) ?? []);
    const baseline = earlier.length >= 2 ? mean(earlier) : null;
    if (!baseline || !baseline.gt(0)) continue;
    if (usage.gt(baseline.times(factor))) found.push({ day, usage, baseline });
  }
  const first = found[0];
  const last = found.at(-1);
  if (!first || !last) return [];
  const worst = found.reduce((w, f) =>
    f.usage.dividedBy(f.baseline).gt(w.usage.dividedBy(w.baseline)) ? f : w,
  );
  const extra = found.reduce((sum, f) => sum.plus(f.usage.minus(f.baseline)), new Decimal(0));
  const percent = worst.usage.dividedBy(worst.baseline).minus(1).times(100);
  return [
    {
      rule: 'usage-anomaly',
      causeKey: `connection:${input.connectionId}`,
      connectionId: input.connectionId,
      periodFrom: first.day,
      periodTo: last.day,
      severity: percent.gte(new Decimal(settings.threshold).times(2)) ? 3 : 2,
      measured: round3(worst.usage),
      limit: round3(worst.baseline.times(factor)),
      impact: null,
      title: `Verbruik hoger dan normaal voor ${input.ean}`,
      detail:
        `${found.length} ${found.length === 1 ? 'dag' : 'dagen'} tussen ${nl(first.day)} en ${nl(last.day)} ` +
        `lag het verbruik meer dan ${fmt(settings.threshold, 0)} % boven dezelfde weekdag in de vier weken ` +
        `ervoor; het meest op ${nl(worst.day)}: ${fmt(worst.usage)} kWh tegen ${fmt(worst.baseline)} kWh ` +
        `(+${fmt(percent, 0)} %). Samen ${fmt(extra)} kWh meer dan normaal.`,
    },
  ];
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
  const span = (fromBack: number, toBack: number) => {
    const values: Decimal[] = [];
    for (let back = fromBack; back >= toBack; back--) {
      const value = loads.get(addDays(input.today, -back));
      if (value) values.push(value);
    }
    return values;
  };
  const recentValues = span(7, 1);
  const beforeValues = span(28, 8);
  if (recentValues.length < 4 || beforeValues.length < 4) return [];
  const recent = median(recentValues)!;
  const before = median(beforeValues)!;
  const limit = before.times(new Decimal(100).plus(settings.threshold).dividedBy(100));
  if (!before.gt(0) || !recent.gt(limit)) return [];
  const percent = recent.dividedBy(before).minus(1).times(100);
  // Every hour of the year at the higher base load: kW × 8,760 h.
  const perYear = recent.minus(before).times(8760);
  return [
    {
      rule: 'base-load',
      causeKey: `connection:${input.connectionId}`,
      connectionId: input.connectionId,
      periodFrom: addDays(input.today, -7),
      periodTo: addDays(input.today, -1),
      severity: percent.gte(new Decimal(settings.threshold).times(2)) ? 3 : 2,
      measured: round3(recent),
      limit: round3(limit),
      impact: null,
      title: `Basislast gestegen voor ${input.ean}`,
      detail:
        `De basislast (het laagste uur van de dag) was de afgelopen week ${fmt(recent)} kW, tegen ` +
        `${fmt(before)} kW in de drie weken ervoor (+${fmt(percent, 0)} %). Blijft dat zo, dan is dat ` +
        `${fmt(perYear, 0)} kWh per jaar meer. Zoek apparatuur die onnodig aan blijft staan.`,
    },
  ];
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
  const limit = usual.times(new Decimal(100).plus(settings.threshold).dividedBy(100));
  const recent = sums[0]!;
  if (!usual.gt(0) || !recent.gt(limit)) return [];
  const percent = recent.dividedBy(usual).minus(1).times(100);
  return [
    {
      rule: 'off-hours-use',
      causeKey: `connection:${input.connectionId}`,
      connectionId: input.connectionId,
      periodFrom: addDays(input.today, -7),
      periodTo: addDays(input.today, -1),
      severity: percent.gte(new Decimal(settings.threshold).times(2)) ? 3 : 2,
      measured: round3(recent),
      limit: round3(limit),
      impact: null,
      title: `Meer verbruik 's nachts en in het weekend voor ${input.ean}`,
      detail:
        `Buiten werktijd (doordeweeks vóór 07:00 en na 19:00, en in het weekend) was het verbruik de ` +
        `afgelopen week ${fmt(recent)} kWh, tegen gemiddeld ${fmt(usual)} kWh in de weken ervoor ` +
        `(+${fmt(percent, 0)} %). Controleer verlichting, klimaat en apparatuur buiten werktijd.`,
    },
  ];
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
  const pick = (fromBack: number, toBack: number) => {
    const values: Decimal[] = [];
    for (let back = fromBack; back >= toBack; back--) {
      const value = byDay.get(addDays(input.today, -back));
      if (value) values.push(value);
    }
    return values;
  };
  const recentValues = pick(3, 1);
  const beforeValues = pick(17, 4);
  if (recentValues.length < 3 || beforeValues.length < 7) return [];
  const recent = mean(recentValues)!;
  const before = mean(beforeValues)!;
  const limit = before.times(settings.threshold).dividedBy(100);
  if (!before.gt(0) || !recent.lt(limit)) return [];
  return [
    {
      rule: 'solar-production-drop',
      causeKey: `connection:${input.connectionId}`,
      connectionId: input.connectionId,
      periodFrom: addDays(input.today, -3),
      periodTo: addDays(input.today, -1),
      severity: recent.isZero() ? 3 : 2,
      measured: round3(recent),
      limit: round3(limit),
      impact: null,
      title: `Teruglevering zonnepanelen gedaald voor ${input.ean}`,
      detail:
        `De afgelopen drie dagen was de teruglevering gemiddeld ${fmt(recent)} kWh per dag, tegen ` +
        `${fmt(before)} kWh in de twee weken ervoor. Controleer de omvormer en de groepen van de ` +
        `zonnepanelen.`,
    },
  ];
}
