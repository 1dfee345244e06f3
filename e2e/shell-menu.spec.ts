import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, selectedCustomerId } from './support/api.ts';
import { beheerItems } from './support/menus.ts';
import { createAdminAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { acceptTermsIfAsked, requireToken, signIn } from './support/ui.ts';

// The shell of spec §2/§4: mega-menu (Beheer and Klant, route token and switch URL for another customer),
// the context menu of the users list, keyboard shortcuts and the in-app leave-page question.

const SCREENS = 'test-results/screens';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

type CustomerHit = { id: number; name: string };

async function findCustomer(request: APIRequestContext, token: string, query: string): Promise<CustomerHit> {
  const body = await apiGet<{ data: CustomerHit[] }>(
    request,
    token,
    `customers/search?q=${encodeURIComponent(query)}`,
  );
  const hit = body.data[0];
  if (!hit) throw new Error(`no customer matching ${query}`);
  return hit;
}

/** Signs in as the admin; the session's token and the demo bakery. */
async function adminWithBakery(page: Page, request: APIRequestContext) {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const token = await requireToken(page);
  return { token, bakery: await findCustomer(request, token, 'De Vries') };
}

async function selectCustomer(request: APIRequestContext, token: string, id: number): Promise<void> {
  const response = await request.post(`/api/v3/auth/select-customer/${id}`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The Beheer items of an admin with the demo admin's role and no customer's modules (menu-items.ts). */
const BEHEER_ITEMS = beheerItems();

function menuButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true });
}

function megaMenu(page: Page) {
  return page.getByRole('region', { name: 'Megamenu' });
}

test('een beheerder ziet Beheer en Klant in het megamenu en gaat naar Gebruikers', async ({
  page,
  request,
}) => {
  // A fresh admin with the demo admin's role: no earlier journey left a customer selected for it.
  const admin = await createAdminAccount(request, 'Bram', 'Beheer');
  await signIn(page, admin.emailAddress, admin.password);
  await acceptTermsIfAsked(page, false);
  const button = menuButton(page);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const menu = megaMenu(page);
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('tab')).toHaveText(['Beheer', 'Klant']);
  // No customer selected yet: Klant waits, with a hint.
  await expect(menu.getByRole('tab', { name: 'Klant' })).toHaveAttribute('aria-disabled', 'true');
  await expect(menu.getByTestId('mega-menu-hint')).toHaveText(
    'Kies eerst een klant in het menu links om de klantonderdelen te openen.',
  );
  await expect(menu.getByRole('link')).toHaveText(BEHEER_ITEMS);
  // The panel scrolls inside at most 500 px.
  expect((await menu.boundingBox())?.height).toBeLessThanOrEqual(500);
  await page.screenshot({ path: `${SCREENS}/mega-menu-admin.png` });

  // The drawer's Backoffice lists the same items from the same config.
  await expect(page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link')).toHaveText(
    BEHEER_ITEMS,
  );

  // Keyboard: focus starts on the active tab; the arrows reach the links; Escape returns to the button.
  await expect(menu.getByRole('tab', { name: 'Beheer' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Klanten' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('link', { name: 'Acties' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();

  // A click outside closes it.
  await button.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(1300, 800);
  await expect(menu).toBeHidden();

  await button.click();
  await menu.getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page).toHaveURL(/\/v3\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikers' })).toBeVisible();
  await expect(menu).toBeHidden();
});

test('een klantgebruiker ziet alleen de tab Klant, zonder Beheer-onderdelen', async ({ page }) => {
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  await menuButton(page).click();
  const menu = megaMenu(page);
  await expect(menu.getByRole('tab')).toHaveText(['Klant']);
  await expect(menu.getByRole('tab', { name: 'Klant' })).toHaveAttribute('aria-selected', 'true');
  await expect(menu.getByRole('heading', { name: /^Klant: / })).toBeVisible();
  const links = menu.getByRole('link');
  await expect(links).toHaveText([
    'Overzicht',
    'Acties',
    'Aansluitingen',
    'Entiteiten',
    'Contactpersonen',
    'Bibliotheek',
    'Facturen',
    'Energiemonitoring',
    'Energieverbruik',
    // No 'Energiedata invoeren': the read-only role may not import (issue 31).
    'Vergelijken',
    'Factuurcontrole', // the demo customer role reads the invoice check (mod:invoicecontrol)
    'Signalen', // every user acting for the customer reads its signals (issue 31)
    'Teruggaaf', // De Vries has mod:taxrequest; the customer role reads its tax refunds (issue 31)
    'Inkoop', // De Vries has mod:purchase; the customer role reads the price report
    'Tarieven',
    'Energiebesparing', // the demo customer has mod:energysaving; staff read organisation-information
  ]);
  // Hours are the consultancy's own administration: the demo customer roles lack organisation-hours:read.
  // Exact names: 'Uren' is part of 'Facturen'.
  for (const name of ['Klanten', 'Gebruikers', 'Rollen', 'Diensten', 'Uren']) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  }
  await expect(menu.getByTestId('mega-menu-hint')).toHaveCount(0);
  await expect(links.first()).toHaveAttribute('href', /^\/v3\/customers\/\d+$/);
  await page.screenshot({ path: `${SCREENS}/mega-menu-customer-staff.png` });
});

test('een klantonderdeel van een klant die een ander tabblad heeft verlaten gaat via route en /switch', async ({
  page,
  request,
}) => {
  const { token, bakery } = await adminWithBakery(page, request);
  const glass = await findCustomer(request, token, 'Westland');
  expect(bakery.id).not.toBe(glass.id);

  // This tab works for the bakery.
  await selectCustomer(request, token, bakery.id);
  await page.reload();
  await expect(page.getByTestId('top-bar-customer')).toHaveText(bakery.name);

  // Another tab of the same session switches to Westland; this tab does not know yet.
  await selectCustomer(request, token, glass.id);
  const routeCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/v3/route')) routeCalls.push(call.url());
  });

  await menuButton(page).click();
  const menu = megaMenu(page);
  await expect(menu.getByRole('heading', { name: `Klant: ${bakery.name}` })).toBeVisible();
  const overview = menu.getByRole('link', { name: 'Overzicht' });
  await expect(overview).toHaveAttribute('href', `/v3/customers/${bakery.id}`);
  const switched = page.waitForResponse((response) => response.url().includes(`/switch/${bakery.id}?r=`));
  await overview.click();
  expect((await switched).status()).toBe(302);
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${bakery.id}$`));
  expect(routeCalls).toHaveLength(1);
  const routeQuery = new URL(routeCalls[0] ?? '').searchParams;
  expect(routeQuery.get('name')).toBe('customers/{customerId}');
  expect(JSON.parse(routeQuery.get('params') ?? '{}')).toEqual({ customerId: String(bakery.id) });

  // The switch URL selected the bakery again for the whole session.
  await expect(page.getByTestId('top-bar-customer')).toHaveText(bakery.name);
  expect(await selectedCustomerId(request, token)).toBe(bakery.id);

  // Now both agree: a Klant item navigates inside the SPA, without a route token.
  await menuButton(page).click();
  await megaMenu(page).getByRole('link', { name: 'Overzicht' }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${bakery.id}$`));
  await menuButton(page).click();
  await megaMenu(page).getByRole('tab', { name: 'Beheer' }).click();
  await megaMenu(page).getByRole('link', { name: 'Rollen' }).click();
  await expect(page).toHaveURL(/\/v3\/roles$/);
  expect(routeCalls).toHaveLength(1);
});

