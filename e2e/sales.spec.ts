import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { signIn } from './support/ui.ts';

// Sales (issue 11): the demo deals on the board with the weighted pipeline, a new prospect deal moved a
// stage with the keyboard (space, arrow, space), dragged with the mouse to Offerte, then by keyboard to
// Gewonnen (customer and contract action follow); the list with a URL filter and totals.

const SCREENS = 'test-results/screens';
const TITLE = `Warmtenet ${Date.now() % 100000}`;

test('deals op het bord bekijken, toevoegen, verplaatsen met toetsenbord en muis, en winnen', async ({
  page,
}) => {
  // A long journey (five moves, two saves): more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/sales');
  await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stage-lead')).toContainText('Levering elektriciteit 2027');
  await expect(page.getByTestId('stage-verloren')).toContainText('Hotel Zeezicht');
  await expect(page.getByTestId('weighted-pipeline')).toContainText('€');
  await page.screenshot({ path: `${SCREENS}/sales-board.png`, fullPage: true });

  await page.getByRole('link', { name: 'Deal toevoegen' }).click();
  await page.getByLabel('Omschrijving').fill(TITLE);
  await page.getByLabel('Bedrijfsnaam').fill('Tuinbouw Lansingerland');
  await page.getByLabel('Naam contactpersoon').fill('Sanne Vermeer');
  await page.getByLabel('Jaarvolume gas (m³)').fill('250.000');
  await page.getByLabel('Verwachte waarde per jaar (€)').fill('12.000,00');
  await page.screenshot({ path: `${SCREENS}/sales-create.png`, fullPage: true });
  await page.getByRole('button', { name: 'Deal toevoegen' }).click();
  await expect(page.getByText(`Deal ${TITLE} is toegevoegd.`)).toBeVisible();
  await expect(page).toHaveURL(/\/v3\/sales$/);

  const card = page.getByRole('button', { name: new RegExp(`^${TITLE}`) });
  await expect(
    page.getByTestId('stage-lead').getByRole('button', { name: new RegExp(`^${TITLE}`) }),
  ).toBeVisible();
  // Keyboard: pick up, one column to the right, put down.
  await card.focus();
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await keysListening(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Deal ${TITLE} boven Gekwalificeerd.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expectToast(page, 'De deal staat nu in Gekwalificeerd.');
  await expect(page.getByTestId('stage-gekwalificeerd')).toContainText(TITLE);

  // Mouse: drag to Offerte by the card's title (issue 31); the drop does not open the deal.
  const from = await card.getByRole('link').first().boundingBox();
  const to = await page.getByTestId('stage-offerte').boundingBox();
  await page.mouse.move(from!.x + 10, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + 30, from!.y + 20, { steps: 5 });
  await page.mouse.move(to!.x + 40, to!.y + 60, { steps: 15 });
  await page.mouse.up();
  await expectToast(page, 'De deal staat nu in Offerte.');
  await expect(page).toHaveURL(/\/v3\/sales(\?.*)?$/);
  await expect(page.getByTestId('stage-offerte')).toContainText(TITLE);

  // Keyboard again, two columns on to Gewonnen (off screen to the right): confirm.
  await card.focus();
  await page.keyboard.press('Space');
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await keysListening(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Deal ${TITLE} boven Onderhandeling.`)).toBeAttached();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`Deal ${TITLE} boven Gewonnen.`)).toBeAttached();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Deal gewonnen' });
  await expect(dialog).toContainText('Tuinbouw Lansingerland wordt als klant aangemaakt');
  await dialog.getByRole('button', { name: 'Markeren als gewonnen' }).click();
  // Winning creates the customer and its first action before the answer (and the toast) comes: in the full
  // run at load ~23 that took longer than the default 10 s twice (29-11-2026), alone it takes ~1 s.
  await expect(page.getByText('De deal staat nu in Gewonnen.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('stage-gewonnen')).toContainText(TITLE);

  await page.getByRole('link', { name: `Deal ${TITLE} openen` }).click();
  await expect(page.getByRole('heading', { name: `${TITLE} · Tuinbouw Lansingerland` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Actie contract inrichten' })).toBeVisible();
  await expect(page.getByLabel('Fase')).toBeDisabled();

  await page.goto('/v3/sales');
  await page.getByRole('tab', { name: 'Lijst' }).click();
  await expect(page).toHaveURL(/view=lijst/);
  await page.getByLabel('Fase').selectOption({ label: 'Gewonnen' });
  await expect(page).toHaveURL(/stage=gewonnen/);
  const table = page.getByRole('table', { name: 'Deals' });
  await expect(table.getByRole('row', { name: new RegExp(TITLE) })).toContainText('€ 12.000,00');
  await expect(page.getByTestId('deal-totals')).toContainText('Totaal 2 deals');
  await page.screenshot({ path: `${SCREENS}/sales-list.png`, fullPage: true });
});

test('een verloren deal vraagt om een reden', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/sales/create');
  await page.getByLabel('Omschrijving').fill(`${TITLE} verloren`);
  await page.getByLabel('Bedrijfsnaam').fill('Bakkerij Test');
  await page.getByLabel('Fase').selectOption({ label: 'Verloren' });
  await page.getByRole('button', { name: 'Deal toevoegen' }).click();
  await expect(page.getByText('Vul de reden in waarom de deal verloren is.', { exact: true })).toBeVisible();
  await page.getByLabel('Reden verloren').fill('Budget bevroren');
  await page.getByRole('button', { name: 'Deal toevoegen' }).click();
  await expect(page.getByText(`Deal ${TITLE} verloren is toegevoegd.`)).toBeVisible();
  await expect(page.getByTestId('stage-verloren')).toContainText(`${TITLE} verloren`);
});

/**
 * dnd-kit's keyboard sensor starts listening for arrow keys in a task it queues when a card is picked
 * up (a setTimeout in KeyboardSensor.attach); an arrow pressed before that task ran is lost. A task queued
 * now runs after it, so when it has run the sensor listens.
 */
async function keysListening(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
