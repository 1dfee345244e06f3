import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';
import { pauseClockSoon } from './support/clock.ts';

// The drawer customer switcher (spec §2, §7): debounced search, keyboard choice, new customer context.

const SCREENS = 'test-results/screens';

test('klant wisselen via zoeken: resultaten pas na het typen, kiezen met het toetsenbord', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v3/customers/search')) searches.push(request.url());
  });

  const input = page.getByRole('combobox', { name: 'Klant wisselen' });
  const results = page.getByRole('listbox', { name: 'Gevonden klanten' });
  // The page's clock stands still while typing, so the 500 ms debounce cannot fire however slowly a busy
  // machine delivers the keys (real time between keys and the checks made this journey flaky); then the
  // clock runs the debounce's 500 ms and flows on.
  await pauseClockSoon(page);
  await input.pressSequentially('Hotel', { delay: 50 });
  expect(searches, 'no search while typing').toEqual([]);
  await expect(results).toBeHidden();
  await page.clock.runFor(500);
  await page.clock.resume();

  await expect(results.getByRole('option').first()).toBeVisible();
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0] ?? '').searchParams.get('q')).toBe('Hotel');
  await expect(results.getByRole('option', { name: /Hotel De Gouden Leeuw B\.V\./ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/customer-switcher-results.png` });

  await input.press('ArrowDown');
  const first = results.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  const name = (await first.locator('span span').first().textContent()) ?? '';
  const select = page.waitForResponse((response) => response.url().includes('/api/v3/auth/select-customer/'));
  await input.press('Enter');
  expect((await select).status()).toBe(200);
  await expect(page.locator('#main').getByText(`Je werkt nu voor ${name}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Meldingen' })).toContainText(`Je werkt nu voor ${name}`);
  await expect(page.getByRole('banner').getByText(name)).toBeVisible();
  await expect(input).toHaveValue('');
  await page.screenshot({ path: `${SCREENS}/customer-switched.png` });

  // A customer number searches with numeric=1; Escape closes the list.
  await input.fill('1');
  await expect
    .poll(() => searches.some((url) => new URL(url).searchParams.get('numeric') === '1'))
    .toBe(true);
  await expect(results).toBeVisible();
  await input.press('Escape');
  await expect(results).toBeHidden();
});

test('ambassadeurs krijgen een kroon in de zoekresultaten', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const input = page.getByRole('combobox', { name: 'Klant wisselen' });
  await input.fill('Westland');
  const option = page.getByRole('option', { name: /Kwekerij Westland Glas B\.V\./ });
  await expect(option).toBeVisible();
  await expect(option.getByRole('img', { name: 'Ambassadeur' })).toBeVisible();
});
