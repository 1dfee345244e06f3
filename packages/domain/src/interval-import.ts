import Decimal from 'decimal.js';
import { instantsOfLocalTime, intervalsInLocalDay, startOfLocalDay } from './local-time.ts';

// Interval files of metering companies, row by row: which layout, delimiter and decimal mark a file has
// (detectDelimiter, detectMapping) and what one row of it means (createRowConverter). Pure: the server
// streams the file (CSV or XLSX) and hands rows of cell texts in here.
//
// Layouts: long (`EAN;Datum;Tijd;Waarde`, one row per interval, optional channel and unit columns, or one
// ISO 8601 timestamp column with offset instead of Datum + Tijd) and wide (`EAN;Datum;00:15;…;24:00`, one
// row per local day with 92, 96 or 100 values — the values are taken by position from local midnight, so
// the DST days need no labels). Local times are Dutch wall-clock times; in the repeated autumn hour the
// first run of a time is the earlier instant and the second run the later one.

export type ImportLayout = 'long' | 'wide';
export type IntervalLabel = 'start' | 'end';
/** kW is an average power: × minutes / 60 gives the interval's kWh. */
export type ImportUnit = 'kWh' | 'kW' | 'm3';
export type ImportChannelName = 'consumption' | 'production' | 'reactive' | 'gas';
export type Delimiter = ';' | ',' | '\t';
export type DecimalMark = ',' | '.';

export type ImportColumns = {
  ean: number;
  date: number | null;
  time: number | null;
  /** One ISO 8601 timestamp with offset (instead of date + time). */
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
    'Geen tijdkolommen gevonden: verwacht "Datum" en "Tijd", een tijdstempel, of kolommen 00:15 … 24:00.',
  noValueColumn: 'Geen kolom met waarden gevonden (verwacht bijvoorbeeld "Waarde").',
  eanInvalid: 'Geen geldige EAN-code (18 cijfers).',
  dateInvalid: 'Geen geldige datum (verwacht DD-MM-JJJJ of JJJJ-MM-DD).',
  timeInvalid: 'Geen geldige tijd (verwacht UU:MM).',
  timeNotOnInterval: (minutes: number) => `De tijd valt niet op een grens van ${minutes} minuten.`,
  timestampInvalid: 'Geen geldig tijdstempel (verwacht bijvoorbeeld 2026-03-29T01:45:00+01:00).',
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

/** Reads the header and the first rows and proposes a mapping (throws ImportFormatError, Dutch). */
export function detectMapping(rows: readonly (readonly string[])[], delimiter: Delimiter): ImportMapping {
  const [header, ...sample] = rows;
  if (!header || header.every((cell) => cell.trim() === ''))
    throw new ImportFormatError(IMPORT_MESSAGES.noHeader);
  const taken = new Set<number>();
  const ean = findColumn(header, [/^ean/, /ean/, /^aansluiting/], taken);
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

  const timestamp = findColumn(header, [/tijdstempel|timestamp|datetime|datum ?\/? ?tijd|^utc$/], taken);
  const date =
    timestamp === null ? findColumn(header, [/^(datum|date|dag|day)$/, /datum|date/], taken) : null;
  const time =
    timestamp === null
      ? findColumn(header, [/^(tijd|time|tijdstip|uur|kwartier|interval|van|tot)$/, /tijd|time/], taken)
      : null;
  if (timestamp === null && (date === null || time === null))
    throw new ImportFormatError(IMPORT_MESSAGES.noTimeColumns);
  const value = findColumn(
    header,
    [/^(waarde|value)$/, /waarde|value|verbruik|volume|hoeveelheid|kwh|m3|m³|kw/],
    taken,
  );
  if (value === null) throw new ImportFormatError(IMPORT_MESSAGES.noValueColumn);
  const times =
    time === null ? [] : sample.map((row) => parseTime(row[time] ?? '')).filter((m) => m !== null);
  const minutes = detectMinutes(sample, { ean, date, time, timestamp });
  // 24:00 or a first time one interval after midnight means end labels; otherwise start (the default).
  const endLabels =
    times.includes(1440) || (!times.includes(0) && times.length > 0 && Math.min(...times) === minutes);
  return {
    layout: 'long',
    delimiter,
    decimalMark: detectDecimalMark(
      sample.map((row) => row[value] ?? ''),
      delimiter,
    ),
    intervalLabel: endLabels ? 'end' : 'start',
    unit: null,
    minutes,
    columns: { ean, date, time, timestamp, value, channel, unit, firstValue: null },
  };
}

function detectMinutes(
  sample: readonly (readonly string[])[],
  columns: { ean: number; date: number | null; time: number | null; timestamp: number | null },
): 15 | 60 {
  let smallest = Infinity;
  let previous: { key: string; ms: number } | null = null;
  for (const row of sample) {
    const minute = columns.timestamp === null ? parseTime(row[columns.time!] ?? '') : null;
    const ms =
      columns.timestamp !== null
        ? (parseTimestamp(row[columns.timestamp] ?? '')?.getTime() ?? null)
        : minute === null
          ? null
          : minute * 60_000;
    const key = `${row[columns.ean]}|${columns.date === null ? '' : row[columns.date]}`;
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
        const stamp = parseTimestamp(cells[columns.timestamp] ?? '');
        if (stamp === null) errors.push({ row, column, message: IMPORT_MESSAGES.timestampInvalid });
        else if (stamp.getTime() % step !== 0)
          errors.push({ row, column, message: IMPORT_MESSAGES.timeNotOnInterval(minutes) });
        else start = mapping.intervalLabel === 'end' ? new Date(stamp.getTime() - step) : stamp;
      } else {
        const dateColumn = name(columns.date, 'Datum');
        column = name(columns.time, 'Tijd');
        const day = parseDay(cells[columns.date!] ?? '');
        const minute = parseTime(cells[columns.time!] ?? '');
        if (day === null) errors.push({ row, column: dateColumn, message: IMPORT_MESSAGES.dateInvalid });
        else if (minute === null) errors.push({ row, column, message: IMPORT_MESSAGES.timeInvalid });
        else if (minute % minutes !== 0)
          errors.push({ row, column, message: IMPORT_MESSAGES.timeNotOnInterval(minutes) });
        else {
          const candidates = candidateStarts(day, minute);
          if (candidates.length === 0) errors.push({ row, column, message: IMPORT_MESSAGES.timeSkipped });
          else if (candidates.length === 1) start = candidates[0]!;
          else {
            const key = `${ean}|${channel ?? ''}|${day}|${minute}`;
            const seen = seenRepeated.get(key) ?? 0;
            seenRepeated.set(key, seen + 1);
            if (seen >= candidates.length)
              errors.push({ row, column, message: IMPORT_MESSAGES.timeRepeatedTooOften });
            else start = candidates[seen]!;
          }
        }
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
