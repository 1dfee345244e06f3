import type { UsageResponse } from '@energiek/contracts/ems-usage';

/**
 * One bucket's values as JSON members, written by the database (ems-usage.repository.ts): `head` holds
 * consumption, production, peakKw and count, `tail` consumptionLow, productionLow and net (the order of
 * UsagePoint, with start and expected written around them here).
 */
export type UsageJsonRow = { ms: number; head: string; tail: string };

// The JSON text of GET ems/usage for calendar buckets (day, week, month, year), written directly: the
// database writes each bucket's values as JSON members (readUsageJson); this file adds the bucket start,
// the expected count and the buckets without data. The text is exactly what JSON.stringify writes for
// the same UsageResponse (ems-usage.test.ts compares the two at every interval). Quarters and hours, up to
// 35,040 buckets, are written as bytes from series instead (step-json.ts).

/** The buckets to write, in order: start instants (epoch ms) and each one's expected interval count. */
export type JsonBuckets = {
  starts: ArrayLike<number>;
  expected: (index: number) => number;
};

const DAY = 86_400_000;
const MINUTE = 60_000;
const CONSUMPTION = '"consumption":';
const EMPTY_HEAD = '"consumption":null,"production":null,"peakKw":null,"count":0';
const EMPTY_TAIL = '"consumptionLow":null,"productionLow":null,"net":null';

let clock: string[] | undefined;
/** "HH:MM:00.000Z" of every minute of a UTC day. */
function minutesOfDay(): string[] {
  clock ??= Array.from({ length: 1440 }, (_, m) => new Date(m * MINUTE).toISOString().slice(11));
  return clock;
}

/** ISO 8601 in UTC as Date#toISOString writes it; whole minutes reuse the day's and the minute's text. */
function isoWriter(): (ms: number) => string {
  const minutes = minutesOfDay();
  let day = NaN;
  let prefix = '';
  return (ms) => {
    if (ms < 0 || ms % MINUTE !== 0) return new Date(ms).toISOString();
    const d = Math.floor(ms / DAY);
    if (d !== day) {
      day = d;
      prefix = new Date(d * DAY).toISOString().slice(0, 11);
    }
    return prefix + (minutes[(ms - d * DAY) / MINUTE] as string);
  };
}

/** Each bucket's row (rows are ordered by start; a start without a bucket is not shown, as before). */
function rowOfBucket(buckets: JsonBuckets, rows: readonly UsageJsonRow[]): (UsageJsonRow | undefined)[] {
  const out = new Array<UsageJsonRow | undefined>(buckets.starts.length);
  let r = 0;
  for (let i = 0; i < buckets.starts.length; i++) {
    const start = buckets.starts[i] as number;
    while (r < rows.length && (rows[r] as UsageJsonRow).ms < start) r++;
    const row = rows[r];
    out[i] = row !== undefined && row.ms === start ? row : undefined;
  }
  return out;
}

/** The consumption of each bucket (for downsampling), read back from the members the database wrote. */
export function consumptionOf(rows: readonly (UsageJsonRow | undefined)[]): (number | null)[] {
  return rows.map((row) => {
    if (!row) return null;
    const end = row.head.indexOf(',', CONSUMPTION.length);
    const text = row.head.slice(CONSUMPTION.length, end);
    return text === 'null' ? null : Number(text);
  });
}

/**
 * `{"data":[…],"meta":{…}}` for the buckets (or only those at `keep`, ascending indices after
 * downsampling) with the rows read for them.
 */
export function writeUsageJson(
  buckets: JsonBuckets,
  rows: readonly UsageJsonRow[],
  meta: UsageResponse['meta'],
  keep?: (rows: readonly (UsageJsonRow | undefined)[]) => readonly number[],
): string {
  const matched = rowOfBucket(buckets, rows);
  const indices = keep?.(matched);
  const count = indices ? indices.length : buckets.starts.length;
  const iso = isoWriter();
  let out = '{"data":[';
  for (let k = 0; k < count; k++) {
    const i = indices ? (indices[k] as number) : k;
    const row = matched[i];
    if (k > 0) out += ',';
    out +=
      '{"start":"' +
      iso(buckets.starts[i] as number) +
      '",' +
      (row ? row.head : EMPTY_HEAD) +
      ',"expected":' +
      buckets.expected(i) +
      ',' +
      (row ? row.tail : EMPTY_TAIL) +
      '}';
  }
  return out + '],"meta":' + JSON.stringify(meta) + '}';
}
