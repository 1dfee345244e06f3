import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { pageWidth, signIn } from './support/ui.ts';

// Energy saving (issue 12, module energysaving): the locations of De Vries Bakkerij with their totals and
// obligation, a recognised measure added and removed, and customer staff who see their own locations
// without the edit buttons.

const SCREENS = 'test-results/screens';

/** The page's width in CSS pixels (more than the viewport: the page scrolls sideways). */
test('energiebesparing: locaties, verplichting, maatregel toevoegen; klantmedewerker leest mee', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.getByRole('combobox', { name: 'Klant wisselen' }).fill('De Vries');
  const selected = page.waitForResponse((r) => r.url().includes('/api/v3/auth/select-customer/'));
  await page.getByRole('option', { name: /De Vries Bakkerij B\.V\./ }).click();
  const customerId = Number(/select-customer\/(\d+)/.exec((await selected).url())?.[1]);

  await page.goto(`/v3/customers/${customerId}/energy-saving?year=2024`);
  await expect(page.getByRole('heading', { name: 'Energiebesparingsplicht', level: 1 })).toBeVisible();
  await expect(page.getByTestId('report-deadline')).toHaveText(/01\/12\/20\d\d/);
  const first = page.getByRole('region').filter({ hasText: 'Ledverlichting in alle ruimtes' }).first();
  await expect(first.getByTestId('obligation')).toBeVisible();
  await expect(first).toContainText('Ledverlichting in alle ruimtes');
  // Each connection's volume names its source (issue 27).
  await expect(first.getByTestId('location-connections')).toContainText(
    /· (Gemeten \(EMS\)|Verwacht jaarverbruik|Geen verbruik bekend)/,
  );

  await first.getByRole('button', { name: 'Maatregel toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Maatregel toevoegen' });
  await dialog.getByLabel('Categorie').selectOption('perslucht');
  // Free text stays possible as "overige maatregel" (the default choice).
  await expect(dialog.getByLabel('Erkende maatregel (EML)')).toHaveValue('');
  await dialog.getByLabel('Omschrijving (overige maatregel)').fill('Persluchtlekken opsporen (E2E)');
  await dialog.getByLabel('Status').selectOption('not-applicable');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Geef aan waarom deze maatregel niet van toepassing is.')).toBeVisible();
  await dialog.getByLabel('Toelichting').fill('Geen persluchtinstallatie.');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  const row = first.getByRole('row').filter({ hasText: 'Persluchtlekken opsporen (E2E)' });
  await expect(row).toContainText('Niet van toepassing');
  await page.screenshot({ path: `${SCREENS}/energy-saving.png`, fullPage: true });

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export voor eLoket (xlsx)' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('energiebesparing-eloket-2024.xlsx');

  await row.getByRole('button', { name: 'Verwijderen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(first.getByRole('row').filter({ hasText: 'Persluchtlekken opsporen (E2E)' })).toHaveCount(0);

  // A recognised measure from a dated list (issue 32): its title and category come from the list, with
  // the list's version, validity and source shown.
  const eml =
    'Binnenverlichting automatisch beperken op basis van daglichttoetreding door ramen en daklichten';
  await first.getByRole('button', { name: 'Maatregel toevoegen' }).click();
  await dialog.getByLabel('Erkende maatregel (EML)').selectOption('kantoren-2019:GD1');
  await expect(dialog.getByTestId('eml-source')).toContainText(
    'Activiteitenregeling milieubeheer bijlage 10 (EML 2019), geldig tot 01/01/2024. Bron:',
  );
  await expect(dialog.getByRole('link', { name: /InfoMil/ })).toBeVisible();
  await expect(dialog.getByLabel('Omschrijving (overige maatregel)')).toHaveCount(0);
  await dialog.getByLabel('Status').selectOption('planned');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  const emlRow = first.getByRole('row').filter({ hasText: eml });
  await expect(emlRow).toContainText('Verlichting');
  await expect(emlRow).toContainText('Gepland');
  // Editing keeps the choice.
  await emlRow.getByRole('button', { name: 'Wijzigen' }).click();
  const edit = page.getByRole('dialog', { name: 'Maatregel wijzigen' });
  await expect(edit.getByLabel('Erkende maatregel (EML)')).toHaveValue('kantoren-2019:GD1');
  await edit.getByRole('button', { name: 'Annuleren' }).click();

  await page.setViewportSize({ width: 390, height: 844 });
  // The shell switches to its phone layout after the resize event: wait for the page to settle.
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  // The connections line takes the card's width, not a narrow column beside the obligation (issue 32).
  const card = (await first.boundingBox())!.width;
  const line = await first
    .getByTestId('location-connections')
    .evaluate((span) => span.parentElement?.getBoundingClientRect().width ?? 0);
  expect(line, JSON.stringify({ card, line })).toBeGreaterThan(card * 0.8);
  await page.screenshot({ path: `${SCREENS}/energy-saving-phone.png`, fullPage: true });
  // The choice at 390 px: the dialog fits, the source is readable.
  await emlRow.getByRole('button', { name: 'Wijzigen' }).click();
  await expect(edit.getByTestId('eml-source')).toBeVisible();
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/energy-saving-eml-phone.png` });
  await edit.getByRole('button', { name: 'Annuleren' }).click();
  await emlRow.getByRole('button', { name: 'Verwijderen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(first.getByRole('row').filter({ hasText: eml })).toHaveCount(0);
});

test('klantmedewerkers zien hun eigen locaties zonder wijzigknoppen', async ({ page, request }) => {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, token, 'customers/search?q=De%20Vries');
  const customerId = found.data[0]?.id;
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  await page.goto(`/v3/customers/${customerId}/energy-saving`);
  await expect(page.getByRole('heading', { name: 'Energiebesparingsplicht', level: 1 })).toBeVisible();
  await expect(page.getByTestId('obligation').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Maatregel toevoegen' })).toHaveCount(0);
});
