import { readFile } from 'node:fs/promises';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { tableFit } from './support/table-fit.ts';
import { signIn, switchCustomerByClick } from './support/ui.ts';

// The customer library (upload, list, download, rename, delete) and the customer services screen.

const SCREENS = 'test-results/screens';

/** A minimal valid PDF: one empty page, cross-reference table and trailer. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\nxref\n0 4\n0000000000 65535 f \n' +
    'trailer<</Size 4/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
);

test('bibliotheek: pdf uploaden, downloaden, hernoemen en verwijderen', async ({ page }) => {
  // Four uploads, a download, a rename and a delete: beside the API tests of `npm test` it ran past 60 s.
  test.slow();
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Gouden Leeuw', 'Hotel De Gouden Leeuw B.V.');
  await page.goto(`/v3/customers/${customerId}/library`);
  await expect(page.getByRole('heading', { name: 'Bibliotheek' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Bestanden' });
  await expect(table).toContainText('Er staan nog geen bestanden in deze map.');

  // A page that calls itself a PDF is refused with the server's Dutch message.
  await page.getByRole('button', { name: 'Bestand uploaden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestand uploaden' });
  await dialog.getByLabel('Bestand', { exact: true }).setInputFiles({
    name: 'factuur.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  });
  await dialog.getByRole('button', { name: 'Uploaden' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Dit bestandstype is niet toegestaan.');

  const fileName = `Leveringscontract café ${Date.now()}.pdf`;
  await dialog.getByLabel('Map').selectOption('Contracten');
  await dialog.getByLabel('Bestand', { exact: true }).setInputFiles({
    name: fileName,
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(dialog.getByTestId('chosen-file')).toContainText(fileName);
  await page.screenshot({ path: `${SCREENS}/library-upload.png` });
  await dialog.getByRole('button', { name: 'Uploaden' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('Het bestand is geüpload.');
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row', { name: new RegExp(fileName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Contracten');
  await expect(row).toContainText(`${PDF.length} B`);
  const folders = page.getByRole('navigation', { name: 'Mappen' });
  await expect(folders.getByRole('button', { name: /^Contracten\s*1$/ })).toBeVisible();
  // The workspace tab counts the file at once.
  await expect(
    page.getByRole('tablist', { name: 'Klantomgeving' }).getByRole('tab', { name: /^Bibliotheek/ }),
  ).toHaveText('Bibliotheek 1');
  // At 1366 px beside the open sidebar every column is in view, the actions too (issue 32).
  const fit = await tableFit(page, 'Bestanden');
  expect(fit.table, JSON.stringify(fit)).toBeLessThanOrEqual(fit.box);
  await expect(row.getByRole('button', { name: `Verwijderen: ${fileName}` })).toBeInViewport();
  await page.screenshot({ path: `${SCREENS}/library.png`, fullPage: true });

  // The link is followed by the browser itself: the session cookie authorises it.
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: fileName }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  await row.getByRole('button', { name: `Wijzigen: ${fileName}` }).click();
  const rename = page.getByRole('dialog', { name: 'Bestand wijzigen' });
  await rename.getByLabel('Bestandsnaam').fill('Getekend contract');
  await rename.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('Het bestand is gewijzigd.');
  const renamed = table.getByRole('row', { name: /Getekend contract\.pdf/ });
  await expect(renamed).toBeVisible();

  await folders.getByRole('button', { name: /^Contracten/ }).click();
  await expect(page.getByRole('table', { name: 'Bestanden: Contracten' })).toContainText(
    'Getekend contract.pdf',
  );
  // Folder and search live in the URL: a reload shows the same list.
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Getekend');
  await expect(page).toHaveURL(/[?&]q=Getekend/);
  await expect(page).toHaveURL(/[?&]folder=Contracten/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Zoeken' })).toHaveValue('Getekend');
  await expect(page.getByRole('table', { name: 'Bestanden: Contracten' })).toContainText(
    'Getekend contract.pdf',
  );
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);
  await renamed.getByRole('button', { name: 'Verwijderen: Getekend contract.pdf' }).click();
  const confirm = page.getByRole('dialog', { name: 'Weet je het zeker?' });
  await expect(confirm).toContainText('wordt definitief verwijderd');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('Het bestand is verwijderd.');
  const contracts = page.getByRole('table', { name: 'Bestanden: Contracten' });
  await expect(contracts).toContainText('Er staan nog geen bestanden in deze map.');

  // Dropping a file on the list opens the upload dialog with it, in the folder being looked at.
  // (A string expression: the e2e tsconfig has no DOM types.)
  const dataTransfer = await page.evaluateHandle(`(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['meterstand;datum\\n1234;01-11-2026\\n'], 'Meterstanden.csv', { type: 'text/csv' }));
    return transfer;
  })()`);
  await contracts.dispatchEvent('drop', { dataTransfer });
  await expect(dialog.getByTestId('chosen-file')).toContainText('Meterstanden.csv');
  await expect(dialog.getByLabel('Map')).toHaveValue('Contracten');
  await dialog.getByRole('button', { name: 'Uploaden' }).click();
  await expect(dialog).toBeHidden();
  await expect(contracts.getByRole('link', { name: 'Meterstanden.csv' })).toBeVisible();
});

test('diensten: een dienst aanzetten en opslaan', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Gouden Leeuw', 'Hotel De Gouden Leeuw B.V.');
  await page.goto(`/v3/customers/${customerId}/services`);
  await expect(page.getByRole('heading', { name: 'Diensten' })).toBeVisible();
  const modules = await page.getByTestId('customer-modules').textContent();

  // Advies grants no module, so the customer's menus stay as other journeys expect them.
  const advice = page.getByRole('switch', { name: 'Advies' });
  await expect(advice).not.toBeChecked();
  // The visible switch is drawn over the (visually hidden) checkbox: click it as a user does.
  await advice.locator('xpath=ancestor::label').click();
  await expect(advice).toBeChecked();
  await expect(page.getByLabel('Startdatum (Advies)')).not.toHaveValue('');
  await page.getByLabel('Notitie (Advies)').fill('Jaarlijks adviesgesprek');
  // An end before the start is refused on the Advies row itself (the form checks each row that is on).
  await page.getByLabel('Einddatum (Advies)').fill('01/01/2020');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(
    page
      .getByRole('tabpanel', { name: 'Diensten' })
      .getByText('De einddatum moet op of na de startdatum liggen.'),
  ).toBeVisible();
  await expect(page.getByLabel('Einddatum (Advies)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Einddatum (Advies)').fill('');
  await expect(page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/services.png`, fullPage: true });

  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText('De diensten zijn opgeslagen.');
  await expect(page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' })).toBeHidden();
  await expect(page.getByTestId('customer-modules')).toHaveText(modules ?? '');

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Advies' })).toBeChecked();
  await expect(page.getByLabel('Notitie (Advies)')).toHaveValue('Jaarlijks adviesgesprek');
});
