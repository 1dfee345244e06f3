import { describe, expect, it } from 'vitest';
import { demoParameterBodies } from './parameters.ts';

describe('demo grid tariffs', () => {
  it('one demo sheet per grid operator and year, marked unverified demo', () => {
    const tariffs = demoParameterBodies([3, 7], [2024, 2025, 2026]).filter((b) => b.kind === 'grid-tariff');
    // 2 operators × 3 years × (MS, MS/LS, LS, large gas).
    expect(tariffs).toHaveLength(24);
    const keys = new Set(
      tariffs.map((t) =>
        t.kind === 'grid-tariff' ? `${t.gridOperatorId}/${t.year}/${t.connectionClass}` : '',
      ),
    );
    expect(keys.size).toBe(24);
    expect(keys.has('7/2024/LS')).toBe(true);
    expect(keys.has('3/2026/Gas > 40 m³(n)/h')).toBe(true);
    expect(
      tariffs.every((t) => t.verified === false && t.note === 'Demo-tarief, controleer het tarievenblad.'),
    ).toBe(true);
  });

  it('a demo metering tariff per metering company, year and product: the demo meter rent × 12', () => {
    const metering = demoParameterBodies([3], [2025, 2026], [5, 6]).filter(
      (b) => b.kind === 'metering-tariff',
    );
    // 2 companies × 2 years × (electricity, gas).
    expect(metering).toHaveLength(8);
    expect(
      metering.map((m) =>
        m.kind === 'metering-tariff' ? `${m.measuringCompanyId}/${m.year}/${m.product}` : '',
      ),
    ).toContain('6/2025/2');
    // € 27.50 and € 18.40 a month.
    expect(
      new Set(metering.map((m) => (m.kind === 'metering-tariff' ? `${m.product}:${m.meteringFee}` : ''))),
    ).toEqual(new Set(['1:330.00', '2:220.80']));
    expect(metering.every((m) => m.verified === false && m.note?.startsWith('Demo-tarief'))).toBe(true);
    expect(demoParameterBodies([3], [2026]).some((b) => b.kind === 'metering-tariff')).toBe(false);
  });

  it('the forward prices once, whatever the number of operators', () => {
    const forward = (ids: number[]) =>
      demoParameterBodies(ids, [2026]).filter((b) => b.kind === 'forward-price');
    expect(forward([1, 2, 3]).length).toBe(forward([1]).length);
    expect(forward([1]).length).toBeGreaterThan(0);
  });
});
