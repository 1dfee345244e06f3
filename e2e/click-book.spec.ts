import { formatDate } from '@energiek/contracts/format';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, localToday } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { pageWidth, requireToken, signIn, switchCustomerByClick } from './support/ui.ts';

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
  const clicks = book.getByRole('table', { name: 'Klikken van het contract' });
  const row = clicks.getByRole('row').filter({ hasText: 'Cal-28' }).filter({ hasText: '€ 77,50/MWh' });
  // A failed first try leaves its click behind: the retry starts from the demo's own clicks.
  for (let left = await row.count(); left > 0; left--) {
    await row
      .first()
      .getByRole('button', { name: /^Klik Cal-28 van .* verwijderen$/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Klik verwijderen' })
      .getByRole('button', { name: 'Verwijderen' })
      .click();
    await expect(row).toHaveCount(left - 1);
  }

  // Klikdatum is the app's Dutch date field (DD/MM/YYYY, today), not the browser's mm/dd/yyyy.
  const clickDate = book.getByLabel('Klikdatum');
  await expect(clickDate).toHaveAttribute('type', 'text');
  await expect(clickDate).toHaveValue(formatDate(localToday()));
  await clickDate.fill('2/11/2026');
  await book.getByLabel('Leveringsperiode').fill('Cal-28');
  await book.getByLabel('Aandeel (%)').fill('10');
  await book.getByLabel('Prijs (€/MWh)').fill('77,50');
  await book.getByRole('button', { name: 'Klik vastleggen' }).click();
  await expectToast(page, 'De klik Cal-28 is vastgelegd.');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('02/11/2026');
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
  // The shell switches to its phone layout after the resize event: wait for the page to settle.
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/click-book-phone.png`, fullPage: true });

  await row.getByRole('button', { name: /^Klik Cal-28 van .* verwijderen$/ }).click();
  await page
    .getByRole('dialog', { name: 'Klik verwijderen' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expectToast(page, 'De klik is verwijderd.');
  await expect(row).toHaveCount(0);
});

test('deelnemer ziet zijn collectief: klikpositie en tijdlijn bij Inkoop van de deelnemer', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const token = await requireToken(page);
  // A participant of the demo collective with the purchase module (six demo customers take part).
  const participants = await apiGet<{ data: { customerId: number; customerName: string; ean: string }[] }>(
    page.request,
    token,
    'collective/participants?limit=100',
  );
  const participant = participants.data.find((p) =>
    ['De Vries Bakkerij B.V.', 'Kwekerij Westland Glas B.V.'].includes(p.customerName),
  );
  if (!participant) throw new Error('the demo collective has no participants');
  await page.goto(`/v3/customers/${participant.customerId}/purchase?year=2027`);
  await expect(page.getByRole('heading', { name: 'Inkoop', level: 1 })).toBeVisible();
  // Cal-27 20 + 20 + 15 % and Q1-27 10 % (90 of 365 days): 55 + 10 × 90 / 365 = 57,5 % of 2027.
  const row = page
    .getByRole('table', { name: 'Klikpositie' })
    .getByRole('row')
    .filter({ hasText: 'Collectief MKB Stroom 2027–2028 (demo)' })
    .filter({ has: page.getByRole('cell', { name: '2027', exact: true }) });
  await expect(row).toContainText('57,5%');
  // The participant's connection has the collective on its timeline.
  await expect(
    page
      .getByRole('region', { name: 'Contracten per aansluiting' })
      .getByText(/Collectief MKB Stroom/)
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/participant-purchase.png`, fullPage: true });
});
