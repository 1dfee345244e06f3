import { describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  IntervalSet,
  createRowConverter,
  detectDecimalMark,
  detectDelimiter,
  detectMapping,
  parseDay,
  parseDecimal,
  parseTime,
  parseTimestamp,
  type ImportMapping,
} from './interval-import.ts';

// Hand-made fixtures. 2026's DST days: Sunday 29 March (02:00 → 03:00, 92 quarters) and Sunday
// 25 October (03:00 → 02:00, 100 quarters). Amsterdam is UTC+1 in winter, UTC+2 in summer.

const EAN = '871687140000000011';
const rowsOf = (text: string, delimiter = ';') =>
  text
    .trim()
    .split('\n')
    .map((line) => line.split(delimiter));

function convertAll(text: string, overrides: Partial<ImportMapping> = {}) {
  const rows = rowsOf(text);
  const mapping = { ...detectMapping(rows, ';'), ...overrides };
  const convert = createRowConverter(mapping, rows[0]!);
  const results = rows.slice(1).map((cells, i) => convert(cells, i + 2));
  return {
    mapping,
    readings: results.flatMap((r) => r.readings),
    errors: results.flatMap((r) => r.errors),
  };
}
const iso = (readings: { start: Date }[]) => readings.map((r) => r.start.toISOString());

describe('detection', () => {
  it('finds the delimiter of the header line', () => {
    expect(detectDelimiter('EAN;Datum;Tijd;Waarde')).toBe(';');
    expect(detectDelimiter('EAN,Datum,Tijd,Waarde')).toBe(',');
    expect(detectDelimiter('EAN\tDatum\tTijd\tWaarde')).toBe('\t');
    expect(detectDelimiter('EAN')).toBe(';');
  });

  it('finds the decimal mark from value cells', () => {
    expect(detectDecimalMark(['1,25', '0,5'], ';')).toBe(',');
    expect(detectDecimalMark(['1.25', '0.5'], ',')).toBe('.');
    expect(detectDecimalMark(['1.234,5'], ';')).toBe(',');
    expect(detectDecimalMark(['1,234.5'], ',')).toBe('.');
    expect(detectDecimalMark(['12', '13'], ';')).toBe(',');
    expect(detectDecimalMark(['12', '13'], ',')).toBe('.');
  });

  it('maps a long file with Dutch headers', () => {
    const mapping = detectMapping(
      rowsOf(`EAN;Datum;Tijd;Waarde;Eenheid\n${EAN};01-03-2026;00:00;1,5;kWh\n${EAN};01-03-2026;00:15;2;kWh`),
      ';',
    );
    expect(mapping).toEqual({
      layout: 'long',
      delimiter: ';',
      decimalMark: ',',
      intervalLabel: 'start',
      unit: null,
      minutes: 15,
      columns: {
        ean: 0,
        date: 1,
        time: 2,
        timestamp: null,
        value: 3,
        channel: null,
        unit: 4,
        firstValue: null,
      },
    });
  });

  it('sees end labels and hourly data', () => {
    const mapping = detectMapping(
      rowsOf(`EAN;Datum;Tijd;Waarde\n${EAN};2026-03-01;01:00;1.5\n${EAN};2026-03-01;02:00;2.5`),
      ';',
    );
    expect(mapping.intervalLabel).toBe('end');
    expect(mapping.minutes).toBe(60);
    expect(mapping.decimalMark).toBe('.');
  });

  it('maps a wide file by its time columns', () => {
    const labels = Array.from({ length: 96 }, (_, i) => {
      const m = (i + 1) * 15;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    });
    const mapping = detectMapping([['EAN', 'Datum', ...labels]], ';');
    expect(mapping.layout).toBe('wide');
    expect(mapping.intervalLabel).toBe('end');
    expect(mapping.minutes).toBe(15);
    expect(mapping.columns.firstValue).toBe(2);
  });

  it('maps a timestamp column', () => {
    const mapping = detectMapping(
      rowsOf(`ean,tijdstempel,kanaal,waarde\n${EAN},2026-01-01T00:00:00+01:00,10180,1.2`, ','),
      ',',
    );
    expect(mapping.columns).toMatchObject({
      ean: 0,
      timestamp: 1,
      channel: 2,
      value: 3,
      date: null,
      time: null,
    });
  });

  it('says in Dutch what it misses', () => {
    expect(() => detectMapping([['Datum', 'Tijd', 'Waarde']], ';')).toThrow(IMPORT_MESSAGES.noEanColumn);
    expect(() => detectMapping([['EAN', 'Waarde']], ';')).toThrow(IMPORT_MESSAGES.noTimeColumns);
    expect(() => detectMapping([['EAN', 'Datum', 'Tijd']], ';')).toThrow(IMPORT_MESSAGES.noValueColumn);
  });
});

