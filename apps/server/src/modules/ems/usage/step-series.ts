// A selection's usage at a fixed step (quarters from the raw readings, hours from the hour rollups) as
// dense arrays, one slot per bucket of the range, read from the compact text the database writes
// (ems-usage.repository.ts, stepLinesQuery). Amounts are exact decimals with 4 places, held as integers
// in ten-thousandths (numeric(14,4) stays far below 2^53), so sums and products are exact in
// JavaScript; NaN marks a bucket without data.

/** Amounts are held in ten-thousandths (the 4 decimals of interval_readings.value). */
export const SCALE = 10_000;

export type StepSeries = {
  /** Consumption (or gas) and its low-tariff part. */
  consumption: Float64Array;
  consumptionLow: Float64Array;
  /** Production (electricity only); NaN where there is none. */
  production: Float64Array;
  productionLow: Float64Array;
  /** The peak (kW, gas m³/h) as read; null at quarter resolution, where it is consumption × 4. */
  peak: Float64Array | null;
  /** Intervals of the main channel summed into each bucket. */
  count: Int32Array;
};

/** What the main channel's lines carry besides index, sum and low (stepLinesQuery). */
export type MainFields = { count: boolean; peak: boolean };

/** Series of at least this many buckets (half a year of quarters and more) take their memory from
 *  `spare`. */
const POOLED_BUCKETS = 16_384;
/** Bytes of a pooled buffer: a leap year of quarters with a peak (36,864 > 35,136 buckets of 44 bytes). */
const POOLED_BYTES = 36_864 * 44;
/** Memory of series whose answers are written (releaseSeries), for the next long ones: every buffer a
 *  year of quarters takes outside V8's heap counts towards its next full collection (bench ems-usage). */
const spare: ArrayBuffer[] = [];
const SPARE = 4;

/** All arrays of a series in one buffer: four or five of doubles, one of int32. */
function emptySeries(length: number, peak: boolean): StepSeries {
  const bytes = length * ((peak ? 5 : 4) * 8 + 4);
  let buffer: ArrayBuffer | undefined;
  if (length >= POOLED_BUCKETS) {
    const index = spare.findIndex((b) => b.byteLength >= bytes && b.byteLength <= 2 * bytes);
    buffer = index >= 0 ? spare.splice(index, 1)[0] : undefined;
  }
  buffer ??= new ArrayBuffer(length >= POOLED_BUCKETS ? Math.max(bytes, POOLED_BYTES) : bytes);
  let offset = 0;
  const nan = () => {
    const array = new Float64Array(buffer, offset, length).fill(Number.NaN);
    offset += length * 8;
    return array;
  };
  return {
    consumption: nan(),
    consumptionLow: nan(),
    production: nan(),
    productionLow: nan(),
    peak: peak ? nan() : null,
    count: new Int32Array(buffer, offset, length).fill(0),
  };
}

/**
 * Gives the memory of a long series back for the next one, once nothing reads it any more (the answer
 * is written or abandoned): its arrays must not be used after this.
 */
export function releaseSeries(series: StepSeries): void {
  const buffer = series.consumption.buffer;
  if (
    series.consumption.length >= POOLED_BUCKETS &&
    buffer instanceof ArrayBuffer &&
    spare.length < SPARE &&
    !spare.includes(buffer)
  ) {
    spare.push(buffer);
  }
}

/** Reads the fields of one line at a time without cutting the text into strings. */
class LineReader {
  at = 0;
  constructor(private readonly text: string) {}

  fail(): never {
    const end = this.text.indexOf(';', this.at);
    throw new Error(`Unreadable usage line near: ${this.text.slice(this.at, end < 0 ? undefined : end)}`);
  }

  /** True when the line goes on (a ',' was passed), false at its end (';' passed, or the text's end). */
  separator(): boolean {
    const code = this.text.charCodeAt(this.at);
    if (code === 44) {
      this.at++;
      return true;
    }
    if (code === 59) this.at++;
    else if (this.at < this.text.length) this.fail();
    return false;
  }

  /** A non-negative integer. */
  integer(): number {
    const text = this.text;
    let value = 0;
    const start = this.at;
    for (let code = text.charCodeAt(this.at); code >= 48 && code <= 57; code = text.charCodeAt(++this.at)) {
      value = value * 10 + (code - 48);
    }
    if (this.at === start) this.fail();
    return value;
  }

  /** A decimal with at most 4 places (numeric's text: optional '-', digits, optional '.' digits) in
   *  ten-thousandths. */
  amount(): number {
    const text = this.text;
    const negative = text.charCodeAt(this.at) === 45;
    if (negative) this.at++;
    let value = this.integer() * SCALE;
    if (text.charCodeAt(this.at) === 46) {
      this.at++;
      let unit = SCALE;
      const start = this.at;
      for (let code = text.charCodeAt(this.at); code >= 48 && code <= 57; code = text.charCodeAt(++this.at)) {
        unit /= 10;
        value += (code - 48) * unit;
      }
      if (this.at === start || unit < 1) this.fail();
    }
    return negative ? -value : value;
  }
}

/** One channel's slots of a series. */
type ChannelSlots = { sum: Float64Array; low: Float64Array; count?: Int32Array; peak?: Float64Array };

/**
 * Fills one channel's slots from the database's text: lines separated by ';', in any order, each
 * `index[,count],sum[,peak],low` — count and peak when their slots are given — where index is the
 * bucket's position in the range and a line without low has none. A line outside the range is an error:
 * the query and the range disagree. Without count, a bucket with a line counts one interval.
 */
function fillChannel(text: string, slots: ChannelSlots): void {
  const { sum, low, count, peak } = slots;
  const length = sum.length;
  const read = new LineReader(text);
  while (read.at < text.length) {
    const index = read.integer();
    if (!read.separator() || index >= length) read.fail();
    let intervals = 1;
    if (count) {
      intervals = read.integer();
      if (!read.separator()) read.fail();
    }
    sum[index] = read.amount();
    if (peak) {
      if (!read.separator()) read.fail();
      peak[index] = read.amount();
    }
    if (read.separator()) {
      low[index] = read.amount();
      if (read.separator()) read.fail();
    }
    if (count) count[index] = intervals;
  }
}

/**
 * The series of `length` buckets from the database's texts (stepLinesQuery): the main channel's lines
 * (consumption, or gas) with the fields `main` names, and production's (`index,sum,low`).
 */
export function parseStepLines(
  texts: { main: string; production: string },
  length: number,
  main: MainFields,
): StepSeries {
  const series = emptySeries(length, main.peak);
  const slots: ChannelSlots = { sum: series.consumption, low: series.consumptionLow };
  if (main.count) slots.count = series.count;
  if (series.peak) slots.peak = series.peak;
  fillChannel(texts.main, slots);
  if (!main.count) {
    for (let i = 0; i < length; i++) series.count[i] = Number.isNaN(series.consumption[i] as number) ? 0 : 1;
  }
  fillChannel(texts.production, { sum: series.production, low: series.productionLow });
  return series;
}

/** Consumption per bucket as numbers (null without data), for downsampling. */
export function consumptionValues(series: StepSeries): (number | null)[] {
  return Array.from(series.consumption, (value) => (Number.isNaN(value) ? null : value / SCALE));
}
