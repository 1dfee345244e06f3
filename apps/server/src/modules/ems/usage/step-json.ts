import type { UsageResponse } from '@energiek/contracts/ems-usage';
import { SCALE, type StepSeries } from './step-series.ts';

// GET ems/usage at quarter and hour resolution written as UTF-8 bytes: a year of quarters is 35,040
// buckets (5.8 MB). As
// strings, the numbers, the rope of concatenations and its flattening and encoding cost more than the
// query (bench ems-usage); here every byte is written once into chunk buffers, which go out (and are
// compressed) while the next chunk is written. The text is exactly what JSON.stringify writes for the
// same UsageResponse: amounts are exact decimals without trailing zeros, starts as Date#toISOString
// writes them (ems-usage.test.ts compares the two at every interval, step-json.test.ts here).

const DAY = 86_400_000;
const QUARTER = 900_000;
const HOUR = 3_600_000;
/** Buckets per chunk: about 330 KB of text. */
const CHUNK_BUCKETS = 2048;
/** No bucket is longer: 133 bytes of names and punctuation, a 24-byte start, six amounts of at most
 *  21 bytes (sign, 16 digits, point) and two counts of at most 16. */
const BUCKET_BYTES = 133 + 24 + 6 * 21 + 2 * 16;

const ascii = (text: string): Uint8Array => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const PRODUCTION = ascii(',"production":');
const PEAK = ascii(',"peakKw":');
const PRODUCTION_LOW = ascii(',"productionLow":');
const NET = ascii(',"net":');
const NULL = ascii('null');
const ZERO = ascii('0');
const DATA = ascii('{"data":[');
/** Bytes of one quarter in CLOCK: "HH:MM:00.000Z","consumption": */
const CLOCK_BYTES = 29;

let clock: Uint8Array | undefined;
/** The time of every quarter of a UTC day with the member that follows it, CLOCK_BYTES each. */
function quartersOfDay(): Uint8Array {
  if (!clock) {
    clock = new Uint8Array(96 * CLOCK_BYTES);
    for (let q = 0; q < 96; q++) {
      const time = new Date(q * QUARTER).toISOString().slice(11);
      clock.set(ascii(`${time}","consumption":`), q * CLOCK_BYTES);
    }
  }
  return clock;
}

/** Copies src[from, to) to buffer at `at`; returns the next free byte. (A loop: most copies are a few
 *  bytes, below the cost of a call into TypedArray#set.) */
function put(buffer: Buffer, at: number, src: Uint8Array, from = 0, to = src.length): number {
  if (to - from > 12) {
    buffer.set(from === 0 && to === src.length ? src : src.subarray(from, to), at);
    return at + to - from;
  }
  for (let i = from; i < to; i++) buffer[at++] = src[i] as number;
  return at;
}

/** Copies the bytes written at [from, to) of the buffer itself to `at`. */
function again(buffer: Buffer, at: number, from: number, to: number): number {
  for (let i = from; i < to; i++) buffer[at++] = buffer[i] as number;
  return at;
}

/** Bytes left after a chunk's last bucket for the answer's end: `],"meta":{…}}` (a few hundred bytes). */
const END_BYTES = 4096;
/** No chunk is longer: the size of a buffer handed to stepJsonViews. */
export const STEP_CHUNK_BYTES = DATA.length + CHUNK_BUCKETS * BUCKET_BYTES + END_BYTES;

/** The buffer stepJsonChunks writes every chunk into: synchronous from the first byte to its copy. */
const scratch = Buffer.allocUnsafe(STEP_CHUNK_BYTES);

const digits = new Uint8Array(16);
/** A non-negative integer below 2^53. */
function integer(buffer: Buffer, at: number, value: number): number {
  if (value < 10) {
    buffer[at] = 48 + value;
    return at + 1;
  }
  let n = 0;
  if (value < 2_147_483_648) {
    // int32 arithmetic while it fits
    let small = value | 0;
    while (small > 0) {
      const next = (small / 10) | 0;
      digits[n++] = 48 + small - next * 10;
      small = next;
    }
  } else {
    while (value > 0) {
      const next = Math.floor(value / 10);
      digits[n++] = 48 + (value - next * 10);
      value = next;
    }
  }
  while (n > 0) buffer[at++] = digits[--n] as number;
  return at;
}

/** Ten-thousandths as the decimal JSON writes: no exponent, no trailing zeros, "0" for zero. */
function amount(buffer: Buffer, at: number, scaled: number): number {
  if (scaled < 0) {
    buffer[at++] = 45;
    scaled = -scaled;
  }
  let whole: number;
  let fraction: number;
  if (scaled < 2_147_483_648) {
    whole = (scaled / SCALE) | 0;
    fraction = scaled - whole * SCALE;
  } else {
    whole = Math.floor(scaled / SCALE);
    fraction = scaled - whole * SCALE;
    // the quotient of integers near 2^53 may be rounded to the next integer either way
    if (fraction < 0) {
      whole -= 1;
      fraction += SCALE;
    } else if (fraction >= SCALE) {
      whole += 1;
      fraction -= SCALE;
    }
  }
  at = integer(buffer, at, whole);
  if (fraction === 0) return at;
  buffer[at++] = 46;
  // four places at most (fraction < 10,000), int32 arithmetic
  let rest = fraction | 0;
  for (let unit = 1000; rest > 0; unit = (unit / 10) | 0) {
    const digit = (rest / unit) | 0;
    buffer[at++] = 48 + digit;
    rest -= digit * unit;
  }
  return at;
}

/** What stepJsonViews writes. */
export type StepAnswer = {
  first: number;
  step: number;
  /** Intervals each bucket should hold. */
  expected: number;
  series: StepSeries;
  meta: UsageResponse['meta'];
  gas: boolean;
  keep?: readonly number[] | undefined;
};

