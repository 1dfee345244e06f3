import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { navigateInApp, pageWidth, signIn } from './support/ui.ts';

// Issue 32: /v3/taxes → Geldvinder → "Teruggaafverzoek starten" → Opslaan answered 422 "De gemeten volumes
// per jaar tellen niet op tot het volume." for the multi-year requests of the demo customers. Every complex
// the finder lists now saves, with the finder's volumes per year, at the finder's amount.

const SCREENS = 'test-results/screens';

test('elk verzoek uit de geldvinder slaat op, tegen het bedrag van de geldvinder', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD, '/v3/taxes?tab=finder');
  const gains = page.getByTestId('complex-gain');
  await expect(gains.first()).toContainText('€');
  const count = await gains.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    // Back to the finder inside the app (a page load per complex booted the whole app each time).
    if (index > 0) await navigateInApp(page, '/v3/taxes?tab=finder');
    const card = page
      .getByRole('region')
      .filter({ has: page.getByTestId('complex-gain') })
      .nth(index);
    const gain = (await card.getByTestId('complex-gain').textContent())?.trim() ?? '';
    await card.getByRole('link', { name: 'Teruggaafverzoek starten' }).click();
    await expect(page.getByRole('heading', { name: 'Nieuw teruggaafverzoek', level: 1 })).toBeVisible();
    // The finder's volumes per year come along (more than one year: the case that failed).
    const years = page.getByTestId('tax-request-years').first();
    await expect(years.getByRole('textbox', { name: /^Verbruik 20\d\d/ }).nth(1)).toBeVisible();
    if (index === 0) {
      await page.screenshot({ path: `${SCREENS}/tax-request-from-finder.png`, fullPage: true });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(years).toBeVisible();
      // The layout switches after the resize: wait for it rather than reading the width once.
      await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `${SCREENS}/tax-request-from-finder-phone.png`, fullPage: true });
      await page.setViewportSize({ width: 1366, height: 900 });
    }
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/tax-requests$/.test(new URL(r.url()).pathname),
    );
    await page.getByRole('button', { name: 'Opslaan' }).click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(201);
    await expect(page.getByText('De gemeten volumes per jaar tellen niet op')).toHaveCount(0);
    // The saved amount is the one the finder showed (a gain; a complex that costs shows no amount).
    if (gain.startsWith('€')) await expect(page.getByTestId('tax-request-amount')).toHaveText(gain);
  }
});
