import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNMI_MESSAGES, parseKnmiDaily } from './knmi-daily.ts';

const fixture = readFileSync(new URL('./fixtures/knmi-260-sample.txt', import.meta.url), 'utf8');

describe('KNMI daily data', () => {
  it('reads station, day and TG from a file in the download format, reporting bad rows', () => {
    const result = parseKnmiDaily(fixture);
    expect(result.rowsRead).toBe(10);
    expect(result.days).toEqual([
      { station: 260, day: '2024-01-01', meanTemperature: 77 },
      { station: 260, day: '2024-01-02', meanTemperature: 94 },
      { station: 260, day: '2024-02-10', meanTemperature: -49 },
      { station: 260, day: '2024-03-15', meanTemperature: 120 },
      { station: 260, day: '2024-09-30', meanTemperature: 143 },
      { station: 260, day: '2024-07-01', meanTemperature: 231 },
    ]);
    // Line numbers are the file's: the header is on line 17, the blank comment on 18, data from 19.
    expect(result.errors).toEqual([
      { row: 25, column: 'TG', message: KNMI_MESSAGES.missingTemperature },
      { row: 26, column: 'YYYYMMDD', message: KNMI_MESSAGES.badDate },
      { row: 27, column: 'YYYYMMDD', message: KNMI_MESSAGES.duplicate },
      { row: 28, column: 'TG', message: KNMI_MESSAGES.badTemperature },
    ]);
  });

  it('accepts the zip download layout (header without #, CRLF, BOM) and finds TG by name', () => {
    const text = '\uFEFFBRON: KNMI\r\nSTN,YYYYMMDD,   TX,   TG\r\n\r\n  344,20250105,   40,  -12\r\n';
    expect(parseKnmiDaily(text)).toEqual({
      days: [{ station: 344, day: '2025-01-05', meanTemperature: -12 }],
      errors: [],
      rowsRead: 1,
    });
  });

  it('refuses a file without the header or without TG', () => {
    expect(parseKnmiDaily('EAN;Datum;Waarde\n1;2;3').errors).toEqual([
      { row: 1, column: 'STN', message: KNMI_MESSAGES.noHeader },
    ]);
    expect(parseKnmiDaily('# STN,YYYYMMDD,TX\n260,20240101,50').errors).toEqual([
      { row: 1, column: 'TG', message: KNMI_MESSAGES.noTemperatureColumn },
    ]);
  });

  it('refuses a bad station and an implausible temperature', () => {
    const result = parseKnmiDaily('# STN,YYYYMMDD,TG\nabc,20240101,50\n260,20240101,999');
    expect(result.days).toEqual([]);
    expect(result.errors.map((e) => e.message)).toEqual([
      KNMI_MESSAGES.badStation,
      KNMI_MESSAGES.implausibleTemperature,
    ]);
  });
});
