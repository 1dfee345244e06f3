// A selection's quarter-hour readings as dense arrays, one slot per quarter of the range, read from the
// compact text the database writes (ems-usage.repository.ts, quarterLinesQuery). Amounts are exact
// decimals with 4 places, held as integers in ten-thousandths (numeric(14,4) stays far below 2^53), so
// sums and products are exact in JavaScript; NaN marks a quarter without data.

/** Amounts are held in ten-thousandths (the 4 decimals of interval_readings.value). */
export const SCALE = 10_000;
/** A quarter's energy × 4 is its average power (kWh per quarter → kW). */
export const QUARTERS_PER_HOUR = 4;

export type QuarterSeries = {
  /** Consumption (or gas) and its low-tariff part. */
  consumption: Float64Array;
  consumptionLow: Float64Array;
  /** Production (electricity only); NaN where there is none. */
  production: Float64Array;
  productionLow: Float64Array;
  /** Readings of the main channel summed into each quarter (the connections that have one). */
  count: Int32Array;
};

function emptySeries(length: number): QuarterSeries {
  const nan = () => new Float64Array(length).fill(Number.NaN);
  return {
    consumption: nan(),
    consumptionLow: nan(),
    production: nan(),
    productionLow: nan(),
    count: new Int32Array(length),
  };
}

/** Reads the fields of one line at a time without cutting the text into strings. */
class LineReader {
  at = 0;
  constructor(private readonly text: string) {}

  fail(): never {
    const end = this.text.indexOf(';', this.at);
    throw new Error(`Unreadable quarter line near: ${this.text.slice(this.at, end < 0 ? undefined : end)}`);
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
type ChannelSlots = { sum: Float64Array; low: Float64Array; count?: Int32Array };

/**
 * Fills one channel's slots from the database's text: lines separated by ';', in any order, each
 * `index,sum,low` or, when `count` is given, `index,count,sum,low` (index is the quarter's position in the
 * range; a line without low has none). A line outside the range is an error: the query and the range
 * disagree. Without count, each quarter holds one reading.
 */
function fillChannel(text: string, slots: ChannelSlots): void {
  const { sum, low, count } = slots;
  const length = sum.length;
  const read = new LineReader(text);
  while (read.at < text.length) {
    const index = read.integer();
    if (!read.separator() || index >= length) read.fail();
    let readings = 1;
    if (count) {
      readings = read.integer();
      if (!read.separator()) read.fail();
    }
    sum[index] = read.amount();
    if (read.separator()) {
      low[index] = read.amount();
      if (read.separator()) read.fail();
    }
    if (count) count[index] = readings;
  }
}

/**
 * The series of `length` quarters from the database's texts (quarterLinesQuery): the main channel's
 * lines (consumption, or gas) and production's. `counted` says the main channel's lines carry their
 * count (a selection of several connections); otherwise a quarter with a reading counts one.
 */
export function parseQuarterLines(
  texts: { main: string; production: string },
  length: number,
  counted: boolean,
): QuarterSeries {
  const series = emptySeries(length);
  const main = { sum: series.consumption, low: series.consumptionLow };
  fillChannel(texts.main, counted ? { ...main, count: series.count } : main);
  if (!counted) {
    for (let i = 0; i < length; i++) series.count[i] = Number.isNaN(series.consumption[i] as number) ? 0 : 1;
  }
  fillChannel(texts.production, { sum: series.production, low: series.productionLow });
  return series;
}

/** Consumption per quarter as numbers (null without data), for downsampling. */
export function consumptionValues(series: QuarterSeries): (number | null)[] {
  return Array.from(series.consumption, (value) => (Number.isNaN(value) ? null : value / SCALE));
}
