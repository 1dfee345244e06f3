import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { settled } from './support/settle.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { expectNoSideways, signIn } from './support/ui.ts';

// The customer workspace, a form and the hours list on a phone (390×844): every tab opens and fits the
// screen (tables scroll inside their card, never the page), a contact is added with a field error,
// edited and removed again, and the hours filters stack and survive a reload.

const SCREENS = 'test-results/screens';

/** Every element of the main area ends inside the screen, except inside a horizontal scroller. */
async function expectInsideScreen(page: Page, selector: string) {
  const outside = await page.evaluate(`(() => {
    const isScroller = (node) => {
      for (let el = node.parentElement; el; el = el.parentElement) {
        const overflow = getComputedStyle(el).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    return [...document.querySelectorAll(${JSON.stringify(selector)})]
      .filter((el) => !isScroller(el))
      .filter((el) => { const box = el.getBoundingClientRect(); return box.width > 0 && box.right > 391; })
      .map((el) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40));
  })()`);
  expect(outside).toEqual([]);
}

const TABS: [string, RegExp][] = [
  ['Acties', /\/actions$/],
  ['Aansluitingen', /\/connections$/],
  ['Entiteiten', /\/entities$/],
  ['Contactpersonen', /\/contacts$/],
  ['Bibliotheek', /\/library$/],
  ['Uren', /\/hours$/],
  ['Diensten', /\/services$/],
  ['Overzicht', /\/customers\/\d+$/],
];

test('op een telefoon: alle tabbladen van de klantomgeving passen op het scherm', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/customers');
  const customers = page.getByRole('table', { name: 'Klanten' });
  await customers.getByRole('button', { name: 'De Vries Bakkerij B.V.' }).click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+$/);

  const tabs = page.getByRole('tablist', { name: 'Klantomgeving' });
  for (const [name, url] of TABS) {
    await tabs.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(url);
    await expect(tabs.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await settled(page);
    await expectNoSideways(page);
    await expectInsideScreen(page, 'main button, main input, main select, main textarea, main h1, main h2');
    await page.screenshot({ path: `${SCREENS}/phone-tab-${name.toLowerCase()}.png`, fullPage: true });
  }
});

test('op een telefoon: een contactpersoon toevoegen, bewerken en verwijderen', async ({ page }) => {
  const last = `Telefoon ${Date.now()}`;
  const name = `Iris ${last}`;
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/customers');
  await page
    .getByRole('table', { name: 'Klanten' })
    .getByRole('button', { name: 'De Vries Bakkerij B.V.' })
    .click();
  await page
    .getByRole('tablist', { name: 'Klantomgeving' })
    .getByRole('tab', { name: /^Contactpersonen/ })
    .click();
  await expect(page).toHaveURL(/\/contacts$/);

  await page.getByRole('link', { name: 'Nieuwe contactpersoon' }).click();
  await page.getByLabel('Voornaam').fill('Iris');
  await page.getByLabel('Achternaam').fill(last);
  await page.getByLabel('E-mailadres').fill('iris@');
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveAccessibleDescription('Vul een geldig e-mailadres in.');
  await expectNoSideways(page);
  await expectInsideScreen(page, 'main input, main select, main textarea, main button');
  await page.screenshot({ path: `${SCREENS}/phone-contact-errors.png`, fullPage: true });
  await page.getByLabel('E-mailadres').fill('iris@devries-bakkerij.nl');
  await page.getByRole('button', { name: 'Contactpersoon toevoegen' }).click();
  await expect(page.getByText(`${name} is toegevoegd.`)).toBeVisible();

  const card = page.getByRole('region', { name });
  await card.getByRole('link', { name: `Bewerken: ${name}` }).click();
  await expect(page.getByLabel('Voornaam')).toHaveValue('Iris');
  await page.getByLabel('Functie').fill('Inkoper');
  // The dirty bar with its buttons stays on the screen.
  const dirty = page.getByRole('region', { name: 'Niet-opgeslagen wijzigingen' });
  await expect(dirty).toBeInViewport();
  await expectNoSideways(page);
  await page.screenshot({ path: `${SCREENS}/phone-contact-edit.png` });
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expectToast(page, 'De contactpersoon is opgeslagen.');

  await expect(card).toContainText('Inkoper');
  await card.getByRole('button', { name: `Verwijderen: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Contactpersoon verwijderen' });
  await expect(dialog).toBeInViewport();
  await dialog.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText(`${name} is verwijderd.`)).toBeVisible();
});

test('op een telefoon: de urenlijst met filters die een herlaadbeurt overleven', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/hours');
  await expect(page.getByRole('heading', { name: 'Uren', level: 1 })).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Periode' }).getByRole('button', { name: 'Alles' }).click();
  await expect(page).toHaveURL(/[?&]from=all/);
  await filters.getByLabel('Bron').selectOption('timer');
  await expect(page).toHaveURL(/[?&]source=timer/);
  await expect(page.getByRole('table', { name: 'Uren' })).toBeVisible();
  await settled(page);
  await expectNoSideways(page);
  await expectInsideScreen(page, 'main input, main select, main button, main h1');
  await page.screenshot({ path: `${SCREENS}/phone-hours.png`, fullPage: true });

  await page.reload();
  await expect(filters.getByRole('button', { name: 'Alles' })).toHaveAttribute('aria-pressed', 'true');
  await expect(filters.getByLabel('Bron')).toHaveValue('timer');
  await filters.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(page).not.toHaveURL(/[?&]source=/);
});
