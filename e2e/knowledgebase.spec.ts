import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiLogin } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { horizontalOverflow, signIn } from './support/ui.ts';

// Knowledge base (issue 11): the top-bar link, Dutch full-text search with marked snippets, categories,
// an article written in the TipTap editor (Titel, bold, a list, an uploaded image), an XSS attempt stored
// through the API that never executes, customer staff seeing only articles for customers, and a phone.

const SCREENS = 'test-results/screens';

const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function noHorizontalOverflow(page: Page) {
  const overflow = await horizontalOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('zoeken in de kennisbank en een artikel schrijven met de editor', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const editorLoaded = () => scripts.some((url) => /\/article-form-[\w-]+\.js$/.test(url));
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.getByTestId('top-bar-knowledgebase').click();
  await expect(page).toHaveURL(/\/v3\/knowledgebase$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kennisbank' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Artikelen' });
  await expect(table.getByRole('link', { name: 'Werkwijze jaarlijkse factuurcontrole' })).toBeVisible();

  // Dutch stemming: "aansluitingen" finds "aansluiting" and marks it in the snippet.
  await page.getByLabel('Zoeken').fill('aansluitingen teruggave');
  await expect(page).toHaveURL(/q=aansluitingen/);
  await expect(table.getByRole('link', { name: 'Teruggave energiebelasting aanvragen' })).toBeVisible();
  await expect(table.locator('mark').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/knowledgebase-search.png`, fullPage: true });
  await page.getByLabel('Zoeken').fill('');
  await page.getByRole('button', { name: /^Werkwijzen/ }).click();
  await expect(page).toHaveURL(/category=Werkwijzen/);
  await expect(table.getByRole('row')).toHaveCount(3);

  // A new article in the editor; the editor's chunk (TipTap) loads here, not before.
  expect(editorLoaded()).toBe(false);
  await page.getByRole('link', { name: 'Nieuw artikel' }).click();
  await expect(page).toHaveURL(/\/v3\/knowledgebase\/create$/);
  await expect(page.getByTestId('rich-text-editor')).toBeVisible();
  expect(editorLoaded()).toBe(true);
  const title = `Slimme meter uitlezen ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'Titel' }).fill(title);
  await page.getByLabel('Categorie').fill('Aansluitingen');
  await page.getByLabel('Zichtbaar voor').selectOption('customers');
  const editor = page.getByTestId('rich-text-editor');
  expect((await editor.boundingBox())?.height).toBeGreaterThanOrEqual(250);
  await editor.click();
  await page.getByLabel('Opmaak van de alinea').selectOption('title');
  await page.keyboard.type('Zo werkt het');
  await page.keyboard.press('Enter');
  await page.getByLabel('Opmaak van de alinea').selectOption('paragraph');
  await page.getByRole('button', { name: 'Vet' }).click();
  await page.keyboard.type('Belangrijk:');
  await page.getByRole('button', { name: 'Vet' }).click();
  await page.keyboard.type(' de P1-poort geeft elke seconde de stand.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Opsomming' }).click();
  await page.keyboard.type('Kabel aansluiten');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Stand aflezen');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page
    .getByTestId('editor-image-input')
    .setInputFiles({ name: 'poort.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.locator('img')).toHaveAttribute('src', /^\/api\/v3\/knowledgebase-images\//);
  await page.screenshot({ path: `${SCREENS}/knowledgebase-editor.png`, fullPage: true });
  await page.getByRole('button', { name: 'Artikel opslaan' }).click();

  await expect(page).toHaveURL(/\/v3\/knowledgebase\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = page.getByTestId('article-body');
  await expect(body.getByRole('heading', { level: 2, name: 'Zo werkt het' })).toBeVisible();
  await expect(body.locator('strong')).toHaveText('Belangrijk:');
  await expect(body.getByRole('listitem')).toHaveText(['Kabel aansluiten', 'Stand aflezen']);
  await expect(body.locator('img')).toBeVisible();
  expect(
    await body.locator('img').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
  ).toBe(1);

  // Edit: an attachment.
  await page.getByRole('link', { name: 'Bewerken' }).click();
  await page.getByTestId('attachment-input').setInputFiles({
    name: 'handleiding.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Stap 1: kabel in de P1-poort.'),
  });
  await expect(page.getByRole('link', { name: 'handleiding.txt' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar het artikel' }).click();
  await expect(page.getByRole('link', { name: 'handleiding.txt' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/knowledgebase-article.png`, fullPage: true });
});

test('een opgeslagen XSS-poging wordt nooit uitgevoerd', async ({ page, request }) => {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const response = await request.post('/api/v3/knowledgebase', {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data: {
      title: 'XSS-poging',
      category: 'Beveiliging',
      visibility: 'customers',
      body:
        '<p>Kijk <img src="x" onerror="window.__xss = 1"> en ' +
        '<a href="javascript:window.__xss = 2">klik hier</a> of <a href="https://example.org" onclick="window.__xss = 3">daar</a>.</p>' +
        '<script>window.__xss = 4</script><svg onload="window.__xss = 5"></svg><iframe src="javascript:parent.__xss = 6"></iframe>',
    },
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { data: { id: number } }).data.id;

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  await page.goto(`/v3/knowledgebase/${id}`);
  const body = page.getByTestId('article-body');
  await expect(body).toContainText('Kijk');
  await expect(body.locator('img, script, svg, iframe, [onerror], [onclick], [onload]')).toHaveCount(0);
  const link = body.getByText('klik hier');
  await expect(link).not.toHaveAttribute('href', /.+/);
  await link.click();
  await body.getByRole('link', { name: 'daar' }).evaluate((a) => a.removeAttribute('target'));
  expect(await page.evaluate(() => (globalThis as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await page.screenshot({ path: `${SCREENS}/knowledgebase-xss.png`, fullPage: true });
});

test('klantmedewerkers zien alleen artikelen voor klanten, ook op een telefoon', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ACCOUNTS.customer, PASSWORD);
  await page.goto('/v3/knowledgebase');
  const table = page.getByRole('table', { name: 'Artikelen' });
  await expect(table.getByRole('link', { name: 'Teruggave energiebelasting aanvragen' })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Werkwijze jaarlijkse factuurcontrole' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nieuw artikel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Werkwijzen/ })).toHaveCount(0);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SCREENS}/phone-knowledgebase.png`, fullPage: true });
  await table.getByRole('link', { name: 'Teruggave energiebelasting aanvragen' }).click();
  await expect(page.getByTestId('article-body').getByRole('heading', { level: 2 })).toHaveText(
    'Wanneer heb je recht op teruggave?',
  );
  await expect(page.getByRole('link', { name: 'Bewerken' })).toHaveCount(0);
  await noHorizontalOverflow(page);
  await page.screenshot({ path: `${SCREENS}/phone-knowledgebase-article.png`, fullPage: true });
  await page.goto('/v3/knowledgebase/create');
  await expect(page).toHaveURL(/\/v3\/forbidden/);
});
