import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { settled } from './support/settle.ts';
import { createStaffAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { acceptTermsIfAsked, signIn, switchCustomerByKeyboard } from './support/ui.ts';

// Issue 31 "Every role's menu works": as each demo role — admin, the restricted admin (Adviseur, no
// customer switch) and customer staff of both demo customers — click every item of the drawer and of
// the mega-menu it is shown, and every primary button (the page header's action) of each screen. None
// may end on /v3/forbidden or show the error dialog.

// The walks share nothing (each signs in itself; customer staff get fresh accounts), so they spread over the
// workers like separate files would: run as one file, the 8 walks kept a single worker busy for 601 s
// (29-11-2026, load ~20), long enough to be the last file still running.
test.describe.configure({ mode: 'parallel', timeout: 480_000 });

const SCREENS = 'test-results/screens';

type Problem = string;

async function assertFine(page: Page, where: string, problems: Problem[]): Promise<void> {
  // Let the screen settle: its heading is there and its requests (a refused one sends the page to
  // /v3/forbidden) have answered and been handled. (networkidle never comes while the realtime socket and
  // polls run.)
  await page
    .locator('#main h1')
    .first()
    .waitFor({ timeout: 5_000 })
    .catch(() => undefined);
  await settled(page);
  if (/\/v3\/forbidden/.test(page.url())) problems.push(`${where}: /v3/forbidden`);
  if (await page.getByRole('heading', { name: 'Oeps!' }).isVisible()) problems.push(`${where}: Oeps!`);
}

/** The labels of the links of the drawer's navigations (Hoofdmenu, Backoffice). */
async function drawerLinks(page: Page): Promise<string[]> {
  const links = page.getByTestId('shell-drawer').getByRole('navigation').getByRole('link');
  return (await links.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

async function openMegaMenu(page: Page) {
  await page.getByTestId('mega-menu-button').click();
  const menu = page.getByTestId('mega-menu');
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Opens the mega-menu and follows one of its items. A screen that moves the focus once its data arrives
 * closes the menu (focus leaving it closes it, as for the keyboard): then the menu is opened again.
 */
async function chooseMenuItem(page: Page, tab: string | null, label: string): Promise<void> {
  await expect(async () => {
    const menu = page.getByTestId('mega-menu');
    if (!(await menu.isVisible())) await page.getByTestId('mega-menu-button').click({ timeout: 5_000 });
    if (tab) await menu.getByRole('tab', { name: tab }).click({ timeout: 5_000 });
    await menu
      .getByRole('navigation')
      .getByRole('link', { name: label, exact: true })
      .click({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** The mega-menu's tabs and each tab's items. */
async function megaMenuItems(page: Page): Promise<{ tab: string | null; label: string }[]> {
  const items: { tab: string | null; label: string }[] = [];
  if ((await page.getByTestId('mega-menu-button').count()) === 0) return items;
  const menu = await openMegaMenu(page);
  const tabs = (await menu.getByRole('tab').allInnerTexts()).map((t) => t.trim());
  for (const tab of tabs.length > 0 ? tabs : [null]) {
    // A tab that is disabled (Klant without a selected customer) offers nothing to click.
    if (tab && (await menu.getByRole('tab', { name: tab }).getAttribute('aria-disabled')) === 'true')
      continue;
    if (tab) await menu.getByRole('tab', { name: tab }).click();
    for (const label of await menu.getByRole('navigation').getByRole('link').allInnerTexts()) {
      items.push({ tab, label: label.trim() });
    }
  }
  await page.keyboard.press('Escape');
  return items;
}

/** Clicks each primary action of the current screen's header, and comes back after each. */
async function clickPrimaryActions(page: Page, where: string, problems: Problem[]): Promise<void> {
  const back = page.url();
  const actions = page.getByTestId('page-actions').first();
  if ((await actions.count()) === 0) return;
  const controls = actions.locator('a, button');
  const names = (await controls.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  for (const name of names) {
    // Each control from the screen itself: a late navigation (a menu click that lands after its retry)
    // must not leave the walk waiting for a control of another screen until the test's timeout.
    if (page.url() !== back) await page.goto(back);
    const control = actions.locator('a, button').filter({ hasText: name }).first();
    const usable =
      (await control.isVisible()) && (await control.isEnabled({ timeout: 5_000 }).catch(() => false));
    if (!usable) continue;
    await control.click();
    await assertFine(page, `${where} → ${name}`, problems);
    // A dialog the button opened is closed; a page it opened is left.
    if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
    if (page.url() !== back) {
      await page.goBack();
      if (page.url() !== back) await page.goto(back);
    }
  }
}

/**
 * Which part of the menus one test walks: the drawer, one mega-menu tab, or a share of a tab's items
 * (item i where i % of === share), so a role's long walk splits into tests of a few screens each.
 */
type MenuPart = { drawer: boolean; tab?: string; share?: number; of?: number };
const EVERYTHING: MenuPart = { drawer: true };

async function walkEveryMenu(page: Page, role: string, part: MenuPart = EVERYTHING): Promise<Problem[]> {
  const problems: Problem[] = [];
  await assertFine(page, `${role}: home`, problems);
  // Every item is clicked from wherever the previous one led: the drawer and the top bar are always there.
  const walked = new Set<string>(await drawerLinks(page));
  if (part.drawer) {
    for (const label of walked) {
      await page
        .getByTestId('shell-drawer')
        .getByRole('navigation')
        .getByRole('link', { name: label })
        .first()
        .click();
      await assertFine(page, `${role}: drawer ${label}`, problems);
      await clickPrimaryActions(page, `${role}: drawer ${label}`, problems);
    }
  }
  const items = (await megaMenuItems(page)).filter(
    // The drawer's Backoffice section holds the Beheer items: each is walked once, with the drawer.
    ({ tab, label }) => !(tab === 'Beheer' && walked.has(label)),
  );
  const mine = items.filter(({ tab }) => part.tab === undefined || tab === part.tab);
  for (const [i, { tab, label }] of mine.entries()) {
    if (part.of !== undefined && i % part.of !== part.share) continue;
    await chooseMenuItem(page, tab, label);
    await assertFine(page, `${role}: menu ${tab ?? ''} ${label}`, problems);
    await clickPrimaryActions(page, `${role}: menu ${tab ?? ''} ${label}`, problems);
  }
  return problems;
}

/**
 * Clicks every tab of the customer workspace (first row, and the second row of each group) and each tab's
 * primary buttons. Customer staff reach their areas here; a tab shown must open.
 */
async function walkWorkspaceTabs(page: Page, role: string, customerId: number): Promise<Problem[]> {
  const problems: Problem[] = [];
  await page.goto(`/v3/customers/${customerId}`);
  const top = page.getByRole('tablist', { name: 'Klantomgeving' });
  await expect(top).toBeVisible();
  const labels = (await top.getByRole('tab').allInnerTexts()).map((t) => t.trim().replace(/\s*\d+$/, ''));
  for (const label of labels) {
    await page
      .getByRole('tablist', { name: 'Klantomgeving' })
      .getByRole('tab', { name: label })
      .first()
      .click();
    await assertFine(page, `${role}: tab ${label}`, problems);
    // A group's second row: each of its tabs.
    const group = page.getByRole('tablist').nth(1);
    if ((await page.getByRole('tablist').count()) > 1) {
      for (const sub of (await group.getByRole('tab').allInnerTexts()).map((t) => t.trim())) {
        await page.getByRole('tablist').nth(1).getByRole('tab', { name: sub, exact: true }).click();
        await assertFine(page, `${role}: tab ${label} / ${sub}`, problems);
        await clickPrimaryActions(page, `${role}: tab ${label} / ${sub}`, problems);
      }
    } else {
      await clickPrimaryActions(page, `${role}: tab ${label}`, problems);
    }
    if (!page.url().includes(`/v3/customers/${customerId}`)) await page.goto(`/v3/customers/${customerId}`);
  }
  return problems;
}

async function demoRoleId(request: APIRequestContext, emailAddress: string): Promise<number | undefined> {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const users = await apiGet<{ data: { roleId: number | null }[] }>(
    request,
    token,
    `users?q=${encodeURIComponent(emailAddress)}`,
  );
  return users.data[0]?.roleId ?? undefined;
}

// The admin's walk is the longest (every Beheer and Klant screen with its buttons): split into tests that
// each sign in themselves, so no single test runs for minutes and two workers can share them. Together they
// walk the drawer, the Beheer tab and the Klant tab's items in three shares — every item once.
const ADMIN_TABS = ['Beheer', 'Klant'];
const KLANT_SHARES = 3;
const ADMIN_PARTS: { name: string; part: MenuPart }[] = [
  { name: 'de menulade (Hoofdmenu, Backoffice)', part: { drawer: true, tab: '' } },
  { name: 'megamenu Beheer', part: { drawer: false, tab: 'Beheer' } },
  ...Array.from({ length: KLANT_SHARES }, (_, share) => ({
    name: `megamenu Klant, deel ${share + 1}/${KLANT_SHARES}`,
    part: { drawer: false, tab: 'Klant', share, of: KLANT_SHARES },
  })),
];

for (const { name, part } of ADMIN_PARTS) {
  test(`de beheerder opent elk menu-item en elke hoofdknop van ${name} zonder /v3/forbidden of foutmelding`, async ({
    page,
  }) => {
    await signIn(page, ACCOUNTS.admin, PASSWORD);
    // With a customer selected, so the mega-menu's Klant tab is walked too.
    await switchCustomerByKeyboard(page, 'De Vries Bakkerij B.V.');
    if (part.drawer) {
      // The parts cover every tab the admin is shown: a new tab fails here until it gets its test.
      const menu = await openMegaMenu(page);
      expect((await menu.getByRole('tab').allInnerTexts()).map((t) => t.trim())).toEqual(ADMIN_TABS);
      await page.keyboard.press('Escape');
    }
    expect(await walkEveryMenu(page, 'admin', part)).toEqual([]);
  });
}

test('de adviseur met beperkte rechten opent elk menu-item en elke hoofdknop', async ({ page }) => {
  await signIn(page, 'mark.visser@energiek.nl', PASSWORD);
  await acceptTermsIfAsked(page, true);
  // His home names his role and no module he cannot open.
  const account = page.getByRole('region', { name: 'Je account' });
  await expect(account).toContainText('Adviseur');
  await expect(account).not.toContainText('beperkte rechten');
  await page.screenshot({ path: `${SCREENS}/role-adviser-home.png`, fullPage: true });
  expect(await walkEveryMenu(page, 'adviseur')).toEqual([]);

  // Then inside a customer he manages (no switcher: he opens it from his customers list), so the
  // mega-menu's Klant tab (the customer's Uren tab, Bewerken …) is walked too.
  await page.goto('/v3/customers');
  await page.locator('#main table tbody tr').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+/);
  expect(await walkEveryMenu(page, 'adviseur in klant')).toEqual([]);
});

for (const [customer, demoAccount] of [
  ['De Vries', ACCOUNTS.customer],
  ['Westland', ACCOUNTS.spare],
] as const) {
  test(`klantgebruiker van ${customer} opent elk menu-item zonder /v3/forbidden of foutmelding`, async ({
    page,
    request,
  }) => {
    // A fresh account with the demo account's read-only role: other journeys change the demo passwords.
    const staff = await createStaffAccount(request, customer, await demoRoleId(request, demoAccount));
    await signIn(page, staff.emailAddress, staff.password);
    await acceptTermsIfAsked(page, false);
    expect(await walkEveryMenu(page, `klant ${customer}`)).toEqual([]);
    // Their workspace's tabs (and each group's second row): every tab shown opens.
    const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
    const found = await apiGet<{ data: { id: number }[] }>(request, token, `customers/search?q=${customer}`);
    expect(await walkWorkspaceTabs(page, `klant ${customer}`, found.data[0]!.id)).toEqual([]);
  });
}
