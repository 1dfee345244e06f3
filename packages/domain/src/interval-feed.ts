import Decimal from 'decimal.js';

// Checks a machine feed of interval readings (one connection, one channel) before anything is written:
// ISO 8601 starts with an offset on whole intervals, no interval twice, no interval still running,
// values that can be true. Power (kW) becomes energy per interval (kWh = kW × minutes / 60), rounded
// once to the 4 decimals the database keeps.

export type FeedReadingInput = { start: string; value: number };
export type FeedReading = { start: Date; value: string };

export type FeedMessages = {
  start: string;
  startAligned: (minutes: number) => string;
  startFuture: string;
  duplicate: (index: number) => string;
  value: string;
  valueNegative: string;
  valueTooLarge: string;
  valueDecimals: string;
};

/** Largest value one interval may carry (kWh, kVArh or m³): far above any connection in the market. */
export const MAX_INTERVAL_VALUE = 1_000_000;

const ISO_INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})$/;

/** The instant of an ISO 8601 timestamp that names its offset; null for anything else. */
export function parseOffsetInstant(value: string): Date | null {
  const match = ISO_INSTANT.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  if (mo! < 1 || mo! > 12 || d! < 1 || h! > 23 || mi! > 59 || (s ?? 0) > 59) return null;
  const days = new Date(Date.UTC(y!, mo!, 0)).getUTCDate();
  if (d! > days) return null;
  const ms = Date.parse(value.trim());
  return Number.isNaN(ms) ? null : new Date(ms);
}

export function checkFeed(
  readings: readonly FeedReadingInput[],
  options: { minutes: number; power: boolean; now: Date; messages: FeedMessages },
): { readings: FeedReading[]; errors: Record<string, string[]> } {
  const { minutes, power, now, messages } = options;
  const errors: Record<string, string[]> = {};
  const out: FeedReading[] = [];
  const seen = new Map<number, number>();
  const step = minutes * 60_000;
  readings.forEach((reading, index) => {
    const fail = (field: 'start' | 'value', message: string) => {
      (errors[`readings.${index}.${field}`] ??= []).push(message);
    };
    const start = parseOffsetInstant(reading.start);
    if (!start) fail('start', messages.start);
    else if (start.getTime() % step !== 0) fail('start', messages.startAligned(minutes));
    else if (start.getTime() + step > now.getTime()) fail('start', messages.startFuture);
    else {
      const earlier = seen.get(start.getTime());
      if (earlier !== undefined) fail('start', messages.duplicate(earlier));
      else seen.set(start.getTime(), index);
    }
    const value = energy(reading.value, power, minutes, messages);
    if (typeof value !== 'string') fail('value', value.error);
    if (start && typeof value === 'string' && !errors[`readings.${index}.start`]) {
      out.push({ start, value });
    }
  });
  return { readings: out, errors };
}

function energy(
  raw: number,
  power: boolean,
  minutes: number,
  messages: FeedMessages,
): string | { error: string } {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return { error: messages.value };
  if (raw < 0) return { error: messages.valueNegative };
  const value = new Decimal(String(raw));
  if (!power && value.decimalPlaces() > 4) return { error: messages.valueDecimals };
  const kWh = power ? value.times(minutes).dividedBy(60).toDecimalPlaces(4, Decimal.ROUND_HALF_UP) : value;
  if (kWh.greaterThan(MAX_INTERVAL_VALUE)) return { error: messages.valueTooLarge };
  return kWh.toFixed(4);
}
