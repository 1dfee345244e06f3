import { expect, test } from './support/test.ts';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { openSigningLink } from './support/signing.ts';
import { horizontalOverflow, signIn } from './support/ui.ts';

// Supply agreements (issue 13): the seeded demo agreements in the list and the Contractradar, a new
// agreement through the form, sent for signing to a contact, signed on the public page behind the mailed
// one-time link (MAIL_CAPTURE keeps the link), after which the agreement is 'Getekend'.

const SCREENS = 'test-results/screens';

const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

test('leveringsovereenkomsten: lijst met filters en de contractradar', async ({ page }) => {
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/supply-agreements');
  await expect(page.getByRole('heading', { level: 1, name: 'Leveringsovereenkomsten' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Leveringsovereenkomsten' });
  await expect(table.getByRole('row', { name: /DEMO-VDB-E-01/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/supply-agreements-list.png`, fullPage: true });

  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Concept' });
  await expect(page).toHaveURL(/status=concept/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: /DEMO-3-E-01/ })).toBeVisible();

  await page.getByRole('tab', { name: 'Contractradar' }).click();
  await expect(page).toHaveURL(/view=radar/);
  const radar = page.getByRole('table', { name: 'Contractradar' });
  await expect(radar.getByRole('row', { name: /DEMO-VDB-E-01/ })).toBeVisible();
  // Concepts are not on the radar.
  await expect(radar.getByRole('row', { name: /DEMO-3-E-01/ })).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Aansluitingen zonder lopende overeenkomst' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Deadline binnen' }).selectOption({ label: '365 dagen' });
  await expect(page).toHaveURL(/withinDays=365/);
  await expect(radar.getByRole('row', { name: /DEMO-VDB-E-01/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/supply-agreements-radar.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/supply-agreements-radar-phone.png`, fullPage: true });
  const overflow = await horizontalOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('nieuwe overeenkomst, ter ondertekening versturen en ondertekenen via de link', async ({
  page,
  request,
}) => {
  // Two browser contexts, a mail round trip and the browser's PDF viewer: longer than the default on a busy machine.
  test.setTimeout(120_000);
  // A contact of De Vries with a unique address, so the mailed link is this run's.
  const adminToken = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const customers = await apiGet<{ data: { id: number }[] }>(
    request,
    adminToken,
    'customers/search?q=De%20Vries',
  );
  const customerId = customers.data[0]?.id;
  const email = `e2e.teken.${Date.now()}@example.nl`;
  const contact = await request.post(`/api/v3/customers/${customerId}/contacts`, {
    headers: { ...HEADERS, authorization: `Bearer ${adminToken}` },
    data: { firstName: 'Tessa', lastName: 'Teken', emailAddress: email },
  });
  expect(contact.status(), await contact.text()).toBe(201);

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/supply-agreements');
  await page.getByRole('link', { name: 'Nieuwe overeenkomst' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe leveringsovereenkomst' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Klant', exact: true }).fill('De Vries');
  await page
    .getByRole('option', { name: /De Vries Bakkerij/ })
    .first()
    .click();
  await page.getByRole('combobox', { name: /^Leverancier/ }).selectOption({ index: 1 });
  await page.getByLabel('Contractnummer').fill('E2E-TEKEN');
  // A year no other agreement of these connections reaches (and another one on a rerun against one server).
  const year = new Date().getFullYear() + 3 + (Date.now() % 40);
  await page.getByLabel(/^Ingangsdatum/).fill(`01/01/${year}`);
  await page.getByLabel(/^Einddatum \(laatste dag\)/).fill(`31/12/${year}`);
  await page.getByLabel(/^Opzegtermijn/).fill('3');
  await expect(page.getByText(`Opzeggen uiterlijk 30/09/${year}`)).toBeVisible();

  // Save without a price: the contract's Dutch message on the rate row.
  await page.getByLabel(/^Geldig vanaf/).fill(`01/01/${year}`);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(
    page.getByText('Vul een enkeltarief in, of een normaal- en een daltarief.').first(),
  ).toBeVisible();
  await page.getByLabel('Enkeltarief (€/kWh)').fill('0,1215');

  await page.getByRole('combobox', { name: 'Aansluiting toevoegen' }).click();
  await page.getByRole('listbox', { name: 'Aansluiting toevoegen' }).getByRole('option').first().click();
  await expect(page.getByTestId('agreement-connection')).toHaveCount(1);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/v3\/supply-agreements\/\d+\/edit$/);
  await expect(page.getByTestId('agreement-status')).toHaveText('Concept');

  await page
    .getByRole('combobox', { name: 'Contactpersoon' })
    .selectOption({ label: `Tessa Teken (${email})` });
  await page.getByRole('button', { name: 'Ter ondertekening versturen' }).click();
  await expect(page.getByText(`De link is verstuurd naar ${email}.`)).toBeVisible();
  await expect(page.getByTestId('signature-status').first()).toHaveText('Verstuurd');
  await expect(page.getByTestId('agreement-status')).toHaveText('Ter ondertekening');
  await page.screenshot({ path: `${SCREENS}/supply-agreement-edit.png`, fullPage: true });

  const { signer, signing, path } = await openSigningLink(page, request, adminToken, email);
  await expect(signing.getByRole('heading', { level: 1, name: 'Overeenkomst ondertekenen' })).toBeVisible();
  await expect(signing.getByText('Beste Tessa Teken,')).toBeVisible();
  const pdf = await signing.request.get(`/api/v3${path.replace('/ondertekenen/', '/signing/')}/document`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await signing.screenshot({ path: `${SCREENS}/signing-page.png`, fullPage: true });
  await signing.getByRole('button', { name: 'Ondertekenen' }).click();
  await expect(signing.getByText('Vul je volledige naam in.')).toBeVisible();
  await signing.getByLabel(/^Je volledige naam/).fill('Tessa Teken');
  await signing.getByLabel('Ik heb de overeenkomst gelezen en ga ermee akkoord.').check();
  await signing.getByRole('button', { name: 'Ondertekenen' }).click();
  await expect(signing.getByText('Bedankt, de overeenkomst is ondertekend')).toBeVisible();
  await signing.setViewportSize({ width: 390, height: 844 });
  await signing.screenshot({ path: `${SCREENS}/signing-done-phone.png`, fullPage: true });

  // The link works once.
  await signing.goto(path);
  await expect(signing.getByText('Deze link is ongeldig, verlopen of al gebruikt.')).toBeVisible();
  await signer.close();

  // The back office sees it at once (realtime) or on the next load.
  await page.reload();
  await expect(page.getByTestId('agreement-status')).toHaveText('Getekend');
  await expect(page.getByTestId('signature-status').first()).toHaveText('Getekend');
  await expect(page.getByRole('link', { name: 'Getekend document' }).first()).toBeVisible();
  // The saved supplier and the signed document show in their selects (their options load after the form).
  await expect(page.getByRole('combobox', { name: /^Leverancier/ })).not.toHaveValue('');
  await expect(page.getByRole('combobox', { name: /^Getekend document/ })).not.toHaveValue('');
  // Signed: the agreed terms lie fixed, the rest stays editable.
  await expect(page.getByText('Getekend: de voorwaarden liggen vast')).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Leverancier/ })).toBeDisabled();
  await expect(page.getByLabel(/^Einddatum \(laatste dag\)/)).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Tariefperiode toevoegen' })).toBeDisabled();
  await expect(page.getByLabel(/^Contractnummer/)).toBeEnabled();
  await page.screenshot({ path: `${SCREENS}/supply-agreement-signed.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENS}/supply-agreement-edit-phone.png`, fullPage: true });
  const overflow = await horizontalOverflow(page);
  expect(overflow).toBeLessThanOrEqual(0);
});
