import { describe, expect, it } from 'vitest';
import {
  prefillSearch,
  readPrefill,
  sumOfYears,
  taxRequestBodySchema,
  yearsOfPeriod,
} from './tax-requests.ts';

describe('tax request prefill (money finder → create form)', () => {
  const prefill = {
    type: 'complex' as const,
    product: 1 as const,
    from: '2022-01-01',
    to: '2026-01-01',
    connections: [
      {
        connectionId: 12,
        ean: '871685900000000012',
        address: 'Dorpsstraat 12, 1234 AB Urk',
        volume: 30_000.5,
        reduction: true,
        volumeByYear: { 2022: 10_000.25, 2023: 10_000.25, 2024: 5000, 2025: 5000 },
      },
      {
        connectionId: 13,
        ean: '871685900000000013',
        address: 'Hoofdvestiging ~ demo',
        volume: 0,
        reduction: false,
      },
    ],
  };

  it('round-trips through the query string', () => {
    expect(readPrefill(new URLSearchParams(prefillSearch(prefill)))).toEqual(prefill);
  });

  it('is null without a usable type, product or period, and drops mangled connections', () => {
    expect(readPrefill(new URLSearchParams(''))).toBeNull();
    expect(
      readPrefill(new URLSearchParams('type=complex&product=3&from=2022-01-01&to=2023-01-01')),
    ).toBeNull();
    expect(
      readPrefill(new URLSearchParams('type=zomaar&product=1&from=2022-01-01&to=2023-01-01')),
    ).toBeNull();
    const read = readPrefill(
      new URLSearchParams(
        'type=anbi&product=2&from=2022-01-01&to=2023-01-01&c=x~1~2~1~a&c=5~e~-1~1~a&c=6~e~7~0~',
      ),
    );
    expect(read?.connections).toEqual([
      { connectionId: 6, ean: 'e', address: '', volume: 7, reduction: false },
    ]);
  });
});

describe('tax request body: volumes per year', () => {
  const years = { 2021: 10_000.001, 2022: 10_000.001, 2023: 10_000.001, 2024: 10_000.001, 2025: 10_000 };
  const body = {
    type: 'complex' as const,
    product: 1 as const,
    from: '2021-01-01',
    to: '2026-01-01',
    connections: [
      {
        connectionId: 1,
        volume: 50_000.004,
        volumeByYear: years,
      },
      { connectionId: 2, volume: 10 },
    ],
  };

  it('accepts per-year volumes that cover the period and add up to the volume', () => {
    // A float sum would give 50000.004000000004; the years add up in thousandths.
    expect(taxRequestBodySchema.safeParse(body).success).toBe(true);
    expect(sumOfYears(years)).toBe(50_000.004);
    expect(yearsOfPeriod('2021-01-01', '2026-01-01')).toEqual([2021, 2022, 2023, 2024, 2025]);
    expect(yearsOfPeriod('2024-07-01', '2025-01-01')).toEqual([2024]);
  });

  it('names the field when the years miss one or do not add up', () => {
    const missing = taxRequestBodySchema.safeParse({
      ...body,
      connections: [{ connectionId: 1, volume: 10, volumeByYear: { 2021: 10 } }, body.connections[1]],
    });
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['connections.0.volumeByYear', 'De volumes per jaar horen bij precies de jaren van de periode.'],
    ]);
    const off = taxRequestBodySchema.safeParse({
      ...body,
      connections: [{ ...body.connections[0]!, volume: 50_000.005 }, body.connections[1]],
    });
    expect(off.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['connections.0.volume', 'Het volume is niet de som van de volumes per jaar.'],
    ]);
  });
});
