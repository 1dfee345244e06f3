import { lazyPage, page } from '../../../lib/area.ts';
import type { Area } from '../../../lib/area.ts';

// BUDGETS_READ / BUDGETS_WRITE of the contract, written out here: importing the contract would put its
// schemas into the shell's first load (router.test.ts checks these rules).
const BUDGETS_READ = { allOf: ['mod:budgets', 'organisation:read'] } as const;
const BUDGETS_WRITE = { allOf: ['mod:budgets', 'organisation:write'] } as const;
const editPage = lazyPage(() => import('./pages/budget-edit-page.tsx'), 'BudgetEditPage');

/**
 * Budgets (module budgets): a customer tab, because a budget belongs to one customer and its year (the
 * forecast screen links here); the tab shows the budget beside the forecast and the actual cost.
 */
export const budgetsArea: Area = {
  name: 'budgets',
  customerRoutes: [
    page(
      'budgets',
      BUDGETS_READ,
      lazyPage(() => import('./pages/budgets-page.tsx'), 'BudgetsPage'),
      { tab: 'klant', label: 'Budgetten', icon: 'briefcase', module: 'budgets', group: 'contracten' },
    ),
    { path: 'budgets/create', permission: BUDGETS_WRITE, lazy: editPage },
    { path: 'budgets/:budgetId/edit', permission: BUDGETS_WRITE, lazy: editPage },
  ],
};
