import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMoment } from './interval-cells.ts';
import { createRowConverter, detectDelimiter, detectMapping } from './interval-import.ts';

// Common Dutch metering exports (fixtures/interval-exports) import without a manual mapping: their time,
// date, value and EAN columns are found by their values as well as their names. Expected instants are
// hand-computed: 1 January is winter time (UTC+1), so local 00:00 is 23:00 UTC the day before; on
// 25 October 2026 the clock goes from 03:00 summer time (UTC+2) back to 02:00 winter time (UTC+1).

const EAN = '871687140000000011';

function importFixture(name: string) {
  const text = readFileSync(new URL(`./fixtures/interval-exports/${name}`, import.meta.url), 'utf8');
  const lines = text.trim().split('\n');
  const delimiter = detectDelimiter(lines[0]!);
  const rows = lines.map((line) => line.split(delimiter));
  const mapping = detectMapping(rows, delimiter);
  const convert = createRowConverter(mapping, rows[0]!);
  const results = rows.slice(1).map((cells, i) => convert(cells, i + 2));
  return {
    mapping,
    errors: results.flatMap((r) => r.errors),
    readings: results
      .flatMap((r) => r.readings)
      .map((r) => [r.ean, r.start.toISOString(), r.value, r.timeColumn, r.column]),
  };
}

const newYear = (timeColumn: string, valueColumn: string) => [
  [EAN, '2025-12-31T23:00:00.000Z', '1.25', timeColumn, valueColumn],
  [EAN, '2025-12-31T23:15:00.000Z', '1.5', timeColumn, valueColumn],
  [EAN, '2025-12-31T23:30:00.000Z', '0.75', timeColumn, valueColumn],
];

describe('Dutch exports without a manual mapping', () => {
  it('"Tijdstip" holding ISO timestamps with offset (was refused: "Geen tijdkolommen gevonden")', () => {
    const { mapping, errors, readings } = importFixture('tijdstip.csv');
    expect(mapping.columns).toMatchObject({ ean: 0, timestamp: 1, date: null, time: null, value: 2 });
    expect(mapping).toMatchObject({ intervalLabel: 'start', minutes: 15, decimalMark: ',' });
    expect(errors).toEqual([]);
    expect(readings).toEqual(newYear('Tijdstip', 'Verbruik (kWh)'));
  });

  it('"Datum/tijd" with local date-times from 00:15: end labels, comma file with decimal points', () => {
    const { mapping, errors, readings } = importFixture('datum-tijd.csv');
    expect(mapping.columns).toMatchObject({ ean: 0, timestamp: 1, value: 2 });
    expect(mapping).toMatchObject({ intervalLabel: 'end', delimiter: ',', decimalMark: '.' });
    expect(errors).toEqual([]);
    expect(readings).toEqual(newYear('Datum/tijd', 'Afname kWh'));
  });

  it('"Datum" with "Van"/"Tot" times: the start is "Van"', () => {
    const { mapping, errors, readings } = importFixture('van-tot.csv');
    expect(mapping.columns).toMatchObject({ ean: 0, date: 1, time: 2, timestamp: null, value: 4 });
    expect(mapping.intervalLabel).toBe('start');
    expect(errors).toEqual([]);
    expect(readings).toEqual(newYear('Van', 'Hoeveelheid'));
  });

  it('"Begin"/"Eind" date-times, and EAN codes under "Meetpunt" found by their 18 digits', () => {
    const { mapping, errors, readings } = importFixture('begin-eind.csv');
    expect(mapping.columns).toMatchObject({ ean: 0, timestamp: 1, value: 3 });
    expect(mapping.intervalLabel).toBe('start');
    expect(errors).toEqual([]);
    expect(readings).toEqual(newYear('Begin', 'kWh'));
  });

  it('"Periode" holding "van - tot" in one cell, beside a text column', () => {
    const { mapping, errors, readings } = importFixture('periode.csv');
    expect(mapping.columns).toMatchObject({ ean: 0, timestamp: 1, value: 2 });
    expect(errors).toEqual([]);
    expect(readings).toEqual(newYear('Periode', 'Waarde'));
  });

  it('an end-named timestamp column through the autumn switch, the value column by its numbers', () => {
    const { mapping, errors, readings } = importFixture('eind-tijdstempel.csv');
    expect(mapping.columns).toMatchObject({ ean: 0, timestamp: 1, value: 2 });
    expect(mapping).toMatchObject({ intervalLabel: 'end', minutes: 15 });
    expect(errors).toEqual([]);
    // 02:15+02:00 ends 00:00–00:15 UTC; 02:30+02:00 ends 00:15–00:30; 02:15+01:00 ends 01:00–01:15.
    expect(readings.map((r) => r[1])).toEqual([
      '2026-10-25T00:00:00.000Z',
      '2026-10-25T00:15:00.000Z',
      '2026-10-25T01:00:00.000Z',
    ]);
  });

  it('a name that contradicts the values loses: "Tijdstip" holding times still pairs with "Datum"', () => {
    const rows = [
      ['EAN', 'Datum', 'Tijdstip', 'Waarde'],
      [EAN, '01-01-2026', '00:00', '1'],
      [EAN, '01-01-2026', '00:15', '2'],
    ];
    expect(detectMapping(rows, ';').columns).toMatchObject({ date: 1, time: 2, timestamp: null, value: 3 });
  });
});

describe('parseMoment', () => {
  it('reads instants, local date-times and the start of a period', () => {
    expect(parseMoment('2026-03-29T01:45:00+01:00')).toEqual({
      instant: new Date('2026-03-29T00:45:00Z'),
    });
    expect(parseMoment('29-03-2026 01:45')).toEqual({ day: '2026-03-29', minute: 105 });
    expect(parseMoment('2026-03-29T01:45:00')).toEqual({ day: '2026-03-29', minute: 105 });
    expect(parseMoment('29/03/2026 24:00')).toEqual({ day: '2026-03-29', minute: 1440 });
    expect(parseMoment('29-03-2026 01:45 – 02:00')).toEqual({ day: '2026-03-29', minute: 105 });
    expect(parseMoment('2026-01-01T00:00:00+01:00/2026-01-01T00:15:00+01:00')).toEqual({
      instant: new Date('2025-12-31T23:00:00Z'),
    });
  });

  it('refuses a day without a time, a time alone and a dash in a text', () => {
    expect(parseMoment('29-03-2026')).toBeNull();
    expect(parseMoment('01:45')).toBeNull();
    expect(parseMoment('29-03-2026 01:45 - later')).toBeNull();
    expect(parseMoment('31-02-2026 01:45')).toBeNull();
  });
});
