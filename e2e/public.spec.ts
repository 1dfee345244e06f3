import { expect, test } from './support/test.ts';

test('/collectief legt collectief inkopen uit, zonder in te loggen', async ({ page }) => {
  await page.goto('/collectief');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Samen energie inkopen, op het juiste moment',
  );
  await expect(page.getByRole('heading', { name: 'Hoe het werkt' })).toBeVisible();
  await expect(page.getByRole('table', { name: /vijf klikken/ })).toBeVisible();
  await page.getByText('Wat is een klik precies?').click();
  await expect(page.getByText(/vastzetten van een deel van het totale volume/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/collectief.png', fullPage: true });

  await page.getByRole('link', { name: 'Inloggen', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('een onbekend adres toont een nette melding', async ({ page }) => {
  await page.goto('/bestaat-niet');
  await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
});