describe('cell parsers', () => {
  it('reads decimals in both notations', () => {
    expect(parseDecimal('1.234,5678', ',')?.toFixed()).toBe('1234.5678');
    expect(parseDecimal('1,234.5678', '.')?.toFixed()).toBe('1234.5678');
    expect(parseDecimal('0,25', ',')?.toFixed()).toBe('0.25');
    expect(parseDecimal('abc', ',')).toBeNull();
    expect(parseDecimal('NaN', '.')).toBeNull();
    expect(parseDecimal('', '.')).toBeNull();
  });

  it('reads days, times and timestamps', () => {
    expect(parseDay('29-03-2026')).toBe('2026-03-29');
    expect(parseDay('2026-3-29')).toBe('2026-03-29');
    expect(parseDay('29/3/2026')).toBe('2026-03-29');
    expect(parseDay('2026-03-29 00:00')).toBe('2026-03-29');
    expect(parseDay('31-02-2026')).toBeNull();
    expect(parseTime('24:00')).toBe(1440);
    expect(parseTime('02:15:00')).toBe(135);
    expect(parseTime('24:15')).toBeNull();
    expect(parseTimestamp('2026-10-25T02:15:00+01:00')?.toISOString()).toBe('2026-10-25T01:15:00.000Z');
    expect(parseTimestamp('2026-10-25T02:15:00')).toBeNull();
  });
});

describe('long rows in local time', () => {
  it('spring: 02:00–03:00 does not exist, 01:45 and 03:00 are neighbours', () => {
    const { readings, errors } = convertAll(
      `EAN;Datum;Tijd;Waarde\n${EAN};29-03-2026;01:45;1\n${EAN};29-03-2026;02:00;1\n${EAN};29-03-2026;03:00;2`,
    );
    expect(iso(readings)).toEqual(['2026-03-29T00:45:00.000Z', '2026-03-29T01:00:00.000Z']);
    expect(errors).toEqual([{ row: 3, column: 'Tijd', message: IMPORT_MESSAGES.timeSkipped }]);
  });

  it('autumn: the second run of 02:00–03:00 is the later hour, a third is refused', () => {
    const lines = ['EAN;Datum;Tijd;Waarde'];
    for (let run = 0; run < 2; run++)
      for (const t of ['02:00', '02:45']) lines.push(`${EAN};25-10-2026;${t};1`);
    lines.push(`${EAN};25-10-2026;02:00;1`);
    const { readings, errors } = convertAll(lines.join('\n'));
    expect(iso(readings)).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T00:45:00.000Z',
      '2026-10-25T01:00:00.000Z',
      '2026-10-25T01:45:00.000Z',
    ]);
    expect(errors).toEqual([{ row: 6, column: 'Tijd', message: IMPORT_MESSAGES.timeRepeatedTooOften }]);
  });

  it('end labels around both switches', () => {
    const { readings, errors } = convertAll(
      [
        'EAN;Datum;Tijd;Waarde',
        `${EAN};29-03-2026;03:00;1`, // ends 01:45–02:00 winter time
        `${EAN};29-03-2026;03:15;1`,
        `${EAN};25-10-2026;02:00;1`, // 01:45–02:00 summer time
        `${EAN};25-10-2026;03:00;1`, // 02:45–03:00 summer time
        `${EAN};25-10-2026;03:00;1`, // 02:45–03:00 winter time
        `${EAN};25-10-2026;24:00;1`,
      ].join('\n'),
      { intervalLabel: 'end' },
    );
    expect(errors).toEqual([]);
    expect(iso(readings)).toEqual([
      '2026-03-29T00:45:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-10-24T23:45:00.000Z',
      '2026-10-25T00:45:00.000Z',
      '2026-10-25T01:45:00.000Z',
      '2026-10-25T22:45:00.000Z',
    ]);
  });

  it('converts kW to kWh, rounds once to 4 decimals and refuses impossible values', () => {
    const { readings, errors } = convertAll(
      [
        'EAN;Datum;Tijd;Waarde;Eenheid',
        `${EAN};01-03-2026;00:00;4;kW`,
        `${EAN};01-03-2026;00:15;1,23455;kWh`,
        `${EAN};01-03-2026;00:30;-1;kWh`,
        `${EAN};01-03-2026;00:45;abc;kWh`,
        `${EAN};01-03-2026;01:00;1000000;kWh`,
        `${EAN};01-03-2026;01:15;1;MWh`,
        `12345;01-03-2026;01:30;1;kWh`,
        `${EAN};31-02-2026;01:30;1;kWh`,
      ].join('\n'),
    );
    expect(readings.map((r) => [r.value, r.unit])).toEqual([
      ['1', 'kWh'],
      ['1.2346', 'kWh'],
    ]);
    expect(errors).toEqual([
      { row: 4, column: 'Waarde', message: IMPORT_MESSAGES.valueNegative },
      { row: 5, column: 'Waarde', message: IMPORT_MESSAGES.valueInvalid },
      { row: 6, column: 'Waarde', message: IMPORT_MESSAGES.valueTooLarge },
      { row: 7, column: 'Eenheid', message: IMPORT_MESSAGES.unitUnknown },
      { row: 8, column: 'EAN', message: IMPORT_MESSAGES.eanInvalid },
      { row: 9, column: 'Datum', message: IMPORT_MESSAGES.dateInvalid },
    ]);
  });

  it('reads channels and end-labelled timestamps', () => {
    const rows = rowsOf(
      `EAN,Tijdstempel,Kanaal,Waarde\n${EAN},2026-01-01T00:15:00+01:00,10280,0.5\n${EAN},2026-01-01T00:15:00+01:00,x,1`,
      ',',
    );
    const mapping = { ...detectMapping(rows, ','), intervalLabel: 'end' as const };
    const convert = createRowConverter(mapping, rows[0]!);
    expect(convert(rows[1]!, 2).readings).toEqual([
      {
        ean: EAN,
        channel: 'production',
        unit: null,
        start: new Date('2025-12-31T23:00:00Z'),
        value: '0.5',
        row: 2,
        column: 'Waarde',
        timeColumn: 'Tijdstempel',
      },
    ]);
    expect(convert(rows[2]!, 3).errors).toEqual([
      { row: 3, column: 'Kanaal', message: IMPORT_MESSAGES.channelUnknown },
    ]);
  });
});

