import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiCustomerId, apiLogin } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// /v3/control/services (issue 30, Control): the service definitions with the modules they grant; a full
// admin sets a price per year and a description (a Dutch 422 for a bad amount), the customer's Diensten
// tab shows them, and the screen fits a 390 px phone.

const SCREENS = 'test-results/screens';
const CUSTOMER = 'Kwekerij Westland Glas B.V.';

test('instellingen diensten: prijs en omschrijving, 422 in het Nederlands, zichtbaar bij de klant', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const customerId = await apiCustomerId(request, token, 'Westland', CUSTOMER);
  await signIn(page, ACCOUNTS.admin, PASSWORD);

  await page.goto('/v3/control/services');
  await expect(page.getByRole('heading', { name: 'Instellingen diensten' })).toBeVisible();
  const monitoring = page.getByTestId('service-definition-monitoring');
  await expect(monitoring).toContainText('Modules: Energiemonitoring');
  const row = page.getByTestId('service-definition-contract-management');
  await expect(row).toContainText('Modules: Geen module');

  await row.getByRole('button', { name: 'Contractbeheer bewerken' }).click();
  const price = row.getByLabel('Prijs per jaar (excl. btw)');
  await price.fill('twaalfhonderd');
  await row.getByRole('button', { name: 'Opslaan' }).click();
  await expect(row.getByText('Vul een bedrag in euro in, bijvoorbeeld 1.250,00.')).toBeVisible();

  const description = 'Contractbeheer: opzegtermijnen bewaken en verlengingen voorbereiden.';
  await price.fill('1.250,5');
  await row.getByLabel('Omschrijving').fill(description);
  await row.getByRole('button', { name: 'Opslaan' }).click();
  await expect(row).toContainText('€ 1.250,50 per jaar');
  await expect(row).toContainText(description);
  await page.screenshot({ path: `${SCREENS}/service-definitions.png`, fullPage: true });

  // Stored: a reload shows the same, and the customer's Diensten tab shows price and description.
  await page.reload();
  await expect(page.getByTestId('service-definition-contract-management')).toContainText(
    '€ 1.250,50 per jaar',
  );
  await page.goto(`/v3/customers/${customerId}/services`);
  await expect(page.getByRole('heading', { name: 'Diensten', level: 1 })).toBeVisible();
  await expect(page.getByText('Zonder module · € 1.250,50 per jaar')).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/v3/control/services');
  await expect(page.getByTestId('service-definition-contract-management')).toContainText(
    '€ 1.250,50 per jaar',
  );
  const width = await page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
      .document.documentElement;
    return root.scrollWidth;
  });
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/service-definitions-phone.png`, fullPage: true });
});
