import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { createAdminAccount, type AdminAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { acceptTermsIfAsked, signIn } from './support/ui.ts';

// Actions and notes (issue 6): admin A assigns an action to admin B; B's counter and notifications
// change; B comments; A gets 'Nieuwe reactie'. And a note is written and edited. Fresh admins, so the
// demo accounts' notifications stay as the notifications journey expects them.

const SCREENS = 'test-results/screens';

async function demoCustomerId(request: APIRequestContext, name = 'De Vries'): Promise<number> {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(
    request,
    token,
    `customers/search?q=${encodeURIComponent(name)}`,
  );
  const id = found.data[0]?.id;
  if (id === undefined) throw new Error(`${name} is missing`);
  return id;
}

async function signInFresh(page: Page, admin: AdminAccount): Promise<void> {
  await signIn(page, admin.emailAddress, admin.password);
  await acceptTermsIfAsked(page, false);
}

/** The other tab sees the change live, over the realtime channel: no reload, within a few seconds. */
async function live(check: () => Promise<void>): Promise<void> {
  await expect(check).toPass({ timeout: 5_000 });
}

function bellPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Actiemeldingen' });
}

test('actie toewijzen: teller en melding bij de ander, reactie geeft de maker een melding', async ({
  browser,
  page,
  request,
}) => {
  // Two signed-in browsers, a create, notifications both ways and a comment: on a busy machine (the
  // whole suite on two workers) it needs more than the default 30 s.
  test.slow();
  const customerId = await demoCustomerId(request);
  const suffix = String(Date.now()).slice(-5);
  const anouk = await createAdminAccount(request, 'Anouk', `Actie${suffix}`);
  const bram = await createAdminAccount(request, 'Bram', `Behandel${suffix}`);
  const subject = `Meterstanden opvragen ${suffix}`;

  // B is signed in before anything happens: no open actions, no notifications.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await signInFresh(pageB, bram);
  await expect(pageB.getByTestId('actions-counter')).toHaveAccessibleName('Geen open acties voor mij');
  await expect(pageB.getByTestId('notification-indicator')).toBeHidden();

  // A creates the action: the subject offers suggestions while typing.
  await signInFresh(page, anouk);
  await page.goto(`/v3/customers/${customerId}/actions/create`);
  await expect(page.getByRole('heading', { name: 'Nieuwe actie' })).toBeVisible();
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expect(page.getByText('Vul een onderwerp in.', { exact: true })).toBeVisible();
  // The error toast names the field (spec §4).
  await expect(page.getByText('Onderwerp: Vul een onderwerp in.')).toBeVisible();
  // The error toast stays until it is dismissed (spec §4); it would cover the top bar's bell later.
  await expect(page.getByText('Er ging iets mis')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Er ging iets mis')).toBeHidden();

  const subjectField = page.getByRole('combobox', { name: 'Onderwerp' });
  await subjectField.fill('Meterst');
  const suggestions = page.getByRole('listbox', { name: 'Suggesties' });
  await expect(suggestions.getByRole('option', { name: /Meterstanden opvragen/ }).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/action-create-suggestions.png` });
  // The plain suggestion, not an earlier run's "Meterstanden opvragen <suffix>" (a retry sees those).
  await suggestions
    .getByRole('option', { name: /^Meterstanden opvragen (standaardactie|eerder gebruikt)$/ })
    .first()
    .click();
  await expect(subjectField).toHaveValue('Meterstanden opvragen');
  await subjectField.fill(subject);
  await page.getByLabel('Omschrijving').fill('Meterstanden van de winkel opvragen voor de jaarafrekening.');
  await page.getByLabel('Prioriteit').selectOption({ label: 'Hoog' });
  await page.getByLabel('Deadline').fill('31/12/2026');
  await page.getByLabel('Toegewezen aan').selectOption({ label: bram.name });
  // A create form has its own buttons: no dirty bar repeating them (spec §4).
  await expect(page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expectToast(page, 'De actie is aangemaakt.');
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/actions/\\d+/edit$`));
  const actionPath = new URL(page.url()).pathname;
  await expect(page.getByLabel('Deadline')).toHaveValue('31/12/2026');
  await expect(page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeHidden();
  await page.screenshot({ path: `${SCREENS}/action-edit.png` });

  // B: the counter and the bell change.
  await live(async () => {
    await expect(pageB.getByTestId('actions-counter-badge')).toHaveText('1', { timeout: 2000 });
    await expect(pageB.getByTestId('notification-indicator')).toBeVisible({ timeout: 2000 });
  });
  await pageB.getByRole('button', { name: 'Meldingen, er zijn ongelezen meldingen' }).click();
  const assigned = bellPanel(pageB).getByTestId('notification').filter({ hasText: subject });
  await expect(assigned).toContainText('Actie aan jou toegewezen');
  await expect(assigned).toContainText('Deadline 31/12/2026');
  // Opening the notification marks it read and goes to the action.
  await assigned.getByRole('button').click();
  await expect(pageB).toHaveURL(new RegExp(`${actionPath}$`));
  await expect(pageB.getByRole('heading', { name: `Actie bewerken: ${subject}` })).toBeVisible();
  await pageB.keyboard.press('Escape');
  await expect(bellPanel(pageB)).toBeHidden();

  // B opens their actions from the counter: deadline DD/MM/YYYY, status badge.
  await pageB.getByTestId('actions-counter').click();
  await expect(pageB).toHaveURL(/\/v3\/actions\?scope=mine$/);
  await expect(pageB.getByRole('tab', { name: 'Mijn acties' })).toHaveAttribute('aria-selected', 'true');
  const row = pageB.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('De Vries Bakkerij B.V.');
  await expect(row).toContainText('Open');
  await expect(row).toContainText('Hoog');
  await expect(row).toContainText('31/12/2026');
  await expect(row).toContainText(bram.name);
  await pageB.screenshot({ path: `${SCREENS}/actions-overview.png` });

  // B comments, edits and deletes a second comment of their own.
  await row.getByRole('link', { name: subject }).click();
  await expect(pageB).toHaveURL(new RegExp(`${actionPath}$`));
  const comments = pageB.getByRole('region', { name: /^Reacties/ });
  await comments.getByLabel('Nieuwe reactie').fill('Ik vraag ze vandaag op.');
  await comments.getByRole('button', { name: 'Reactie plaatsen' }).click();
  await expect(pageB.getByText('Je reactie is geplaatst.')).toBeVisible();
  await expect(comments.getByTestId('comment')).toHaveCount(1);
  await comments.getByLabel('Nieuwe reactie').fill('Tweede reactie');
  await comments.getByRole('button', { name: 'Reactie plaatsen' }).click();
  const second = comments.getByTestId('comment').filter({ hasText: 'Tweede reactie' });
  await second.getByRole('button', { name: 'Bewerken' }).click();
  await second.getByLabel('Reactie bewerken').fill('Tweede reactie, aangepast');
  await second.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(comments.getByTestId('comment').filter({ hasText: 'aangepast' })).toContainText('bewerkt');
  await comments
    .getByTestId('comment')
    .filter({ hasText: 'aangepast' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  const confirm = pageB.getByRole('dialog', { name: 'Weet je het zeker?' });
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(pageB.getByText('Je reactie is verwijderd.')).toBeVisible();
  await expect(comments.getByTestId('comment')).toHaveCount(1);
  await pageB.screenshot({ path: `${SCREENS}/action-comments.png` });

  // A gets a type-1 notification: 'Nieuwe reactie'.
  await live(async () => {
    await expect(page.getByTestId('notification-indicator')).toBeVisible({ timeout: 2000 });
  });
  await page.getByRole('button', { name: 'Meldingen, er zijn ongelezen meldingen' }).click();
  const reply = bellPanel(page).getByTestId('notification').filter({ hasText: subject });
  await expect(reply.first()).toContainText('Nieuwe reactie');
  await page.screenshot({ path: `${SCREENS}/action-notification-creator.png` });

  // B finishes the action: the counter drops to nothing.
  await pageB.getByLabel('Status').selectOption({ label: 'Afgerond' });
  await pageB.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(pageB.getByText('De actie is opgeslagen.')).toBeVisible();
  await expect(pageB.getByTestId('actions-counter-badge')).toBeHidden();
  await contextB.close();
});

test('notitie maken en bewerken', async ({ page, request }) => {
  // Westland Glas: a new note notifies its account manager (2fa@energiek.nl), not admin@energiek.nl,
  // whose demo notifications the notifications journey counts.
  const customerId = await demoCustomerId(request, 'Westland');
  const suffix = String(Date.now()).slice(-5);
  const admin = await createAdminAccount(request, 'Noor', `Notitie${suffix}`);
  const subject = `Telefoongesprek ${suffix}`;
  await signInFresh(page, admin);

  await page.goto(`/v3/customers/${customerId}/actions`);
  await expect(page.getByRole('heading', { name: 'Acties en notities' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Acties en notities van de klant' })).toContainText(
    'Offerte zonnepanelen bespreken met klant',
  );
  await page.screenshot({ path: `${SCREENS}/customer-actions.png` });
  await page.getByRole('link', { name: 'Nieuwe notitie' }).click();
  await expect(page.getByRole('heading', { name: 'Nieuwe notitie' })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Onderwerp' }).fill(subject);
  await page.getByLabel('Tekst').fill('Eigenaar belt terug over de offerte.');
  // A note is internal unless marked for the customer.
  await expect(page.getByRole('checkbox', { name: 'Zichtbaar voor klant' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Aanmaken' }).click();
  await expectToast(page, 'De notitie is aangemaakt.');
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/actions$`));

  await page.getByLabel('Soort').selectOption({ label: 'Notitie' });
  const row = page.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Notitie');
  await expect(row.getByTestId('internal-note')).toHaveText('Intern');
  await row.getByRole('link', { name: subject }).click();
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/notes/\\d+/edit$`));
  await expect(page.getByRole('heading', { name: `Notitie bewerken: ${subject}` })).toBeVisible();
  await expect(page.getByLabel('Tekst')).toHaveValue('Eigenaar belt terug over de offerte.');

  await page.getByLabel('Tekst').fill('Eigenaar heeft de offerte getekend.');
  const dirty = page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' });
  await expect(dirty).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/note-edit.png` });
  await dirty.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expectToast(page, 'De notitie is opgeslagen.');
  await expect(dirty).toBeHidden();

  await page.reload();
  await expect(page.getByLabel('Tekst')).toHaveValue('Eigenaar heeft de offerte getekend.');

  // Shared with the customer: the list no longer marks it internal.
  await page.getByRole('checkbox', { name: 'Zichtbaar voor klant' }).check();
  await dirty.getByRole('button', { name: 'Wijzigingen opslaan' }).click();
  await expectToast(page, 'De notitie is opgeslagen.');
  await page.goto(`/v3/customers/${customerId}/actions`);
  await page.getByLabel('Soort').selectOption({ label: 'Notitie' });
  await expect(page.getByRole('row').filter({ hasText: subject }).getByTestId('internal-note')).toHaveCount(
    0,
  );
});

test('actieoverzicht: verlopen acties in rood, filters en sorteren', async ({ page }) => {
  // Read-only on the demo data: admin@energiek.nl has overdue demo actions at two customers.
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/actions?scope=overdue');
  await expect(page.getByRole('tab', { name: 'Verlopen' })).toHaveAttribute('aria-selected', 'true');
  const table = page.getByRole('table', { name: 'Acties' });
  const overdue = table.getByRole('row').filter({ hasText: 'Factuur controleren' });
  await expect(overdue.locator('[data-overdue]')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \(verlopen\)$/);
  await expect(overdue.locator('[data-overdue]')).toHaveClass(/text-red-700/);
  await expect(table).toContainText('Meterstanden opvragen');
  await expect(table).not.toContainText('Teruggaaf energiebelasting aanvragen');

  await page.getByRole('tab', { name: 'Alle acties' }).click();
  await expect(page).toHaveURL(/scope=all$/);
  await expect(table).toContainText('Teruggaaf energiebelasting aanvragen');
  await page.getByLabel('Status').selectOption({ label: 'Afgerond' });
  await expect(table.locator('tbody tr').filter({ hasNotText: 'Afgerond' })).toHaveCount(0);
  await expect(table).toContainText('Teruggaaf energiebelasting aanvragen');
  await page.getByLabel('Status').selectOption({ label: 'Niet afgerond' });
  await expect(table).not.toContainText('Teruggaaf energiebelasting aanvragen');
  // The tab and the filter live in the URL: a reload shows the same list.
  await expect(page).toHaveURL(/scope=all&status=open$/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Alle acties' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Status')).toHaveValue('open');
  await expect(table).toContainText('Meterstanden opvragen');
  await expect(table).not.toContainText('Teruggaaf energiebelasting aanvragen');

  await table.getByRole('button', { name: 'Klant' }).click();
  await expect(table.getByRole('columnheader', { name: 'Klant' })).toHaveAttribute('aria-sort', 'ascending');
  // The header shows the new sort at once; the rows follow when the sorted page has arrived.
  const customerColumn = () => table.getByRole('row').locator('td:nth-child(2)').allTextContents();
  await expect
    .poll(async () => {
      const customers = await customerColumn();
      return (
        customers.length > 1 &&
        customers.join('|') === [...customers].sort((a, b) => a.localeCompare(b, 'nl')).join('|')
      );
    })
    .toBe(true);
  await page.screenshot({ path: `${SCREENS}/actions-overview-all.png` });
});
