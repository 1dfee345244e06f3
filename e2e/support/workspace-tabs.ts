import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The customer workspace's tabs, as paths under /v3/customers/{id}/ ('' is the overview), in menu order:
// the tabs the workspace-fit journeys walk at 1440/1366 px and at 390 px.
export const WORKSPACE_TABS = [
  '',
  'actions',
  'connections',
  'contacts',
  'entities',
  'services',
  'invoices',
  'invoice-audit',
  'signals',
  'hours',
  'library',
  'tax-requests',
  'energy-saving',
  'ems',
  'ems/usage',
  'ems/comparisons',
  'purchase',
  'rates',
  'mutations',
  'budgets',
];

/** The tabs that sit in a group (the routes' menu `group`): the first row has one tab for the group, and
 *  the group's own tabs show in a second row once one of them is open. */
const GROUP_OF: Record<string, string> = {
  'tax-requests': 'regelingen',
  'energy-saving': 'regelingen',
  ems: 'energie',
  'ems/usage': 'energie',
  'ems/comparisons': 'energie',
  purchase: 'contracten',
  rates: 'contracten',
  mutations: 'contracten',
  budgets: 'contracten',
};

/**
 * Opens a tab of the customer workspace, as a user does: a click on the tab (first on its group's tab when
 * the group's row is not shown), no page load; then waits until the tab is selected at its own address. A
 * tab the user is not shown (a module the customer lacks) is opened by its address, as before. The caller
 * waits for what the tab's page loads.
 */
export async function openWorkspaceTab(page: Page, customerId: number, tab: string): Promise<void> {
  const path = `/v3/customers/${customerId}${tab ? `/${tab}` : ''}`;
  const own = page.locator(`[role="tab"][id$="-tab-${tab || 'overview'}"]`);
  const group = GROUP_OF[tab];
  if (group && (await own.count()) === 0) {
    const groupTab = page.locator(`[role="tab"][id$="-tab-group:${group}"]`);
    if ((await groupTab.count()) > 0) {
      await groupTab.click();
      // the group's row is there once its tab is selected
      await expect(groupTab).toHaveAttribute('aria-selected', 'true');
    }
  }
  if ((await own.count()) === 0) {
    // (where the app sends whoever may not open it: /v3/forbidden)
    await page.goto(path);
    return;
  }
  if ((await own.getAttribute('aria-selected', { timeout: 10_000 })) !== 'true') await own.click();
  await expect(own).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}(\\?.*)?$`));
}
