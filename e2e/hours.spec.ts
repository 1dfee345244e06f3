import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { createStaffAccount } from './support/staff.ts';
import { acceptTermsIfAsked, signIn } from './support/ui.ts';
import { pauseClockSoon } from './support/clock.ts';

// Hours (spec §2 hours): time from the top-bar timer shows up in /v3/hours next to a manual entry; the
// totals add up; an entry is edited and deleted; the filtered list is exported to Excel and CSV, and the
// downloaded files are opened here to check their rows. Fresh entries, marked with a unique stamp.

const SCREENS = 'test-results/screens';

function today(): { iso: string; dutch: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  const [year, month, day] = iso.split('-');
  return { iso, dutch: `${day}/${month}/${year}` };
}

/**
 * Lets the paused clock run until `target` shows: a search debounces on a timer, and a timer the page
 * sets just after one runFor() would otherwise never fire.
 */
async function settle(page: Page, target: Locator) {
  await expect(async () => {
    await page.clock.runFor(600);
    await expect(target).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

async function searchDescription(page: Page, text: string) {
  await page.getByLabel('Zoeken in omschrijving').fill(text);
  await page.clock.runFor(600);
}

test('tijd van de timer staat bij de uren, naast handmatige uren; wijzigen, verwijderen en exporteren naar Excel en CSV', async ({
  page,
}) => {
  // A long journey (two timer registrations, a manual entry, two exports, an edit and a delete): on a
  // busy machine it needs more than the default 30 s.
  test.slow();
  const stamp = `E2E-${Date.now()}`;
  await page.clock.install();
  await signIn(page, ACCOUNTS.admin, PASSWORD);

  // Time with the top-bar timer: 2 minutes 5 seconds, registered on De Vries Bakkerij.
  // The page's clock stands still from start to pause (real time between the clicks on a busy machine
  // added a second now and then), runs exactly 125 s in between, and flows on after.
  const timer = page.getByRole('group', { name: 'Tijdregistratie' });
  await pauseClockSoon(page);
  await timer.getByRole('button', { name: 'Timer starten' }).click();
  await page.clock.runFor(125_000);
  await timer.getByRole('button', { name: 'Timer pauzeren' }).click();
  await expect(timer.getByTestId('timer-value')).toHaveText('02:05');
  await page.clock.resume();
  await timer.getByRole('button', { name: 'Tijd registreren' }).click();
  const register = page.getByRole('dialog', { name: 'Tijd registreren' });
  // The dialog's code loads lazily (not with the shell): wait for it before looking inside.
  await expect(register).toBeVisible();
  const change = register.getByRole('button', { name: 'Andere klant' });
  if (await change.isVisible()) await change.click();
  await register.getByLabel('Zoek een klant').fill('De Vries');
  await settle(page, register.getByRole('button', { name: /De Vries Bakkerij B\.V\./ }));
  await register.getByRole('button', { name: /De Vries Bakkerij B\.V\./ }).click();
  await register.getByLabel('Omschrijving').fill(`${stamp} timer: energiecontract`);
  const posted = page.waitForResponse((r) => /\/hours\/timer$/.test(r.url()));
  await register.getByRole('button', { name: 'Registreren' }).click();
  const timerEntry = (await (await posted).json()).data as { id: number; customerId: number };
  await expect(register).toBeHidden();

  // The entry is in /v3/hours.
  await page.goto('/v3/hours');
  await expect(page.getByRole('heading', { name: 'Uren', level: 1 })).toBeVisible();
  await searchDescription(page, stamp);
  const table = page.getByRole('table', { name: 'Uren' });
  const timerRow = table.getByRole('row').filter({ hasText: `${stamp} timer` });
  await expect(timerRow).toContainText(today().dutch);
  await expect(timerRow).toContainText('De Vries Bakkerij B.V.');
  await expect(timerRow).toContainText('Timer');
  await expect(timerRow).toContainText('0:02');

  // A manual entry: 1 hour 30 minutes, today, on the same customer.
  await page.getByRole('button', { name: 'Uren toevoegen' }).click();
  const form = page.getByRole('dialog', { name: 'Uren toevoegen' });
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Kies een klant.')).toBeVisible();
  await expect(form.getByText('Vul een duur in van minimaal 1 minuut en maximaal 24 uur.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Klant', exact: true }).fill('De Vries');
  await settle(page, form.getByRole('option', { name: /De Vries Bakkerij B\.V\./ }));
  await form.getByRole('option', { name: /De Vries Bakkerij B\.V\./ }).click();
  await expect(form.getByLabel(/^Klant\*?$/)).toHaveValue('De Vries Bakkerij B.V.');
  await expect(form.getByLabel('Datum')).toHaveValue(today().dutch);
  await form.getByLabel('Uren', { exact: true }).fill('1');
  await form.getByLabel('Minuten').fill('30');
  await form.getByLabel('Omschrijving').fill(`${stamp} handmatig: offerte besproken`);
  await page.screenshot({ path: `${SCREENS}/hours-add.png` });
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form).toBeHidden();
  await expectToast(page, 'De uren zijn toegevoegd.');

  const manualRow = table.getByRole('row').filter({ hasText: `${stamp} handmatig` });
  await expect(manualRow).toContainText('Handmatig');
  await expect(manualRow).toContainText('1:30');
  // Header row + two entries; the totals cover both (125 s + 5400 s = 1:32).
  await expect(table.getByRole('row')).toHaveCount(3);
  const totals = page.getByRole('region', { name: 'Totalen' });
  await expect(totals.getByTestId('total-Totaal')).toContainText('1:32');
  await expect(totals.getByTestId('total-Registraties')).toHaveText('2');
  await totals.getByRole('tab', { name: 'Per maand' }).click();
  await expect(totals.getByRole('table', { name: 'Per maand' })).toContainText('1:32');
  await page.screenshot({ path: `${SCREENS}/hours.png`, fullPage: true });

  // Export to Excel: the downloaded file holds both entries and a total row.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporteren (Excel)' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe(`uren-${today().iso}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await xlsx.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Uren');
  const rows = [1, 2, 3, 4].map((n) => (sheet?.getRow(n).values as unknown[] | undefined)?.slice(1) ?? []);
  expect(rows[0]).toEqual(['Datum', 'Medewerker', 'Klant', 'Omschrijving', 'Bron', 'Duur (uu:mm)', 'Uren']);
  const byDescription = (text: string) => rows.find((row) => String(row[3]).startsWith(text));
  expect(byDescription(`${stamp} handmatig`)?.slice(2)).toEqual([
    'De Vries Bakkerij B.V.',
    `${stamp} handmatig: offerte besproken`,
    'Handmatig',
    '1:30',
    1.5,
  ]);
  expect((byDescription(`${stamp} handmatig`)?.[0] as Date).toISOString().slice(0, 10)).toBe(today().iso);
  expect(byDescription(`${stamp} timer`)?.slice(4)).toEqual(['Timer', '0:02', 0.03]);
  expect(rows[3]).toEqual(['Totaal', undefined, undefined, undefined, undefined, '1:32', 1.53]);
  expect(sheet?.rowCount).toBe(4);

  // Export to CSV: ';', BOM, DD/MM/YYYY and a decimal comma.
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Exporteren (CSV)' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`uren-${today().iso}.csv`);
  const text = await readFile((await csv.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe('Datum;Medewerker;Klant;Omschrijving;Bron;Duur (uu:mm);Uren');
  expect(lines).toHaveLength(3);
  const manualLine = lines.find((line) => line.includes(`${stamp} handmatig`));
  expect(manualLine?.split(';')).toEqual([
    today().dutch,
    expect.any(String),
    'De Vries Bakkerij B.V.',
    `${stamp} handmatig: offerte besproken`,
    'Handmatig',
    '1:30',
    '1,50',
  ]);
  expect(lines.find((line) => line.includes(`${stamp} timer`))).toMatch(/;Timer;0:02;0,03$/);

  // Edit the manual entry to 1:45, then delete the timer entry after confirmation.
  await manualRow.getByRole('button', { name: /^Wijzigen: / }).click();
  const edit = page.getByRole('dialog', { name: 'Uren wijzigen' });
  await expect(edit.getByLabel('Uren', { exact: true })).toHaveValue('1');
  await edit.getByLabel('Minuten').fill('45');
  await edit.getByRole('button', { name: 'Opslaan' }).click();
  await expect(edit).toBeHidden();
  await expect(manualRow).toContainText('1:45');

  await timerRow.getByRole('button', { name: /^Verwijderen: / }).click();
  const confirm = page.getByRole('dialog', { name: 'Uren verwijderen' });
  await expect(confirm).toContainText('Weet je het zeker?');
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expectToast(page, 'De uren zijn verwijderd.');
  await expect(timerRow).toHaveCount(0);
  await expect(totals.getByTestId('total-Totaal')).toContainText('1:45');

  // The customer's own hours page lists the entry of that customer.
  await page.goto(`/v3/customers/${timerEntry.customerId}/hours`);
  await expect(page.getByText('Geregistreerde tijd voor De Vries Bakkerij B.V.')).toBeVisible();
  await searchDescription(page, stamp);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText(`${stamp} handmatig`);
  await expect(table.getByRole('columnheader', { name: 'Klant' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENS}/customer-hours.png`, fullPage: true });

  // Time registered with the timer while the hours page is open shows up without a reload.
  await timer.getByRole('button', { name: 'Timer starten' }).click();
  await page.clock.runFor(61_000);
  await timer.getByRole('button', { name: 'Timer pauzeren' }).click();
  await timer.getByRole('button', { name: 'Tijd registreren' }).click();
  await expect(register).toBeVisible();
  if (await change.isVisible()) await change.click();
  await register.getByLabel('Zoek een klant').fill('De Vries');
  await settle(page, register.getByRole('button', { name: /De Vries Bakkerij B\.V\./ }));
  await register.getByRole('button', { name: /De Vries Bakkerij B\.V\./ }).click();
  await register.getByLabel('Omschrijving').fill(`${stamp} tweede timer`);
  await register.getByRole('button', { name: 'Registreren' }).click();
  await expect(register).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: `${stamp} tweede timer` })).toContainText('0:01');
  await expect(table.getByRole('row')).toHaveCount(3);
});

test('klantgebruikers zien alleen de uren van hun eigen klant en registreren daar hun eigen tijd', async ({
  page,
  request,
}) => {
  const staff = await createStaffAccount(request, 'De Vries');
  const stamp = `E2E-klant-${Date.now()}`;
  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);

  await page.goto('/v3/hours');
  await expect(page.getByRole('heading', { name: 'Uren', level: 1 })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filters' });
  // No colleague or customer filter for customer staff: they see their own customer only.
  await expect(filters.getByLabel('Medewerker')).toHaveCount(0);
  await expect(filters.getByLabel('Klant', { exact: true })).toHaveCount(0);
  await page.getByRole('group', { name: 'Periode' }).getByRole('button', { name: 'Alles' }).click();
  const table = page.getByRole('table', { name: 'Uren' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  for (const cell of await table.getByRole('row').locator('td:nth-child(3)').allTextContents()) {
    expect(['De Vries Bakkerij B.V.', 'Geen uren gevonden voor deze selectie.']).toContain(cell);
  }

  await page.getByRole('button', { name: 'Uren toevoegen' }).click();
  const form = page.getByRole('dialog', { name: 'Uren toevoegen' });
  await expect(form).toContainText('Klant: De Vries Bakkerij B.V.');
  await form.getByLabel('Minuten').fill('45');
  await form.getByLabel('Omschrijving').fill(`${stamp} meterstanden doorgegeven`);
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form).toBeHidden();
  await page.getByLabel('Zoeken in omschrijving').fill(stamp);
  const row = table.getByRole('row').filter({ hasText: stamp });
  await expect(row).toContainText(staff.name);
  await expect(row).toContainText('0:45');
  await expect(row).toContainText('De Vries Bakkerij B.V.');
  await page.screenshot({ path: `${SCREENS}/hours-staff.png`, fullPage: true });
});

test('de filters van de urenlijst staan in het adres: klant, periode en zoekterm overleven een herlaadbeurt', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/hours');
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Periode' }).getByRole('button', { name: 'Alles' }).click();
  await filters.getByRole('combobox', { name: 'Klant', exact: true }).fill('De Vries');
  await filters.getByRole('option', { name: /De Vries Bakkerij B\.V\./ }).click();
  await expect(page).toHaveURL(/[?&]customerId=\d+/);
  await filters.getByLabel('Zoeken in omschrijving').fill('timer');
  await expect(page).toHaveURL(/[?&]q=timer/);

  await page.reload();
  await expect(filters.getByRole('button', { name: 'Alles' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByLabel(/^Klant/)).toHaveValue('De Vries Bakkerij B.V.');
  await expect(filters.getByLabel('Zoeken in omschrijving')).toHaveValue('timer');
  const table = page.getByRole('table', { name: 'Uren' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  for (const cell of await table.getByRole('row').locator('td:nth-child(3)').allTextContents()) {
    expect(['De Vries Bakkerij B.V.', 'Geen uren gevonden voor deze selectie.']).toContain(cell);
  }

  await filters.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page).not.toHaveURL(/[?&](customerId|q)=/);
  await expect(filters.getByRole('combobox', { name: 'Klant', exact: true })).toHaveValue('');
});
