import { execFileSync } from 'node:child_process';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './accounts.ts';
import { apiGet, apiLogin, apiPost, localToday, waitForMail } from './api.ts';
import { expect } from './test.ts';
import { signIn } from './ui.ts';

// The monthly report on demand (issue 32), shared by the desktop and 390 px journeys: an own customer
// with energy monitoring and one contact who wants the report; the admin makes last month's report from
// the library, it appears in Rapportages, opens as a PDF and is mailed to the contact.

/** Last month in the Netherlands, YYYY-MM. */
export function lastMonth(): string {
  const [year, month] = localToday().split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export async function makeMonthlyReport(page: Page, request: APIRequestContext, screen: string) {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const stamp = String(Date.now());
  const customer = await apiPost(request, token, 'customers', {
    name: `Maandrapport Kwekerij ${stamp.slice(-6)}`,
    modules: ['ems'],
  });
  const customerId = customer.data.id;
  const emailAddress = `maandrapport.${stamp}@example.com`;
  await apiPost(request, token, `customers/${customerId}/contacts`, {
    firstName: 'Ria',
    lastName: 'Rapport',
    emailAddress,
    monthlyReport: true,
  });
  const month = lastMonth();
  const fileName = `Maandrapportage ${month}.pdf`;

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto(`/v3/customers/${customerId}/library`);
  await expect(page.getByRole('heading', { name: 'Bibliotheek' })).toBeVisible();
  await page.getByRole('button', { name: 'Maandrapportage maken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Maandrapportage maken' });
  await expect(dialog.getByRole('textbox', { name: 'Maand', exact: true })).toHaveValue(month);
  await dialog.getByLabel('Ook mailen naar de contactpersonen die de maandrapportage ontvangen').check();
  await page.screenshot({ path: `test-results/screens/${screen}-dialog.png` });
  await dialog.getByRole('button', { name: 'Maken' }).click();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText(
    'Maandrapportage gemaakt en gemaild naar 1 contactpersoon.',
  );
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Bestanden' });
  const link = table.getByRole('link', { name: fileName });
  await expect(link).toBeVisible();
  const folders = page.getByRole('navigation', { name: 'Mappen' });
  await expect(folders.getByRole('button', { name: /^Rapportages\s*1$/ })).toBeVisible();
  await page.screenshot({ path: `test-results/screens/${screen}.png`, fullPage: true });

  // It opens: the browser follows the link, the file is the month's PDF.
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const text = execFileSync('/usr/bin/pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('Maandrapportage');
  expect(text).toContain(`Maandrapport Kwekerij ${stamp.slice(-6)}`);

  const mail = await waitForMail(request, token, emailAddress, 0);
  expect(mail.subject).toContain('Maandrapportage');
  // The library lists it for the customer too (API).
  const list = await apiGet<{ data: { fileName: string; folder: string }[] }>(
    request,
    token,
    `customers/${customerId}/documents?folder=Rapportages`,
  );
  expect(list.data.map((d) => [d.folder, d.fileName])).toEqual([['Rapportages', fileName]]);
}
