import { describe, expect, it } from 'vitest';
import { checkFeed, parseOffsetInstant } from './interval-feed.ts';

const messages = {
  start: 'start',
  startAligned: (m: number) => `aligned ${m}`,
  startFuture: 'future',
  duplicate: (i: number) => `duplicate ${i}`,
  value: 'value',
  valueNegative: 'negative',
  valueTooLarge: 'large',
  valueDecimals: 'decimals',
};
const now = new Date('2026-01-01T00:00:00Z');

describe('machine feed checks', () => {
  it('reads ISO 8601 instants with an offset only', () => {
    expect(parseOffsetInstant('2025-10-26T02:15:00+02:00')?.toISOString()).toBe('2025-10-26T00:15:00.000Z');
    expect(parseOffsetInstant('2025-10-26T02:15:00+01:00')?.toISOString()).toBe('2025-10-26T01:15:00.000Z');
    expect(parseOffsetInstant('2025-10-26T00:15Z')?.toISOString()).toBe('2025-10-26T00:15:00.000Z');
    expect(parseOffsetInstant('2025-10-26T02:15:00')).toBeNull();
    expect(parseOffsetInstant('2025-02-29T00:00:00Z')).toBeNull();
    expect(parseOffsetInstant('26-10-2025 02:15')).toBeNull();
  });

  it('converts kW to kWh per quarter (× 0.25) and rounds once to 4 decimals', () => {
    const result = checkFeed(
      [
        { start: '2025-01-01T00:00:00+01:00', value: 10 },
        { start: '2025-01-01T00:15:00+01:00', value: 0.12345 },
      ],
      { minutes: 15, power: true, now, messages },
    );
    expect(result.errors).toEqual({});
    expect(result.readings.map((r) => r.value)).toEqual(['2.5000', '0.0309']);
  });

  it('reports every bad reading by its index', () => {
    const result = checkFeed(
      [
        { start: '2025-01-01T00:00:00+01:00', value: 1 },
        { start: '2025-01-01T00:07:00+01:00', value: 1 },
        { start: '2024-12-31T23:00:00Z', value: 2 },
        { start: '2025-01-01T00:15:00+01:00', value: -1 },
        { start: '2025-01-01T00:30:00+01:00', value: 1.23456 },
        { start: '2025-01-01T00:45:00+01:00', value: 2_000_000 },
        { start: '2026-01-01T00:00:00Z', value: 1 }, // runs until 00:15
        { start: 'gisteren', value: 1 },
      ],
      { minutes: 15, power: false, now, messages },
    );
    expect(result.errors).toEqual({
      'readings.1.start': ['aligned 15'],
      'readings.2.start': ['duplicate 0'],
      'readings.3.value': ['negative'],
      'readings.4.value': ['decimals'],
      'readings.5.value': ['large'],
      'readings.6.start': ['future'],
      'readings.7.start': ['start'],
    });
  });

  it('wants whole hours for hourly data', () => {
    const result = checkFeed([{ start: '2025-01-01T00:15:00Z', value: 1 }], {
      minutes: 60,
      power: false,
      now,
      messages,
    });
    expect(result.errors).toEqual({ 'readings.0.start': ['aligned 60'] });
  });
});
