import Decimal from 'decimal.js';
import {
  parseDay,
  parseDecimal,
  parseMoment,
  parseTime,
  parseTimestamp,
  type DecimalMark,
  type Moment,
} from './interval-cells.ts';
import { instantsOfLocalTime, intervalsInLocalDay, startOfLocalDay } from './local-time.ts';

export { parseDay, parseDecimal, parseMoment, parseTime, parseTimestamp, type DecimalMark, type Moment };

// Interval files of metering companies, row by row: which layout, delimiter and decimal mark a file has
// (detectDelimiter, detectMapping) and what one row of it means (createRowConverter). Pure: the server
// streams the file (CSV or XLSX) and hands rows of cell texts in here.
//
// Layouts: long (`EAN;Datum;Tijd;Waarde`, one row per interval, optional channel and unit columns, or one
// ISO 8601 timestamp column with offset instead of Datum + Tijd) and wide (`EAN;Datum;00:15;…;24:00`, one
// row per local day with 92, 96 or 100 values — the values are taken by position from local midnight, so
// the DST days need no labels). Columns are recognised by their values as well as their names, so the
// common Dutch exports ("Tijdstip" with ISO timestamps, "Datum/tijd", "Van"/"Tot", "Begin"/"Eind",
// "Periode" …) need no manual mapping; a name that contradicts the values loses. Local times are Dutch wall-clock times; in the repeated autumn hour the
// first run of a time is the earlier instant and the second run the later one.

export type ImportLayout = 'long' | 'wide';
export type IntervalLabel = 'start' | 'end';
/** kW is an average power: × minutes / 60 gives the interval's kWh. */
export type ImportUnit = 'kWh' | 'kW' | 'm3';
export type ImportChannelName = 'consumption' | 'production' | 'reactive' | 'gas';
export type Delimiter = ';' | ',' | '\t';

export type ImportColumns = {
  ean: number;
  date: number | null;
  time: number | null;
  /**
   * Date and time in one cell (instead of date + time): an ISO 8601 timestamp with offset, a local
   * date-time (`29-03-2026 01:45`) or a period whose start is one of those.
   */
  timestamp: number | null;
  value: number | null;
  channel: number | null;
  unit: number | null;
  /** Wide layout: the first value column (every column from here on is a value, in order). */
  firstValue: number | null;
};

export type ImportMapping = {
  layout: ImportLayout;
  delimiter: Delimiter;
  decimalMark: DecimalMark;
  intervalLabel: IntervalLabel;
  /** The file's unit when it has no unit column; null = by channel (gas m³, electricity kWh). */
  unit: ImportUnit | null;
  minutes: 15 | 60;
  columns: ImportColumns;
};

/** The interval length unit values must have after conversion: kWh for electricity, m³ for gas. */
export type EnergyUnit = 'kWh' | 'm3';

export type ParsedReading = {
  ean: string;
  /** From the channel column; null = the connection's default (consumption, or gas for a gas EAN). */
  channel: ImportChannelName | null;
  /** The unit of value (after kW → kWh); null = the channel's own. */
  unit: EnergyUnit | null;
  start: Date;
  /** Decimal string with at most 4 decimals (rounded once, half up). */
  value: string;
  /** Where it came from, for error messages: the row, its value column and its time column. */
  row: number;
  column: string;
  timeColumn: string;
};

export type RowError = { row: number; column: string; message: string };
export type RowResult = { readings: ParsedReading[]; errors: RowError[] };

/** Larger than this per interval is refused as implausible (100,000 kWh a quarter is 400 MW). */
export const MAX_INTERVAL_VALUE = 100_000;

