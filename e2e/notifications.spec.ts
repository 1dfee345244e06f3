import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { createStaffAccount } from './support/staff.ts';
import { acceptTermsIfAsked, signIn } from './support/ui.ts';

// The notification popout (spec §4 Notification) on the demo notifications of admin@energiek.nl:
// opening an unread one marks it read, 'Markeren als ongelezen' makes it unread again.

const SCREENS = 'test-results/screens';

test('meldingen: openen markeert gelezen, Markeren als ongelezen maakt weer ongelezen', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const bell = page.getByRole('button', { name: 'Meldingen, er zijn ongelezen meldingen' });
  await expect(page.getByTestId('notification-indicator')).toBeVisible();
  await bell.click();

  const panel = page.getByRole('region', { name: 'Actiemeldingen' });
  const items = panel.getByTestId('notification');
  await expect(items).toHaveCount(4);
  const first = items.filter({ hasText: 'Jaarafrekening elektriciteit controleren' });
  await expect(first).toContainText('Actie aan jou toegewezen');
  await expect(first).toContainText('minuten geleden');
  await expect(first).toContainText(/Deadline \d{2}\/\d{2}\/\d{4}/);
  await expect(first).toContainText('De Vries Bakkerij B.V.');
  await expect(panel).toContainText('Nieuwe reactie');
  await expect(panel).toContainText('Status gewijzigd');
  await expect(panel).toContainText('Nieuwe notitie');
  // The read one (a note) links to it; unread ones open their action when clicked.
  await expect(panel.getByRole('link')).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/notifications-admin.png` });

  // Open the three unread ones: each is marked read on the server.
  for (const subject of [
    'Jaarafrekening elektriciteit controleren',
    'Offerte zonnepanelen bespreken met klant',
    'Energiecontract 2027 verlengen',
  ]) {
    const item = items.filter({ hasText: subject });
    const marked = page.waitForResponse((r) => r.url().endsWith('/mark-as-read') && r.status() === 204);
    await item.getByRole('button').click();
    await marked;
    await expect(item.getByRole('button', { name: 'Markeren als ongelezen' })).toBeVisible();
  }
  await expect(page.getByTestId('notification-indicator')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Meldingen', exact: true })).toBeVisible();

  const unmarked = page.waitForResponse((r) => r.url().endsWith('/mark-as-unread') && r.status() === 204);
  await items
    .filter({ hasText: 'Energiecontract 2027 verlengen' })
    .getByRole('button', { name: 'Markeren als ongelezen' })
    .click();
  await unmarked;
  await expect(page.getByTestId('notification-indicator')).toBeVisible();

  // The state is the server's: it survives a reload.
  await page.reload();
  await page.getByRole('button', { name: 'Meldingen, er zijn ongelezen meldingen' }).click();
  await expect(
    items.filter({ hasText: 'Energiecontract 2027 verlengen' }).getByRole('button'),
  ).not.toContainText('Markeren als ongelezen');
  await expect(page.getByRole('button', { name: 'Markeren als ongelezen' })).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('klantgebruikers zien geen timer en, zonder meldingen, Geen meldingen', async ({ page, request }) => {
  // A fresh account: other journeys change the demo customer accounts' passwords.
  const staff = await createStaffAccount(request);
  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);
  // The time registration timer is for admins only (spec §2).
  await expect(page.getByRole('group', { name: 'Tijdregistratie' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Meldingen', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Actiemeldingen' })).toContainText('Geen meldingen');
  await page.screenshot({ path: `${SCREENS}/notifications-customer.png` });
});