test('het contextmenu van de gebruikerslijst: rechtsklik en ⋯, toetsenbord, deactiveren na bevestiging', async ({
  page,
  request,
}) => {
  const { token, bakery } = await adminWithBakery(page, request);
  const emailAddress = `e2e.contextmenu.${Date.now()}@example.nl`;
  const created = await request.post('/api/v3/users', {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data: { firstName: 'Rik', lastName: 'Rechtsklik', emailAddress, type: 'customer', customerId: bakery.id },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/v3/users');
  await page.getByLabel('Zoeken').fill(emailAddress);
  const table = page.getByRole('table', { name: 'Gebruikers' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row').nth(1);

  await row.getByText(emailAddress).click({ button: 'right' });
  const menu = page.getByRole('menu', { name: 'Acties voor Rik Rechtsklik' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Bewerken',
    'Meekijken',
    'Tweestapsverificatie resetten',
    'Deactiveren',
  ]);
  // No two-step verification to reset for a new user.
  await expect(menu.getByRole('menuitem', { name: 'Tweestapsverificatie resetten' })).toBeDisabled();
  await expect(menu.getByRole('menuitem', { name: 'Bewerken' })).toBeFocused();
  const box = await menu.boundingBox();
  const viewport = page.viewportSize();
  expect(
    box && viewport && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height,
  ).toBe(true);
  await page.screenshot({ path: `${SCREENS}/users-context-menu.png` });

  // Escape closes; a click outside closes.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await row.getByText(emailAddress).click({ button: 'right' });
  await expect(menu).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'Gebruikers' }).click();
  await expect(menu).toBeHidden();

  // The ⋯ button with the keyboard: the arrows skip the disabled item.
  const more = row.getByRole('button', { name: 'Acties voor Rik Rechtsklik' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Meekijken' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Deactiveren' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  const dialog = page.getByRole('dialog', { name: 'Gebruiker deactiveren' });
  await expect(dialog).toContainText('Weet je zeker dat je Rik Rechtsklik wilt deactiveren?');
  await dialog.getByRole('button', { name: 'Deactiveren' }).click();
  await expectToast(page, 'Rik Rechtsklik is gedeactiveerd.');
});

test('sneltoetsen werken op key-up, niet tijdens het typen, en ? toont precies de actieve set', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);

  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Sneltoetsen' });
  await expect(help).toBeVisible();
  await expect(help.locator('dd')).toHaveText([
    'Naar Klanten',
    'Klant zoeken',
    'Meldingen openen',
    'Timer starten of pauzeren',
    'Menu openen',
    'Sneltoetsen tonen',
  ]);
  await page.screenshot({ path: `${SCREENS}/shortcuts-admin.png` });
  // While a dialog is open the other shortcuts wait.
  await page.keyboard.press('m');
  await expect(megaMenu(page)).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await page.keyboard.press('m');
  await expect(megaMenu(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(megaMenu(page)).toBeHidden();

  await page.keyboard.press('n');
  await expect(page.getByRole('region', { name: 'Actiemeldingen' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'Actiemeldingen' })).toBeHidden();

  const timer = page.getByRole('group', { name: 'Tijdregistratie' });
  await page.locator('body').focus();
  await page.keyboard.press('t');
  await expect(timer.getByRole('button', { name: 'Timer pauzeren' })).toBeVisible();
  // Paused at 0 seconds is stopped again; pause once a second has been counted.
  await expect(timer.getByTestId('timer-value')).not.toHaveText('00:00');
  await page.locator('body').focus();
  await page.keyboard.press('t');
  await expect(timer.getByRole('button', { name: 'Timer hervatten' })).toBeVisible();

  // '/' puts the focus in the drawer's customer search; typing there triggers nothing.
  await page.locator('body').focus();
  await page.keyboard.press('/');
  const search = page.getByRole('combobox', { name: 'Klant wisselen' });
  await expect(search).toBeFocused();
  await page.keyboard.type('mgk?nt');
  await expect(search).toHaveValue('mgk?nt');
  await expect(megaMenu(page)).toBeHidden();
  await expect(help).toBeHidden();
  await expect(page.getByRole('region', { name: 'Actiemeldingen' })).toBeHidden();
  await expect(timer.getByRole('button', { name: 'Timer hervatten' })).toBeVisible();
  await expect(page).toHaveURL(/\/v3$/);

  await search.fill('');
  await search.blur();
  await page.keyboard.press('g');
  await page.keyboard.press('k');
  await expect(page).toHaveURL(/\/v3\/customers$/);
});

test('klantgebruikers krijgen alleen hun sneltoetsen', async ({ page }) => {
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Sneltoetsen' });
  await expect(help.locator('dd')).toHaveText(['Meldingen openen', 'Menu openen', 'Sneltoetsen tonen']);
  await page.keyboard.press('Escape');
  await page.keyboard.press('g');
  await page.keyboard.press('k');
  await page.keyboard.press('t');
  await expect(page).toHaveURL(/\/v3$/);
  await expect(page.getByRole('group', { name: 'Tijdregistratie' })).toHaveCount(0);
});

test('met niet-opgeslagen wijzigingen vraagt navigeren binnen de app eerst om bevestiging', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn instellingen' })).toBeVisible();
  await page.getByRole('checkbox').first().click();
  await expect(page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeVisible();

  const drawer = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await drawer.getByRole('link', { name: 'Overzicht' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagina verlaten?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Je hebt wijzigingen die nog niet zijn opgeslagen. Weet je zeker dat je deze pagina wilt verlaten?',
  );
  await page.screenshot({ path: `${SCREENS}/leave-page-question.png` });
  await dialog.getByRole('button', { name: 'Blijven' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/v3\/account\/settings$/);
  await expect(page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeVisible();

  // The mega-menu is in-app navigation too.
  await menuButton(page).click();
  // Another journey may have left a customer selected: then the menu opens on Klant.
  await megaMenu(page).getByRole('tab', { name: 'Beheer' }).click();
  await megaMenu(page).getByRole('link', { name: 'Gebruikers' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Verlaten' }).click();
  await expect(page).toHaveURL(/\/v3\/users$/);

  // Without changes nothing is asked.
  await page.goto('/v3/account/settings');
  await drawer.getByRole('link', { name: 'Overzicht' }).click();
  await expect(page).toHaveURL(/\/v3$/);
  await expect(dialog).toHaveCount(0);
});
