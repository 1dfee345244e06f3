import { readFile } from 'node:fs/promises';
import { completeEan } from '@energiek/contracts/ean';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiPost, createOwnCustomer } from './support/api.ts';
import { pdfText } from './support/pdf-text.ts';
import { expect, test } from './support/test.ts';
import { pageWidth, requireToken, signIn } from './support/ui.ts';

// Issue 27 "Done when": an unverified rate is visible on screen and in the letter, and a letter whose
// deadline has passed says so before it is sent. The journey's own customer (module taxrequest) asks back
// the reduction of two more properties behind one electricity connection over 2025: 2 × € 524,95 =
// € 1.049,90. The 2025 electricity rates from 10,000 kWh are shipped unverified, so the year is marked;
// the deadline of a more-than-one-property request is 13 weeks after the period (31/12/2025 + 91 days =
// 01/04/2026), which has passed.

const SCREENS = 'test-results/screens';

test('teruggaaf meer panden 2025: tarief niet geverifieerd en termijn verstreken, op het scherm en in de brief', async ({
  page,
}) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const token = await requireToken(page);
  const request = page.request;
  const stamp = String(Date.now());
  const customerId = await createOwnCustomer(request, token, `Woonzorg Drie Panden ${stamp.slice(-6)} B.V.`, [
    'taxrequest',
  ]);
  const connection = await apiPost(request, token, `customers/${customerId}/connections`, {
    ean: completeEan(`8716${stamp.slice(-13).padStart(13, '0')}`),
    product: 1,
    capacity: '3x25A',
    postcode: '3811AA',
  });
  const created = await apiPost(request, token, `customers/${customerId}/tax-requests`, {
    type: 'multiple-properties',
    product: 1,
    from: '2025-01-01',
    to: '2026-01-01',
    business: true,
    properties: 3,
    connections: [{ connectionId: connection.data.id, volume: 20_000, reduction: true }],
    documentIds: [],
    actionIds: [],
    note: 'Drie panden achter één aansluiting (journey)',
  });

  await page.goto(`/v3/customers/${customerId}/tax-requests/${created.data.id}`);
  // The page computes the request's notes on load: under a loaded machine that takes a while.
  await expect(page.getByTestId('tax-request-amount')).toHaveText('€ 1.049,90', { timeout: 30_000 });
  await expect(page.getByTestId('tax-request-deadline')).toHaveText('01/04/2026');
  const warnings = page.getByTestId('tax-request-warnings');
  await expect(warnings).toContainText(
    'De uiterste indiendatum (01/04/2026) is verstreken: dit verzoek wordt te laat ingediend.',
  );
  await expect(warnings).toContainText(
    'Tarief niet geverifieerd: de tarieven van 2025 zijn nog niet gecontroleerd',
  );
  await page.screenshot({ path: `${SCREENS}/tax-request-unverified.png`, fullPage: true });

  // The consultant's form says the same, and the letter made there prints both as internal notes before
  // the request is sent.
  await page.goto(`/v3/customers/${customerId}/tax-requests/${created.data.id}/edit`);
  await expect(warnings).toContainText('De uiterste indiendatum (01/04/2026) is verstreken');
  await expect(warnings).toContainText('Tarief niet geverifieerd: de tarieven van 2025');
  await page.getByRole('button', { name: 'Brief maken' }).click();
  const download = page.getByRole('link', { name: 'Brief downloaden' });
  await expect(download).toBeVisible();
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const letter = pdfText(await readFile((await file.path()) ?? ''));
  expect(letter).toContain(
    'Let op (intern): de tarieven van 2025 zijn nog niet gecontroleerd tegen de tabel "Tarieven milieubelastingen" van de Belastingdienst.',
  );
  expect(letter).toContain('Let op (intern): de uiterste indiendatum (01/04/2026) is verstreken.');
  expect(letter).toContain('€ 1.049,90');

  // On a phone both warnings stay readable and nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(warnings).toBeVisible();
  await expect(warnings).toContainText('Tarief niet geverifieerd');
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/tax-request-unverified-phone.png`, fullPage: true });
});
