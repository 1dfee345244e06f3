import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { deliverToInbox } from './support/inbox.ts';
import { expect, test } from './support/test.ts';
import { signIn } from './support/ui.ts';

// Issue 28: an invoice that arrives as an attachment in the support inbox becomes an invoice of the
// conversation's customer ("Als factuur importeren"), and opens as that customer's invoice.

const SCREENS = 'test-results/screens';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\nxref\n0 4\n0000000000 65535 f \n' +
    'trailer<</Size 4/Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
);

test('een factuur als bijlage in de inbox wordt een factuur van de klant', async ({ page }) => {
  test.setTimeout(90_000);
  const run = Date.now();
  const subject = `Factuur leverancier ${run}`;
  const fileName = `factuur-${run}.pdf`;
  await deliverToInbox({
    subject,
    text: 'Bijgaand de factuur van onze leverancier.',
    attachments: [{ filename: fileName, content: PDF, contentType: 'application/pdf' }],
  });

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/inbox');
  const item = page.getByTestId('inbox-list').getByTestId('inbox-item').filter({ hasText: subject });
  await expect(item).toContainText('De Vries Bakkerij B.V.');
  await item.click();
  const detail = page.getByTestId('inbox-detail');
  await expect(detail.getByRole('link', { name: fileName })).toBeVisible();
  await detail.getByRole('button', { name: 'Als factuur importeren' }).click();
  await expect(detail.getByText(`${fileName} is ingelezen als factuur.`)).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${SCREENS}/inbox-invoice.png`, fullPage: true });

  const number = `factuur-${run}`;
  await detail.getByRole('link', { name: `Factuur ${number} openen` }).click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+\/invoices\/\d+\/show$/);
  await expect(page.getByRole('heading', { name: `Factuur ${number}`, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.screenshot({ path: `${SCREENS}/inbox-invoice-show.png`, fullPage: true });

  // Phone: the conversation and its button at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/v3/inbox');
  await page.getByTestId('inbox-list').getByTestId('inbox-item').filter({ hasText: subject }).click();
  await expect(
    page.getByTestId('inbox-detail').getByRole('button', { name: 'Als factuur importeren' }),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/inbox-invoice-phone.png`, fullPage: true });
});
