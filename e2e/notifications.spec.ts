import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin, apiPost } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { createAdminAccount, signInAsNewStaff } from './support/staff.ts';
import type { AdminAccount } from './support/staff.ts';
import { acceptTermsIfAsked, signIn } from './support/ui.ts';

// The notification popout (spec §4 Notification): opening an unread one marks it read, 'Markeren als
// ongelezen' makes it unread again. A fresh admin of its own, told of four actions of its own customer as
// the demo admin told admin@energiek.nl in the seed (three unread, one read): no other journey tells it
// anything or depends on its read state.

const SCREENS = 'test-results/screens';

/** The notifications' subjects: the three unread (the demo seed's subjects), then the read note. */
const UNREAD_SUBJECTS = [
  'Jaarafrekening elektriciteit controleren',
  'Offerte zonnepanelen bespreken met klant',
  'Energiecontract 2027 verlengen',
];

type Told = { user: AdminAccount; customer: string };

/**
 * A fresh admin, account manager of a fresh customer, told by the demo admin of: an action assigned to it,
 * a reaction on its action, a status change of its action (unread), and a new note (read).
 */
async function toldAdmin(request: APIRequestContext): Promise<Told> {
  const user = await createAdminAccount(request, 'Mila', 'Melding');
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const own = await apiLogin(request, user.emailAddress, user.password);
  const customer = `Bakkerij Melding ${String(Date.now()).slice(-6)}`;
  const { data } = await apiPost(request, admin, 'customers', { name: customer, accountManagerId: user.id });
  const actions = `customers/${data.id}/actions`;
  const [assigned, reacted, changed] = UNREAD_SUBJECTS;
  await apiPost(request, admin, actions, { subject: assigned, assigneeId: user.id, deadline: '2030-06-28' });
  const mine = await apiPost(request, own, actions, { subject: reacted });
  await apiPost(request, admin, `${actions}/${mine.data.id}/comments`, {
    content: 'Ik bel de klant morgen.',
  });
  const contract = await apiPost(request, own, actions, { subject: changed });
  await apiPost(request, admin, `${actions}/${contract.data.id}`, { status: 2 });
  await apiPost(request, admin, actions, { type: 'note', subject: 'Klant belde over de meterkast' });
  const list = await apiGet<{ data: { id: number; isRead: boolean; type: number }[] }>(
    request,
    own,
    'action-notifications?limit=100',
  );
  expect(list.data.map((n) => n.isRead)).toEqual([false, false, false, false]);
  const note = list.data.find((n) => n.type === 4);
  expect(note, 'the note notification').toBeDefined();
  const read = await request.post(`/api/v3/action-notifications/${note!.id}/mark-as-read`, {
    headers: { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${own}` },
  });
  expect(read.status()).toBe(204);
  return { user, customer };
}

test('meldingen: openen markeert gelezen, Markeren als ongelezen maakt weer ongelezen', async ({
  page,
  request,
}) => {
  // An account, a customer and five actions of its own first: more than the default minute on a busy machine.
  test.slow();
  const { user, customer } = await toldAdmin(request);
  await signIn(page, user.emailAddress, user.password);
  await acceptTermsIfAsked(page, false);
  const bell = page.getByRole('button', { name: 'Meldingen, er zijn ongelezen meldingen' });
  await expect(page.getByTestId('notification-indicator')).toBeVisible();
  await bell.click();

  const panel = page.getByRole('region', { name: 'Actiemeldingen' });
  const items = panel.getByTestId('notification');
  await expect(items).toHaveCount(4);
  const first = items.filter({ hasText: 'Jaarafrekening elektriciteit controleren' });
  await expect(first).toContainText('Actie aan jou toegewezen');
  // Told moments ago ('zojuist', or minutes on a busy machine); the exact wording is the popout's unit test's.
  await expect(first).toContainText(/zojuist|1 minuut geleden|\d+ minuten geleden/);
  await expect(first).toContainText('Deadline 28/06/2030');
  await expect(first).toContainText(customer);
  await expect(panel).toContainText('Nieuwe reactie');
  await expect(panel).toContainText('Status gewijzigd');
  await expect(panel).toContainText('Nieuwe notitie');
  // The read one (a note) links to it; unread ones open their action when clicked.
  await expect(items.getByRole('link')).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/notifications-admin.png` });

  // Open the three unread ones: each is marked read on the server.
  for (const subject of UNREAD_SUBJECTS) {
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
  await signInAsNewStaff(page, request);
  // The time registration timer is for admins only (spec §2).
  await expect(page.getByRole('group', { name: 'Tijdregistratie' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Meldingen', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Actiemeldingen' })).toContainText('Geen meldingen');
  await page.screenshot({ path: `${SCREENS}/notifications-customer.png` });
});