/**
 * stepJsonViews, each chunk copied out of one shared buffer: chunks that stay valid, for a consumer that
 * keeps them (the tests).
 */
export function stepJsonChunks(answer: StepAnswer): Generator<Buffer, void, undefined> {
  return copiedChunks((acquire) => stepJsonViews(answer, acquire));
}

/** The chunks of a writer, each written into one shared buffer and copied out of it. */
export function* copiedChunks(write: StepJsonWriter): Generator<Buffer, void, undefined> {
  for (const view of write(() => scratch)) yield Buffer.from(view);
}

/** An answer written chunk by chunk, each into a buffer of STEP_CHUNK_BYTES from `acquire` (stepJsonViews). */
export type StepJsonWriter = (acquire: () => Buffer) => Iterable<Buffer>;

/**
 * `{"data":[…],"meta":{…}}` for a range of buckets of `step` ms (a quarter or an hour) from `first`
 * (epoch ms, on a quarter), or only those at `keep` (ascending indices after downsampling), as UTF-8
 * chunks. Without a peak in the series, a bucket's peak is its consumption per hour (one interval a
 * bucket: quarter resolution). The rules for null are those of UsagePoint:
 * production (and its low part) is 0 beside consumption, null without data and always null for gas; net
 * is null only when both are. A low part or a net equal to the consumption copies its bytes.
 * Each chunk is written into a buffer of STEP_CHUNK_BYTES from `acquire` and yielded as a view of it; what
 * becomes of that buffer is the caller's (copiedChunks copies out of one, parallelGzip compresses from a
 * pool).
 */
export function* stepJsonViews(
  answer: StepAnswer,
  acquire: () => Buffer,
): Generator<Buffer, void, undefined> {
  const { first, step, expected, series, meta, gas, keep } = answer;
  const { consumption, consumptionLow, production, productionLow, peak, count } = series;
  const perHour = HOUR / step;
  const total = keep ? keep.length : consumption.length;
  const times = quartersOfDay();
  // ,"count":N,"expected":E,"consumptionLow": for the usual counts 0 and 1
  const middles = [0, 1].map((n) => ascii(`,"count":${n},"expected":${expected},"consumptionLow":`));
  const expectedTail = ascii(`,"expected":${expected},"consumptionLow":`);
  const countHead = ascii(',"count":');
  let day = Number.NaN;
  let dayStart: Uint8Array = new Uint8Array(0);
  for (let from = 0; from === 0 || from < total; from += CHUNK_BUCKETS) {
    const to = Math.min(total, from + CHUNK_BUCKETS);
    // no bucket is longer than BUCKET_BYTES
    const buffer = acquire();
    let at = from === 0 ? put(buffer, 0, DATA) : 0;
    for (let k = from; k < to; k++) {
      const i = keep ? (keep[k] as number) : k;
      const ms = first + i * step;
      const d = Math.floor(ms / DAY);
      if (d !== day) {
        day = d;
        dayStart = ascii(`{"start":"${new Date(d * DAY).toISOString().slice(0, 11)}`);
      }
      if (k > 0) buffer[at++] = 44;
      at = put(buffer, at, dayStart);
      const q = (ms - d * DAY) / QUARTER;
      if (Number.isInteger(q)) at = put(buffer, at, times, q * CLOCK_BYTES, (q + 1) * CLOCK_BYTES);
      else at = put(buffer, at, ascii(`${new Date(ms).toISOString().slice(11)}","consumption":`));
      const c = consumption[i] as number;
      const p = production[i] as number;
      const hasC = !Number.isNaN(c);
      const hasP = !gas && !Number.isNaN(p);
      const cFrom = at;
      at = hasC ? amount(buffer, at, c) : put(buffer, at, NULL);
      const cTo = at;
      at = put(buffer, at, PRODUCTION);
      at = hasP ? amount(buffer, at, p) : put(buffer, at, hasC && !gas ? ZERO : NULL);
      at = put(buffer, at, PEAK);
      const pk = peak ? (peak[i] as number) : c * perHour;
      at = Number.isNaN(pk) ? put(buffer, at, NULL) : amount(buffer, at, pk);
      const n = count[i] as number;
      if (n <= 1) at = put(buffer, at, middles[n] as Uint8Array);
      else at = put(buffer, integer(buffer, put(buffer, at, countHead), n), expectedTail);
      const cl = consumptionLow[i] as number;
      if (Number.isNaN(cl)) at = put(buffer, at, NULL);
      else at = cl === c ? again(buffer, at, cFrom, cTo) : amount(buffer, at, cl);
      at = put(buffer, at, PRODUCTION_LOW);
      const pl = productionLow[i] as number;
      if (gas) at = put(buffer, at, NULL);
      else if (!Number.isNaN(pl)) at = amount(buffer, at, pl);
      else at = put(buffer, at, hasC ? ZERO : NULL);
      at = put(buffer, at, NET);
      if (hasC && (!hasP || p === 0)) at = again(buffer, at, cFrom, cTo);
      else if (hasC || hasP) at = amount(buffer, at, (hasC ? c : 0) - (hasP ? p : 0));
      else at = put(buffer, at, NULL);
      buffer[at++] = 125;
    }
    if (to < total) {
      yield buffer.subarray(0, at);
      continue;
    }
    const end = Buffer.from('],"meta":' + JSON.stringify(meta) + '}');
    if (end.length > END_BYTES) throw new Error("The usage answer's meta is longer than its reserve.");
    yield buffer.subarray(0, put(buffer, at, end));
    return;
  }
}
