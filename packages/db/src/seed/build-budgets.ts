import type { NewBudget } from '../schema/budgets.ts';
import type { NewConnection } from '../schema/connections.ts';

// Demo budgets (module budgets): for every demo customer with the module, a budget for 2026 and 2027 per
// product it has connections of. Demo data, deterministic: 40,000 kWh and 12,000 m³ a connection, priced at
// € 0.29 per kWh and € 1.40 per m³ all-in (2027: 3 % more money for the same volume).

export const DEMO_BUDGET_NOTE = 'Demo-budget';
const PER_CONNECTION = { 1: 40_000, 2: 12_000 } as const;
const ALL_IN_PRICE = { 1: 0.29, 2: 1.4 } as const;

export function buildDemoBudgets(
  customers: readonly { id: number; modules: readonly string[] }[],
  connections: readonly Pick<NewConnection, 'customerId' | 'product'>[],
): NewBudget[] {
  const rows: NewBudget[] = [];
  for (const customer of customers) {
    if (!customer.modules.includes('budgets')) continue;
    for (const product of [1, 2] as const) {
      const count = connections.filter((c) => c.customerId === customer.id && c.product === product).length;
      if (count === 0) continue;
      const volume = count * PER_CONNECTION[product];
      for (const [year, factor] of [
        [2026, 1],
        [2027, 1.03],
      ] as const) {
        rows.push({
          customerId: customer.id,
          year,
          product,
          volume: String(volume),
          amount: (volume * ALL_IN_PRICE[product] * factor).toFixed(2),
          note: DEMO_BUDGET_NOTE,
        });
      }
    }
  }
  return rows;
}
