import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiCustomerId, apiGet, apiLogin } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// Lost edits (issue 33): two admins edit one customer. Bram starts typing, Anna saves first; Bram's save,
// based on the older read, is refused (409): his typing stays, the form says someone else saved and offers
// the newest version, after which his save goes through and Anna's change is kept.

const SCREENS = 'test-results/screens';

test('een wijziging op een verouderde versie wordt geweigerd; de nieuwste versie laden en opnieuw opslaan', async ({
  browser,
  page,
  request,
}) => {
  test.slow(); // two signed-in browsers
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const customerId = await apiCustomerId(request, token, 'De Vries', 'De Vries Bakkerij B.V.');
  const stamp = String(Date.now()).slice(-6);
  const edit = `/v3/customers/${customerId}/edit`;
  const phone = `030 ${stamp.slice(0, 3)} ${stamp.slice(3)}0`;
  const digits = (value: string | null) => (value ?? '').replace(/\D/g, '');

  const contextB = await browser.newContext();
  const bram = await contextB.newPage();
  await signIn(bram, ACCOUNTS.admin, PASSWORD);
  await bram.goto(edit);
  await expect(bram.getByLabel('KvK-nummer')).not.toHaveValue('');
  await bram.getByLabel('Website').fill(`https://bram-${stamp}.example`);

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto(edit);
  await expect(page.getByLabel('KvK-nummer')).not.toHaveValue('');
  await page.getByLabel('Telefoonnummer').fill(phone);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Succes!')).toBeVisible();

  await bram.getByRole('button', { name: 'Opslaan', exact: true }).click();
  const stale = bram.getByRole('status').filter({ hasText: 'Intussen gewijzigd' });
  await expect(stale).toContainText('Iemand anders heeft dit intussen gewijzigd.');
  await expect(bram.getByLabel('Website')).toHaveValue(`https://bram-${stamp}.example`);
  await bram.screenshot({ path: `${SCREENS}/stale-edit.png`, fullPage: true });
  const stored = await apiGet<{ data: { details: { website: string | null; phoneNumber: string | null } } }>(
    request,
    token,
    `customers/${customerId}?with=details`,
  );
  expect(stored.data.details.website).not.toBe(`https://bram-${stamp}.example`);
  expect(digits(stored.data.details.phoneNumber)).toBe(digits(phone));

  await stale.getByRole('button', { name: 'Nieuwste versie laden' }).click();
  await expect(bram.getByLabel('Telefoonnummer')).toHaveValue(stored.data.details.phoneNumber ?? '');
  await expect(stale).toBeHidden();
  await bram.getByLabel('Website').fill(`https://bram-${stamp}.example`);
  await bram.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(bram.getByText('Succes!')).toBeVisible();
  const both = await apiGet<{ data: { details: { website: string | null; phoneNumber: string | null } } }>(
    request,
    token,
    `customers/${customerId}?with=details`,
  );
  expect(both.data.details.website).toBe(`https://bram-${stamp}.example`);
  expect(digits(both.data.details.phoneNumber)).toBe(digits(phone));
  await contextB.close();
});
