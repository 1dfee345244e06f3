import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// axe-core scans of the sign-in page and the shell: no serious or critical violations (WCAG 2.1 A/AA).

type Finding = { id: string; impact: string | null | undefined; help: string; targets: string[] };

async function seriousViolations(page: Page): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  // A scan that checked nothing would pass vacuously.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('de inlogpagina heeft geen ernstige toegankelijkheidsproblemen', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('de shell van een beheerder met het megamenu open heeft geen ernstige problemen', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Megamenu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('de shell van een klantgebruiker heeft geen ernstige problemen', async ({ page }) => {
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  await expect(page.getByTestId('selected-customer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
