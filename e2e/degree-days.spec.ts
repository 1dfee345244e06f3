import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// Degree days (issue 16): an admin imports a KNMI daily-data file (one bad row is reported, the rest
// imported), reads the months of that year with their totals and the days of one month; customer staff
// with the EMS report read the same figures but cannot import.

const SCREENS = 'test-results/screens';

// January 2019: 1st TG 5.0 °C → 13.0 dd (× 1.1 = 14.30); 2nd −2.5 °C → 20.5 (22.55); 3rd blank (skipped).
// February: 1st 10.0 °C → 8.0 (8.80). April: 1st 20.0 °C → 0.
const KNMI = [
  '# BRON: KONINKLIJK NEDERLANDS METEOROLOGISCH INSTITUUT (KNMI)',
  '# YYYYMMDD  = Datum (YYYY=jaar MM=maand DD=dag) / Date (YYYY=year MM=month DD=day)',
  '# TG        = Etmaalgemiddelde temperatuur (in 0.1 graden Celsius) / Daily mean temperature in (0.1 degrees Celsius)',
  '# ',
  '# STN,YYYYMMDD,   TG,   TN,   TX',
  '# ',
  '  260,20190101,   50,   10,   80',
  '  260,20190102,  -25,  -60,   10',
  '  260,20190103,     ,  -40,   20',
  '  260,20190201,  100,   60,  140',
  '  260,20190401,  200,  120,  260',
  '',
].join('\n');

test('KNMI-daggegevens importeren en graaddagen per maand en per dag bekijken', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/degree-days?year=2019');
  await expect(page.getByRole('heading', { name: 'Graaddagen', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'KNMI-bestand importeren' }).click();
  const dialog = page.getByRole('dialog', { name: 'KNMI-daggegevens importeren' });
  await dialog.getByLabel('Bestand').setInputFiles({
    name: 'etmgeg_260.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(KNMI),
  });
  await dialog.getByRole('button', { name: 'Importeren' }).click();
  await expect(dialog.getByText('4 dagen geïmporteerd (station 260), 1 regel overgeslagen.')).toBeVisible();
  const skipped = dialog.getByRole('table', { name: 'Overgeslagen regels' });
  await expect(skipped.getByRole('row', { name: /9 TG Geen etmaalgemiddelde temperatuur/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/degree-days-import.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Klaar' }).click();

  // Months of 2019 with the year's total: 13.0 + 20.5 + 8.0 + 0 = 41.5; weighted 14.30 + 22.55 + 8.80 = 45.65.
  // Partial months and the months without data say so; the total says it covers 4 of 365 days (issue 32).
  const table = page.getByRole('table', { name: 'Graaddagen' });
  await expect(
    table.getByRole('row', { name: /januari 2019 \(onvolledig: 2 van 31 dagen\) 2 1,3 33,5 36,85/ }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: /februari 2019 \(onvolledig: 1 van 28 dagen\) 1 10,0 8,0 8,80/ }),
  ).toBeVisible();
  await expect(table.getByRole('row', { name: /maart 2019 \(geen gegevens\) 0/ })).toBeVisible();
  await expect(
    table.getByRole('row', { name: /april 2019 \(onvolledig: 1 van 30 dagen\) 1 20,0 0,0 0,00/ }),
  ).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Totaal \(onvolledig: 4 van 365 dagen\) 4 41,5 45,65/ }),
  ).toBeVisible();
  // Imported from a KNMI file: no demo banner for this year (issue 32)
  await expect(page.getByText('Demo-graaddagen')).toHaveCount(0);
  await expect(page.getByText(/demo-gegevens/)).toHaveCount(0);
  // The station is chosen from the stations with data, De Bilt by name.
  await expect(page.getByLabel('Weerstation')).toContainText(/260 De Bilt \(\d{2}\/\d{2}\/\d{4} – /);
  await page.screenshot({ path: `${SCREENS}/degree-days-months.png`, fullPage: true });

  // The days of January 2019.
  await page.getByLabel('Weergave').selectOption('day');
  await page.getByLabel('Maand').selectOption('1');
  await expect(page).toHaveURL(/view=day/);
  await expect(table.getByRole('row', { name: /01\/01\/2019 1 5,0 13,0 14,30/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /02\/01\/2019 1 [-−]2,5 20,5 22,55/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /03\/01\/2019 \(geen gegevens\)/ })).toBeVisible();
  await expect(
    table.getByRole('row', { name: /Totaal \(onvolledig: 2 van 31 dagen\) 2 33,5 36,85/ }),
  ).toBeVisible();

  // Per year: no total across years, but the mean of the complete years, if any; 2019 is partial.
  await page.getByLabel('Weergave').selectOption('year');
  await expect(table.getByRole('row', { name: /^2019 \(onvolledig: 4 van 365 dagen\) 4/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Totaal/ })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/v3/degree-days?year=2019');
  await expect(
    table.getByRole('row', { name: /Totaal \(onvolledig: 4 van 365 dagen\) 4 41,5 45,65/ }),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/degree-days-phone.png`, fullPage: true });
});

test('klantmedewerkers met energierapportage zien de graaddagen, maar importeren niet', async ({ page }) => {
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  await page.goto('/v3/degree-days?year=2019&view=year');
  await expect(page.getByRole('heading', { name: 'Graaddagen', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Graaddagen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'KNMI-bestand importeren' })).toHaveCount(0);
});
