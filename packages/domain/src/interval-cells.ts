import Decimal from 'decimal.js';

// The cells of interval files, one at a time: decimals, days, times, timestamps and the moments
// (date and time in one cell, possibly a period "van – tot") of the common Dutch exports. Pure.

export type DecimalMark = ',' | '.';

/** A decimal in the file's notation (thousand separators allowed), or null. */
export function parseDecimal(text: string, mark: DecimalMark): Decimal | null {
  let cell = text.trim().replace(/[\s\u00a0]/g, '');
  if (mark === ',') cell = cell.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  else cell = cell.replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(cell)) return null;
  return new Decimal(cell);
}

const DAYS_IN_MONTH = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** YYYY-MM-DD of `2026-03-29`, `29-03-2026`, `29/3/2026` or `29.03.2026` (a trailing time is ignored). */
export function parseDay(text: string): string | null {
  const cell = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:$|[T ])/.exec(cell);
  let year: number;
  let month: number;
  let day: number;
  if (match) [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  else {
    match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})(?:$|[T ])/.exec(cell);
    if (!match) return null;
    [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  }
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH(year, month)) {
    return null;
  }
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Minutes since midnight of `HH:MM` or `HH:MM:SS` (0–1440), or null. */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > 1440 || (match[3] !== undefined && match[3] !== '00')) return null;
  return minutes;
}

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})$/;

/** An ISO 8601 timestamp with an offset (or Z); local times without offset are refused. */
export function parseTimestamp(text: string): Date | null {
  const cell = text.trim();
  if (!TIMESTAMP.test(cell)) return null;
  const date = new Date(cell.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A moment in one cell: an exact instant (ISO 8601 with offset) or a Dutch wall-clock time of a local
 * day (minute 0–1440), which the caller resolves against the DST switches.
 */
export type Moment = { instant: Date } | { day: string; minute: number };

const LOCAL_DATE_TIME =
  /^(\d{4}-\d{1,2}-\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4})(?:T|\s+)(\d{1,2}:\d{2}(?::\d{2})?)(?:\.0+)?$/;

function singleMoment(text: string): Moment | null {
  const cell = text.trim();
  const instant = parseTimestamp(cell);
  if (instant) return { instant };
  const match = LOCAL_DATE_TIME.exec(cell);
  if (!match) return null;
  const day = parseDay(match[1]!);
  const minute = parseTime(match[2]!);
  return day === null || minute === null ? null : { day, minute };
}

/** Where a period cell may split into its start and its end. */
const PERIOD_SEPARATORS = [' - ', ' – ', '–', ' tot ', ' t/m ', '/'];

/**
 * The moment of a cell: `2026-03-29T01:45:00+01:00`, `29-03-2026 01:45`, `2026-03-29 01:45:00`, or a
 * period whose start is one of those (`29-03-2026 01:45 - 29-03-2026 02:00`, `… 01:45 – 02:00`, ISO
 * `start/end`): the period's start. A period's end must be a moment or a time too, so a stray dash in a
 * text is not read as a period. Null when the cell holds no date with a time.
 */
export function parseMoment(text: string): Moment | null {
  const cell = text.trim();
  const single = singleMoment(cell);
  if (single) return single;
  for (const separator of PERIOD_SEPARATORS) {
    let at = cell.indexOf(separator);
    while (at > 0) {
      const start = singleMoment(cell.slice(0, at));
      const end = cell.slice(at + separator.length).trim();
      if (start && (singleMoment(end) !== null || parseTime(end) !== null)) return start;
      at = cell.indexOf(separator, at + 1);
    }
  }
  return null;
}
