import { describe, expect, it } from 'vitest';
import { buildDemoBudgets } from './build-budgets.ts';

describe('buildDemoBudgets', () => {
  it('budgets 2026 and 2027 per product for customers with the budgets module only', () => {
    const rows = buildDemoBudgets(
      [
        { id: 1, modules: ['ems', 'budgets'] },
        { id: 2, modules: ['ems'] },
      ],
      [
        { customerId: 1, product: 1 },
        { customerId: 1, product: 1 },
        { customerId: 1, product: 2 },
        { customerId: 2, product: 1 },
      ],
    );
    // Electricity: 2 × 40,000 = 80,000 kWh × 0.29 = 23,200.00; 2027 × 1.03 = 23,896.00.
    // Gas: 12,000 m³ × 1.40 = 16,800.00; 2027: 17,304.00.
    expect(rows.map((r) => [r.customerId, r.year, r.product, r.volume, r.amount])).toEqual([
      [1, 2026, 1, '80000', '23200.00'],
      [1, 2027, 1, '80000', '23896.00'],
      [1, 2026, 2, '12000', '16800.00'],
      [1, 2027, 2, '12000', '17304.00'],
    ]);
  });
});
