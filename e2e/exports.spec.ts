import { readFile } from 'node:fs/promises';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { signIn } from './support/ui.ts';

// Exports (issue 11): the catalogue (audit results since issue 29), a customers export as CSV made by the background
// job and downloaded, the invoices export (issue 28) as CSV, and the energy export's Dutch field errors.

const SCREENS = 'test-results/screens';

test('een export van klanten maken en downloaden', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/exports');
  await expect(page.getByRole('heading', { name: 'Exports', level: 1 })).toBeVisible();
  // The audit results (issue 29) are a real export for the audit inbox users (the demo admin is one).
  await expect(page.getByText(/Nog niet beschikbaar: .*Auditresultaten/)).toHaveCount(0);
  await expect(page.getByText(/Nog niet beschikbaar: .*Facturen/)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Export', exact: true }).selectOption({ label: 'Klanten' });
  await page.getByLabel('Bestandsformaat').selectOption('csv');
  await page.getByRole('button', { name: 'Export maken' }).click();
  await expectToast(page, 'De export is gestart.');
  const table = page.getByRole('table', { name: 'Aangevraagde exports' });
  const row = table.getByRole('row', { name: /Klanten/ }).first();
  await expect(row).toContainText('Klaar', { timeout: 20_000 });
  await expect(row).toContainText('CSV');
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: 'Downloaden' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^klanten-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFFKlantnummer;Naam;Status')).toBe(true);
  expect(text).toContain('De Vries Bakkerij');
  await page.screenshot({ path: `${SCREENS}/exports.png`, fullPage: true });

  // The invoices export (issue 28): its Dutch header.
  await page.getByRole('combobox', { name: 'Export', exact: true }).selectOption({ label: 'Facturen' });
  await page.getByLabel('Bestandsformaat').selectOption('csv');
  await page.getByRole('button', { name: 'Export maken' }).click();
  const invoicesRow = table.getByRole('row', { name: /Facturen/ }).first();
  await expect(invoicesRow).toContainText('Klaar', { timeout: 20_000 });
  const invoicesDownload = page.waitForEvent('download');
  await invoicesRow.getByRole('link', { name: 'Downloaden' }).click();
  const invoicesText = await readFile((await (await invoicesDownload).path())!, 'utf8');
  expect(invoicesText.startsWith('\uFEFFKlant;Soort afzender;Afzender;Factuurnummer;Factuurdatum')).toBe(
    true,
  );
  await expect(
    page
      .getByRole('combobox', { name: 'Export', exact: true })
      .getByRole('option', { name: 'Factuurregels' }),
  ).toHaveCount(1);

  // The audit results export: its Dutch header.
  await page
    .getByRole('combobox', { name: 'Export', exact: true })
    .selectOption({ label: 'Auditresultaten' });
  await page.getByLabel('Bestandsformaat').selectOption('csv');
  await page.getByRole('button', { name: 'Export maken' }).click();
  const auditRow = table.getByRole('row', { name: /Auditresultaten/ }).first();
  await expect(auditRow).toContainText('Klaar', { timeout: 20_000 });
  const auditDownload = page.waitForEvent('download');
  await auditRow.getByRole('link', { name: 'Downloaden' }).click();
  const auditText = await readFile((await (await auditDownload).path())!, 'utf8');
  expect(auditText.startsWith('\uFEFFKlant;Soort afzender;Afzender;Factuurnummer;Factuurdatum')).toBe(true);
  expect(auditText.split('\r\n')[0]).toContain(';Op het spel;Bevindingen;Regels;');

  await page.getByRole('combobox', { name: 'Export', exact: true }).selectOption({ label: 'Energiedata' });
  await page.getByRole('button', { name: 'Export maken' }).click();
  await expect(page.getByText('Kies een klant.')).toBeVisible();
  await expect(page.getByText('Kies een aansluiting van deze klant.')).toBeVisible();
});
