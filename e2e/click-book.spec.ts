import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn, switchCustomerByClick } from './support/ui.ts';

// The click book of an individual click agreement (issue 32): Westland's demo click agreement
// DEMO-WLG-E-01 (2026–2028, no clicks in the demo) gets a click Cal-28 of 10 % at € 77,50/MWh; its
// position for 2028 reads 10,0 % at € 77,50/MWh and the purchase overview's position follows; a second
// click that takes a month over 100 % is refused with the months named; the click is deleted at the end
// (the demo database is shared by the journeys of a worker).

const SCREENS = 'test-results/screens';

test('klikboek: klik op een eigen klikcontract, positie en gewogen prijs volgen, te veel geweigerd', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Westland', 'Kwekerij Westland Glas B.V.');
  await page.goto(`/v3/customers/${customerId}/purchase?year=2026`);
  const book = page.getByRole('region', { name: 'Klikboek' });
  await expect(book.getByLabel('Klikcontract')).toContainText('DEMO-WLG-E-01');
  const position = book.getByRole('table', { name: 'Klikpositie van het contract per leverjaar' });
  const year2028 = position.getByRole('row').filter({ hasText: /^2028/ });
  await expect(year2028).toBeVisible();

  await book.getByLabel('Leveringsperiode').fill('Cal-28');
  await book.getByLabel('Aandeel (%)').fill('10');
  await book.getByLabel('Prijs (€/MWh)').fill('77,50');
  await book.getByRole('button', { name: 'Klik vastleggen' }).click();
  await expect(page.getByText('De klik Cal-28 is vastgelegd.')).toBeVisible();
  const clicks = book.getByRole('table', { name: 'Klikken van het contract' });
  const row = clicks.getByRole('row').filter({ hasText: 'Cal-28' }).filter({ hasText: '€ 77,50/MWh' });
  await expect(row).toHaveCount(1);
  await expect(year2028).toContainText('10,0%');
  await expect(year2028).toContainText('€ 77,50/MWh');
  // The overview's click position of the agreement follows.
  const overview = page.getByRole('table', { name: 'Klikpositie' });
  await expect(
    overview.getByRole('row').filter({ hasText: 'DEMO-WLG-E-01' }).filter({ hasText: '2028' }),
  ).toContainText('€ 77,50/MWh');

  // 95 % more in 2028 would be 105 %: refused, the months named.
  await book.getByLabel('Leveringsperiode').fill('Cal-28');
  await book.getByLabel('Aandeel (%)').fill('95');
  await book.getByLabel('Prijs (€/MWh)').fill('80');
  await book.getByRole('button', { name: 'Klik vastleggen' }).click();
  await expect(book.getByText(/^Met deze klik wordt meer dan 100 % ingekocht in januari 2028/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/click-book.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(book.getByRole('heading', { name: 'Klik toevoegen' })).toBeVisible();
  const width = await page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/click-book-phone.png`, fullPage: true });

  await row.getByRole('button', { name: /^Klik Cal-28 van .* verwijderen$/ }).click();
  await page
    .getByRole('dialog', { name: 'Klik verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(page.getByText('De klik is verwijderd.')).toBeVisible();
  await expect(row).toHaveCount(0);
});
