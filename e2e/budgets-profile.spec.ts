import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { signIn, switchCustomerByClick } from './support/ui.ts';

// Budgets (issue 27): the budget to date of gas follows the degree days of a normal year, electricity
// goes by days; the screen says per product which, as the API does.

const SCREENS = 'test-results/screens';

type Row = { product: 1 | 2; budget: unknown; budgetToDate: number | null; budgetProfile: string };

test('budgetten: budget tot nu van gas volgens graaddagen, elektriciteit naar rato van de dagen', async ({
  page,
  request,
}) => {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const customerId = await switchCustomerByClick(page, 'Rijnmond', 'Stichting Openbaar Onderwijs Rijnmond');
  const year = new Date().getUTCFullYear();
  await page.goto(`/v3/customers/${customerId}/budgets?year=${year}`);
  await expect(page.getByRole('heading', { name: 'Budgetten', level: 1 })).toBeVisible();
  const comparison = await apiGet<{ data: Row[] }>(
    request,
    token,
    `customers/${customerId}/budgets/comparison?year=${year}`,
  );
  const electricity = comparison.data.find((r) => r.product === 1);
  expect(electricity).toMatchObject({ budgetProfile: 'days' });
  const profiles = page.getByTestId('budget-profiles');
  await expect(profiles).toContainText('Elektriciteit: budget tot nu naar rato van de dagen.');
  // Gas follows the degree days when the table holds a complete normal year (demo or KNMI), else days.
  const gas = comparison.data.find((r) => r.product === 2 && r.budget !== null);
  if (gas) {
    await expect(profiles).toContainText(
      gas.budgetProfile === 'degree-days'
        ? 'Gas: budget tot nu volgens de graaddagen van een normaal jaar'
        : 'Gas: budget tot nu naar rato van de dagen, want de graaddagentabel heeft nog geen volledig jaar',
    );
  }
  await page.screenshot({ path: `${SCREENS}/budgets-profile.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(profiles).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/budgets-profile-phone.png`, fullPage: true });
});