export const IMPORT_MESSAGES = {
  noHeader: 'Het bestand heeft geen kopregel.',
  noEanColumn: 'Geen kolom met EAN-codes gevonden (verwacht bijvoorbeeld "EAN").',
  noTimeColumns:
    'Geen tijdkolommen gevonden: verwacht "Datum" en "Tijd", een kolom met datum en tijd (tijdstempel, "Van"/"Tot", periode), of kolommen 00:15 … 24:00.',
  noValueColumn: 'Geen kolom met waarden gevonden (verwacht bijvoorbeeld "Waarde").',
  eanInvalid: 'Geen geldige EAN-code (18 cijfers).',
  dateInvalid: 'Geen geldige datum (verwacht DD-MM-JJJJ of JJJJ-MM-DD).',
  timeInvalid: 'Geen geldige tijd (verwacht UU:MM).',
  timeNotOnInterval: (minutes: number) => `De tijd valt niet op een grens van ${minutes} minuten.`,
  timestampInvalid:
    'Geen geldige datum met tijd (verwacht bijvoorbeeld 2026-03-29T01:45:00+01:00 of 29-03-2026 01:45).',
  timeSkipped: 'Dit tijdstip bestaat niet: de klok gaat deze nacht van 02:00 naar 03:00 (zomertijd).',
  timeRepeatedTooOften: 'Dit tijdstip komt vaker voor dan de wintertijdnacht toestaat (dubbel interval).',
  valueMissing: 'Geen waarde.',
  valueInvalid: 'Geen geldig getal.',
  valueNegative: 'Een negatieve waarde is niet mogelijk.',
  valueTooLarge: `Onwaarschijnlijk grote waarde (meer dan ${MAX_INTERVAL_VALUE.toLocaleString('nl-NL')} per interval).`,
  channelUnknown: 'Onbekend kanaal (verwacht verbruik, teruglevering, blindstroom of gas).',
  unitUnknown: 'Onbekende eenheid (verwacht kWh, kW of m³).',
  wideCount: (expected: number, found: number) =>
    `Deze dag heeft ${expected} intervallen (zomer- of wintertijd meegeteld), de rij heeft er ${found}.`,
  duplicate: 'Dubbel interval: dit interval staat al eerder in het bestand.',
} as const;

export class ImportFormatError extends Error {}

