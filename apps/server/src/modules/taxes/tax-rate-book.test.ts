import { describe, expect, it } from 'vitest';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { type TestApp } from '../../testing/test-app.ts';
import { loadTaxRateBook } from './tax-rate-book.ts';

// The one assembler of energy-tax rate years (calculator, refund requests, overview, forecast).

let app: TestApp;
oneAppForFile((opened) => (app = opened), {
  then: (opened) => seedReferenceParameters(opened.ctx.db),
  timeout: 120_000,
});

describe('loadTaxRateBook', () => {
  it('gives a stored year as it is; a missing year nothing, or with lookBack the latest earlier one, marked borrowed', async () => {
    const exact = await loadTaxRateBook(app.ctx, [1], [2024, 2030]);
    // Without lookBack only the years asked for: 2024 (2030 has no row).
    expect(exact.years(1).map((y) => y.year)).toEqual([2024]);
    expect(exact.tax(1, 2024)?.borrowedFrom).toBeNull();
    expect(exact.tax(1, 2024)?.rates.years[0]?.reductionPerConnection).toBe('521.81');
    expect(exact.tax(1, 2030)).toBeNull();
    expect(exact.years(2)).toEqual([]);

    const borrowing = await loadTaxRateBook(app.ctx, [1, 2], [2029, 2030], { lookBack: 10 });
    const gas2030 = borrowing.tax(2, 2030);
    // 2030 has no rates: 2026's figures, as year 2030, marked borrowed from 2026.
    expect(gas2030?.borrowedFrom).toBe(2026);
    expect(gas2030?.rates.years[0]).toMatchObject({ year: 2030, product: 2 });
    expect(gas2030?.rates.years[0]?.brackets[0]?.rate).toBe(borrowing.years(2).at(-1)?.brackets[0]?.rate);
  });

  it('VAT on 1 July: 9 % in 2022 (1-7-2022 – 31-12-2022), 21 % in 2023', async () => {
    const book = await loadTaxRateBook(app.ctx, [], []);
    expect(book.vatPct(2022)).toBe('9');
    expect(book.vatPct(2023)).toBe('21');
  });
});