describe('wide rows', () => {
  const labels = Array.from(
    { length: 100 },
    (_, i) =>
      `${String(Math.floor(((i + 1) * 15) / 60) % 25).padStart(2, '0')}:${String(((i + 1) * 15) % 60).padStart(2, '0')}`,
  );
  const header = ['EAN', 'Datum', ...labels];
  const mapping = detectMapping([header], ';');
  const row = (day: string, n: number, value = '0,25') => [
    EAN,
    day,
    ...Array.from({ length: n }, () => value),
  ];

  it('takes 92, 96 and 100 values by position from local midnight', () => {
    const convert = createRowConverter(mapping, header);
    const spring = convert(row('29-03-2026', 92), 2);
    const normal = convert(row('30-03-2026', 96), 3);
    const autumn = convert(row('25-10-2026', 100), 4);
    expect([spring.readings.length, normal.readings.length, autumn.readings.length]).toEqual([92, 96, 100]);
    expect(spring.readings[8]!.start.toISOString()).toBe('2026-03-29T01:00:00.000Z'); // 03:00 summer time
    expect(autumn.readings[99]!.start.toISOString()).toBe('2026-10-25T22:45:00.000Z');
    expect(autumn.readings.every((r) => r.value === '0.25')).toBe(true);
  });

  it('refuses a day with the wrong number of values, and a row with a bad cell whole', () => {
    const convert = createRowConverter(mapping, header);
    expect(convert(row('29-03-2026', 96), 2)).toEqual({
      readings: [],
      errors: [{ row: 2, column: 'Datum', message: IMPORT_MESSAGES.wideCount(92, 96) }],
    });
    const cells = row('30-03-2026', 96);
    cells[2 + 5] = '-1';
    expect(convert(cells, 3)).toEqual({
      readings: [],
      errors: [{ row: 3, column: '01:30', message: IMPORT_MESSAGES.valueNegative }],
    });
  });
});

describe('IntervalSet', () => {
  it('remembers each start once, far apart too', () => {
    const set = new IntervalSet(15);
    expect(set.add(new Date('2026-10-25T00:15:00Z'))).toBe(true);
    expect(set.add(new Date('2026-10-25T01:15:00Z'))).toBe(true);
    expect(set.add(new Date('2026-10-25T00:15:00Z'))).toBe(false);
    expect(set.add(new Date('2020-01-01T00:00:00Z'))).toBe(true);
    expect(set.add(new Date('2020-01-01T00:00:00Z'))).toBe(false);
  });
});