const normalise = (text: string) =>
  text
    .trim()
    .replace(/^"|"$/g, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const TIME_LABEL = /^(\d{1,2}):(\d{2})(?::00)?$/;

/** `;`, tab or `,` — whichever the header line has most of (`;` on a tie: the Dutch default). */
export function detectDelimiter(headerLine: string): Delimiter {
  const count = (char: string) => headerLine.split(char).length - 1;
  const candidates: Delimiter[] = [';', '\t', ','];
  let best: Delimiter = ';';
  for (const candidate of candidates) if (count(candidate) > count(best)) best = candidate;
  return best;
}

function findColumn(
  header: readonly string[],
  patterns: readonly RegExp[],
  taken: Set<number>,
): number | null {
  for (const pattern of patterns) {
    const index = header.findIndex((name, i) => !taken.has(i) && pattern.test(normalise(name)));
    if (index !== -1) {
      taken.add(index);
      return index;
    }
  }
  return null;
}

/** The first column whose sample cells are mostly 18-digit codes (a header that does not say "EAN"). */
function eanByValues(sample: readonly (readonly string[])[], taken: Set<number>): number | null {
  const width = Math.max(0, ...sample.map((row) => row.length));
  for (let i = 0; i < width; i++) {
    const filled = sample.map((row) => (row[i] ?? '').replace(/[\s.]/g, '')).filter((cell) => cell !== '');
    if (filled.length > 0 && filled.filter((cell) => /^\d{18}$/.test(cell)).length * 2 >= filled.length) {
      taken.add(i);
      return i;
    }
  }
  return null;
}

/** Reads the header and the first rows and proposes a mapping (throws ImportFormatError, Dutch). */
export function detectMapping(rows: readonly (readonly string[])[], delimiter: Delimiter): ImportMapping {
  const [header, ...sample] = rows;
  if (!header || header.every((cell) => cell.trim() === ''))
    throw new ImportFormatError(IMPORT_MESSAGES.noHeader);
  const taken = new Set<number>();
  const ean = findColumn(header, [/^ean/, /ean/, /^aansluiting/], taken) ?? eanByValues(sample, taken);
  if (ean === null) throw new ImportFormatError(IMPORT_MESSAGES.noEanColumn);
  const timeLabels = header.map((name, i) => (TIME_LABEL.test(name.trim()) ? i : -1)).filter((i) => i !== -1);
  const channel = findColumn(header, [/kanaal|channel|richting|meetkanaal/], taken);
  const unit = findColumn(header, [/^(eenheid|unit)$/], taken);

  if (timeLabels.length >= 20) {
    const date = findColumn(header, [/^(datum|date|dag|day)$/, /datum|date/], taken);
    if (date === null) throw new ImportFormatError(IMPORT_MESSAGES.noTimeColumns);
    const firstValue = timeLabels[0]!;
    const first = TIME_LABEL.exec(header[firstValue]!.trim())!;
    const firstMinute = Number(first[1]) * 60 + Number(first[2]);
    return {
      layout: 'wide',
      delimiter,
      decimalMark: detectDecimalMark(
        sample.flatMap((row) => row.slice(firstValue, firstValue + 8)),
        delimiter,
      ),
      intervalLabel: firstMinute === 0 ? 'start' : 'end',
      unit: null,
      minutes: timeLabels.length >= 80 ? 15 : 60,
      columns: { ean, date, time: null, timestamp: null, value: null, channel, unit, firstValue },
    };
  }

  const kinds = header.map((_, i) => columnKind(sample.map((row) => row[i] ?? '')));
  const time = detectTimeColumns(header, kinds, taken);
  if (time === null) throw new ImportFormatError(IMPORT_MESSAGES.noTimeColumns);
  const value = detectValueColumn(header, kinds, taken);
  if (value === null) throw new ImportFormatError(IMPORT_MESSAGES.noValueColumn);
  const columns = { ean, date: time.date, time: time.time, timestamp: time.timestamp };
  const moments = sample.map((row) => momentOf(row, columns)).filter((m) => m !== null);
  const minutes = detectMinutes(sample, columns);
  // 24:00 or a first local time one interval after midnight means end labels; otherwise start (the
  // default). A column named "Tot"/"Eind" is the end, "Van"/"Begin" the start, whatever the times say.
  const local = moments.flatMap((m) => ('minute' in m ? [m.minute] : []));
  const endLabels =
    local.includes(1440) || (!local.includes(0) && local.length > 0 && Math.min(...local) === minutes);
  return {
    layout: 'long',
    delimiter,
    decimalMark: detectDecimalMark(
      sample.map((row) => row[value] ?? ''),
      delimiter,
    ),
    intervalLabel: time.label ?? (endLabels ? 'end' : 'start'),
    unit: null,
    minutes,
    columns: { ...columns, value, channel, unit, firstValue: null },
  };
}

/** What a column's sample cells are, by majority: a missing cell or a stray text does not decide. */
type ColumnKind = 'moment' | 'day' | 'time' | 'number' | 'text' | 'empty';

function columnKind(cells: readonly string[]): ColumnKind {
  const filled = cells.map((cell) => cell.trim()).filter((cell) => cell !== '');
  if (filled.length === 0) return 'empty';
  const most = (test: (cell: string) => boolean) => filled.filter(test).length * 2 >= filled.length;
  if (most((cell) => parseMoment(cell) !== null)) return 'moment';
  if (most((cell) => parseDay(cell) !== null)) return 'day';
  if (most((cell) => parseTime(cell) !== null)) return 'time';
  if (most((cell) => parseDecimal(cell, ',') !== null || parseDecimal(cell, '.') !== null)) return 'number';
  return 'text';
}

const START_NAME = /(^|[^a-z])(van|vanaf|begin|begintijd|start|starttijd|from)([^a-z]|$)/;
const END_NAME = /(^|[^a-z])(tot|t\/m|eind|einde|eindtijd|end|to)([^a-z]|$)/;
const MOMENT_NAME = /tijdstempel|timestamp|datetime|datum ?\/? ?tijd|^utc$/;
const DATE_NAME = /datum|date|^dag$|^day$/;
const TIME_NAME = /^(tijd|time|tijdstip|uur|kwartier|interval|van|tot)$|tijd|time/;
const VALUE_NAME = [/^(waarde|value)$/, /waarde|value|verbruik|volume|hoeveelheid|kwh|m3|m³|kw/];

type TimeColumns = {
  date: number | null;
  time: number | null;
  timestamp: number | null;
  /** Set when a column's name says start or end ("Van", "Tot", "Begin", "Eind"). */
  label: IntervalLabel | null;
};

/**
 * The time source of a long file: one column with date and time (by its values, or by its name when the
 * sample has none), else a date column and a time column. Of a "Van"/"Tot" pair the start is taken.
 */
function detectTimeColumns(
  header: readonly string[],
  kinds: readonly ColumnKind[],
  taken: Set<number>,
): TimeColumns | null {
  const name = (i: number) => normalise(header[i] ?? '');
  const free = (test: (i: number) => boolean) =>
    header.map((_, i) => i).filter((i) => !taken.has(i) && test(i));
  const pick = (candidates: number[], preferred: RegExp) => {
    const starts = candidates.filter((i) => START_NAME.test(name(i)));
    if (starts.length > 0) return { index: starts[0]!, label: 'start' as const };
    const plain = candidates.filter((i) => !END_NAME.test(name(i)));
    if (plain.length > 0)
      return { index: plain.find((i) => preferred.test(name(i))) ?? plain[0]!, label: null };
    return candidates.length > 0 ? { index: candidates[0]!, label: 'end' as const } : null;
  };
  const claim = (index: number) => {
    taken.add(index);
    return index;
  };

  const moment =
    pick(
      free((i) => kinds[i] === 'moment'),
      MOMENT_NAME,
    ) ??
    pick(
      free((i) => kinds[i] === 'empty' && MOMENT_NAME.test(name(i))),
      MOMENT_NAME,
    );
  if (moment) return { date: null, time: null, timestamp: claim(moment.index), label: moment.label };

  const dates = free((i) => kinds[i] === 'day' || (kinds[i] === 'empty' && DATE_NAME.test(name(i))));
  const byName = dates.find((i) => DATE_NAME.test(name(i)));
  const date = byName ?? dates[0];
  if (date === undefined) return null;
  taken.add(date);
  const time = pick(
    free(
      (i) => kinds[i] === 'time' || (kinds[i] !== 'moment' && kinds[i] !== 'day' && TIME_NAME.test(name(i))),
    ),
    TIME_NAME,
  );
  if (time === null) {
    taken.delete(date);
    return null;
  }
  return { date, time: claim(time.index), timestamp: null, label: time.label };
}

/** The value column: by name (unless its values are dates or times), else the first numeric column. */
function detectValueColumn(
  header: readonly string[],
  kinds: readonly ColumnKind[],
  taken: Set<number>,
): number | null {
  const usable = (i: number) => !taken.has(i) && ['number', 'text', 'empty'].includes(kinds[i]!);
  for (const pattern of VALUE_NAME) {
    const index = header.findIndex((cell, i) => usable(i) && pattern.test(normalise(cell)));
    if (index !== -1) return index;
  }
  const index = header.findIndex((_, i) => !taken.has(i) && kinds[i] === 'number');
  return index === -1 ? null : index;
}

function momentOf(
  row: readonly string[],
  columns: { date: number | null; time: number | null; timestamp: number | null },
): Moment | null {
  if (columns.timestamp !== null) return parseMoment(row[columns.timestamp] ?? '');
  const day = parseDay(row[columns.date!] ?? '');
  const minute = parseTime(row[columns.time!] ?? '');
  return day === null || minute === null ? null : { day, minute };
}

function detectMinutes(
  sample: readonly (readonly string[])[],
  columns: { ean: number; date: number | null; time: number | null; timestamp: number | null },
): 15 | 60 {
  let smallest = Infinity;
  let previous: { key: string; ms: number } | null = null;
  for (const row of sample) {
    const moment = momentOf(row, columns);
    // Local moments as naive UTC: a DST switch between two rows only makes one step look odd.
    const ms =
      moment === null
        ? null
        : 'instant' in moment
          ? moment.instant.getTime()
          : Date.parse(`${moment.day}T00:00:00Z`) + moment.minute * 60_000;
    const key = String(row[columns.ean]);
    if (ms !== null && previous && previous.key === key && ms > previous.ms)
      smallest = Math.min(smallest, ms - previous.ms);
    previous = ms === null ? null : { key, ms };
  }
  return smallest === 3_600_000 ? 60 : 15;
}

/** `,` or `.` from value cells: the last of both marks in a cell decides; else the delimiter's default. */
export function detectDecimalMark(cells: readonly string[], delimiter: Delimiter): DecimalMark {
  let comma = 0;
  let point = 0;
  for (const raw of cells) {
    const cell = raw.trim();
    const lastComma = cell.lastIndexOf(',');
    const lastPoint = cell.lastIndexOf('.');
    if (lastComma === -1 && lastPoint === -1) continue;
    if (lastComma > lastPoint) comma++;
    else if (!/^\d{1,3}(\.\d{3})+$/.test(cell)) point++;
  }
  if (comma === 0 && point === 0) return delimiter === ',' ? '.' : ',';
  return comma >= point ? ',' : '.';
}

const CHANNEL_NAMES: Record<string, ImportChannelName> = {
  verbruik: 'consumption',
  afname: 'consumption',
  levering: 'consumption',
  consumption: 'consumption',
  '10180': 'consumption',
  '1.8.0': 'consumption',
  teruglevering: 'production',
  invoeding: 'production',
  opwek: 'production',
  production: 'production',
  '10280': 'production',
  '2.8.0': 'production',
  blindstroom: 'reactive',
  blindverbruik: 'reactive',
  reactive: 'reactive',
  gas: 'gas',
  '70180': 'gas',
};

export function parseChannel(text: string): ImportChannelName | null {
  return CHANNEL_NAMES[normalise(text)] ?? null;
}

export function parseUnit(text: string): ImportUnit | null {
  const cell = normalise(text).replace('³', '3');
  if (cell === 'kwh') return 'kWh';
  if (cell === 'kw') return 'kW';
  if (cell === 'm3' || cell === 'm3(n)' || cell === 'nm3') return 'm3';
  return null;
}

/**
 * Converts rows into readings. Keeps the state a file needs across rows: which repeated autumn times
 * were seen already (the second run of 02:15 is the later instant). Row numbers are the file's line
 * numbers (the header is row 1).
 */
export function createRowConverter(mapping: ImportMapping, header: readonly string[]) {
  const { columns, minutes } = mapping;
  const step = minutes * 60_000;
  const seenRepeated = new Map<string, number>();
  const name = (index: number | null, fallback: string) =>
    index === null ? fallback : (header[index] ?? fallback).trim();

  function value(
    cell: string | undefined,
    row: number,
    column: string,
    unit: ImportUnit | null,
    errors: RowError[],
  ) {
    if (cell === undefined || cell.trim() === '') {
      errors.push({ row, column, message: IMPORT_MESSAGES.valueMissing });
      return null;
    }
    let number = parseDecimal(cell, mapping.decimalMark);
    if (number === null || !number.isFinite()) {
      errors.push({ row, column, message: IMPORT_MESSAGES.valueInvalid });
      return null;
    }
    if (unit === 'kW') number = number.times(minutes).dividedBy(60);
    if (number.isNegative() && !number.isZero()) {
      errors.push({ row, column, message: IMPORT_MESSAGES.valueNegative });
      return null;
    }
    if (number.greaterThan(MAX_INTERVAL_VALUE)) {
      errors.push({ row, column, message: IMPORT_MESSAGES.valueTooLarge });
      return null;
    }
    return number.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed();
  }

  /** The start instants a local label may mean, earliest first. */
  function candidateStarts(day: string, minute: number): Date[] {
    if (mapping.intervalLabel === 'start') return minute >= 1440 ? [] : instantsOfLocalTime(day, minute);
    // End labels: the interval before the label. Around the switches a label's start and end do not both
    // exist (spring 03:00 ends 01:45–02:00; autumn 03:00 ends both runs of 02:45), so take either.
    const found = new Map<number, Date>();
    if (minute >= minutes)
      for (const s of instantsOfLocalTime(day, minute - minutes)) found.set(s.getTime(), s);
    for (const e of instantsOfLocalTime(day, minute))
      found.set(e.getTime() - step, new Date(e.getTime() - step));
    return [...found.values()].sort((a, b) => a.getTime() - b.getTime());
  }

  function rowUnit(cells: readonly string[], row: number, errors: RowError[]): ImportUnit | null | undefined {
    if (columns.unit === null || (cells[columns.unit] ?? '').trim() === '') return mapping.unit;
    const unit = parseUnit(cells[columns.unit]!);
    if (unit === null)
      errors.push({ row, column: name(columns.unit, 'Eenheid'), message: IMPORT_MESSAGES.unitUnknown });
    return unit ?? undefined;
  }

  function rowChannel(
    cells: readonly string[],
    row: number,
    errors: RowError[],
  ): ImportChannelName | null | undefined {
    if (columns.channel === null || (cells[columns.channel] ?? '').trim() === '') return null;
    const channel = parseChannel(cells[columns.channel]!);
    if (channel === null)
      errors.push({ row, column: name(columns.channel, 'Kanaal'), message: IMPORT_MESSAGES.channelUnknown });
    return channel ?? undefined;
  }

  /** The start of a local day's wall-clock label; the repeated autumn times in the order they come. */
  function localStart(
    day: string,
    minute: number,
    ean: string,
    channel: ImportChannelName | null | undefined,
    row: number,
    column: string,
    errors: RowError[],
  ): Date | null {
    if (minute % minutes !== 0) {
      errors.push({ row, column, message: IMPORT_MESSAGES.timeNotOnInterval(minutes) });
      return null;
    }
    const candidates = candidateStarts(day, minute);
    if (candidates.length === 0) {
      errors.push({ row, column, message: IMPORT_MESSAGES.timeSkipped });
      return null;
    }
    if (candidates.length === 1) return candidates[0]!;
    const key = `${ean}|${channel ?? ''}|${day}|${minute}`;
    const seen = seenRepeated.get(key) ?? 0;
    seenRepeated.set(key, seen + 1);
    if (seen >= candidates.length) {
      errors.push({ row, column, message: IMPORT_MESSAGES.timeRepeatedTooOften });
      return null;
    }
    return candidates[seen]!;
  }

  return function convert(cells: readonly string[], row: number): RowResult {
    const errors: RowError[] = [];
    const ean = (cells[columns.ean] ?? '').replace(/[\s.]/g, '');
    if (!/^\d{18}$/.test(ean))
      errors.push({ row, column: name(columns.ean, 'EAN'), message: IMPORT_MESSAGES.eanInvalid });
    const channel = rowChannel(cells, row, errors);
    const unit = rowUnit(cells, row, errors);
    const energyUnit: EnergyUnit | null =
      unit === 'm3' ? 'm3' : unit === null || unit === undefined ? null : 'kWh';
    const readings: ParsedReading[] = [];
    const push = (start: Date, text: string | null, column: string, timeColumn = column) => {
      if (text !== null && channel !== undefined) {
        readings.push({ ean, channel, unit: energyUnit, start, value: text, row, column, timeColumn });
      }
    };

    if (mapping.layout === 'wide') {
      const dateColumn = name(columns.date, 'Datum');
      const day = parseDay(cells[columns.date!] ?? '');
      if (day === null) {
        errors.push({ row, column: dateColumn, message: IMPORT_MESSAGES.dateInvalid });
        return { readings: [], errors };
      }
      const values = cells.slice(columns.firstValue!);
      while (values.length > 0 && values[values.length - 1]!.trim() === '') values.pop();
      const expected = intervalsInLocalDay(day, minutes);
      if (values.length !== expected) {
        errors.push({ row, column: dateColumn, message: IMPORT_MESSAGES.wideCount(expected, values.length) });
        return { readings: [], errors };
      }
      const midnight = startOfLocalDay(day).getTime();
      values.forEach((cell, i) => {
        const column = name(columns.firstValue! + i, `#${i + 1}`);
        push(new Date(midnight + i * step), value(cell, row, column, unit ?? null, errors), column);
      });
    } else {
      let start: Date | null = null;
      let column: string;
      if (columns.timestamp !== null) {
        column = name(columns.timestamp, 'Tijdstempel');
        const moment = parseMoment(cells[columns.timestamp] ?? '');
        if (moment === null) errors.push({ row, column, message: IMPORT_MESSAGES.timestampInvalid });
        else if ('day' in moment)
          start = localStart(moment.day, moment.minute, ean, channel, row, column, errors);
        else if (moment.instant.getTime() % step !== 0)
          errors.push({ row, column, message: IMPORT_MESSAGES.timeNotOnInterval(minutes) });
        else
          start =
            mapping.intervalLabel === 'end' ? new Date(moment.instant.getTime() - step) : moment.instant;
      } else {
        const dateColumn = name(columns.date, 'Datum');
        column = name(columns.time, 'Tijd');
        const day = parseDay(cells[columns.date!] ?? '');
        const minute = parseTime(cells[columns.time!] ?? '');
        if (day === null) errors.push({ row, column: dateColumn, message: IMPORT_MESSAGES.dateInvalid });
        else if (minute === null) errors.push({ row, column, message: IMPORT_MESSAGES.timeInvalid });
        else start = localStart(day, minute, ean, channel, row, column, errors);
      }
      const valueColumn = name(columns.value, 'Waarde');
      const text = value(cells[columns.value!], row, valueColumn, unit ?? null, errors);
      if (start !== null) push(start, text, valueColumn, column);
    }
    return errors.length > 0 ? { readings: [], errors } : { readings, errors };
  };
}

/**
 * Which interval starts of one connection and channel a file has had, exactly and compactly: one bit per
 * interval, in blocks of 64 days (a year of quarters is about 4.4 kB), so 100 connections × a year cost
 * under half a megabyte where a Set of instants would cost hundreds.
 */
export class IntervalSet {
  private readonly blocks = new Map<number, Uint8Array>();
  private readonly perBlock: number;

  constructor(private readonly minutes: number) {
    this.perBlock = (64 * 1440) / minutes;
  }

  private locate(start: Date) {
    const index = Math.floor(start.getTime() / (this.minutes * 60_000));
    const blockIndex = Math.floor(index / this.perBlock);
    const offset = index - blockIndex * this.perBlock;
    return { blockIndex, byte: offset >> 3, mask: 1 << (offset % 8) };
  }

  has(start: Date): boolean {
    const { blockIndex, byte, mask } = this.locate(start);
    const block = this.blocks.get(blockIndex);
    return block !== undefined && (block[byte]! & mask) !== 0;
  }

  /** Adds the start; false when it was there already. */
  add(start: Date): boolean {
    const { blockIndex, byte, mask } = this.locate(start);
    let block = this.blocks.get(blockIndex);
    if (!block) {
      block = new Uint8Array(Math.ceil(this.perBlock / 8));
      this.blocks.set(blockIndex, block);
    }
    if ((block[byte]! & mask) !== 0) return false;
    block[byte] = block[byte]! | mask;
    return true;
  }
}
