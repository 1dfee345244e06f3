import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { selectedCustomerId } from './support/api.ts';
import { settled } from './support/settle.ts';
import { expect, test } from './support/test.ts';
import { expectNoSideways, requireToken, signIn } from './support/ui.ts';

// Mutations on a phone (390×844): the list and a mutation with its status history fit the screen; the
// tables scroll inside their card, never the page.

const SCREENS = 'test-results/screens';

test('op een telefoon: de mutaties van een klant en een mutatie met statusgeschiedenis', async ({ page }) => {
  await signIn(page, ACCOUNTS.spare, PASSWORD);
  const token = await requireToken(page);
  await page.goto(`/v3/customers/${await selectedCustomerId(page.request, token)}`);
  // Mutaties sits under the workspace tab Contracten, in its second row of tabs.
  await page.getByRole('tablist', { name: 'Klantomgeving' }).getByRole('tab', { name: 'Contracten' }).click();
  await page.getByRole('tablist', { name: 'Contracten' }).getByRole('tab', { name: 'Mutaties' }).click();
  await expect(page.getByRole('heading', { name: 'Mutaties', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Mutaties' });
  // The six demo mutations (and any a desktop journey on this server added).
  await expect(table.getByRole('row').nth(6)).toBeVisible();
  await settled(page);
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/phone-mutations.png`, fullPage: true });

  // An executed supplier switch: concept, ingediend, bevestigd, uitgevoerd.
  await table
    .getByRole('row')
    .filter({ hasText: 'Leverancierswissel' })
    .filter({ hasText: 'Uitgevoerd' })
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Statusgeschiedenis' }).getByRole('row')).toHaveCount(5);
  await settled(page);
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/phone-mutation.png`, fullPage: true });
});
