import { describe, expect, it } from 'vitest';
import { gridTariffClasses, pickGridTariffRow } from './grid-level.ts';

const sheet = ['MS', 'MS/LS', 'LS'].map((connectionClass) => ({ connectionClass }));
const pick = (capacity: string | null, onTransformer = false, product: 1 | 2 = 1) =>
  pickGridTariffRow(sheet, { product, capacity, onTransformer })?.connectionClass ?? null;

describe('the grid level (netvlak) of a connection picks its tariff sheet row', () => {
  it('a large low-voltage connection (3x100A–3x250A) is on LS, not MS/LS', () => {
    expect(pick('3x160A')).toBe('LS');
    expect(pick('3x250A')).toBe('LS');
    expect(pick('3x80A')).toBe('LS');
  });

  it('on a transformer of its own it is on MS/LS; without an MS/LS row on the sheet, LS', () => {
    expect(pick('3x250A', true)).toBe('MS/LS');
    expect(
      pickGridTariffRow([{ connectionClass: 'LS' }], { product: 1, capacity: '3x250A', onTransformer: true }),
    ).toEqual({ connectionClass: 'LS' });
  });

  it('MS-D and TS/MS are medium voltage (MS); a sheet that names the class itself wins', () => {
    expect(pick('MS-D', true)).toBe('MS');
    expect(pick('TS/MS', true)).toBe('MS');
    expect(gridTariffClasses({ product: 1, capacity: 'TS/MS', onTransformer: true })).toEqual([
      'TS/MS',
      'MS',
    ]);
    expect(pick('MS/LS')).toBe('MS/LS');
    expect(pick('ms/ls')).toBe('MS/LS');
  });

  it('an unknown electricity class gets no row (no guess); gas takes its sheet row', () => {
    expect(pick(null)).toBeNull();
    expect(pick('Onbekend')).toBeNull();
    expect(
      pickGridTariffRow([{ connectionClass: 'Gas > 40 m³(n)/h' }], {
        product: 2,
        capacity: 'G65',
        onTransformer: false,
      }),
    ).toEqual({ connectionClass: 'Gas > 40 m³(n)/h' });
  });
});
