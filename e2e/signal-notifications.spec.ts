import type { APIRequestContext } from '@playwright/test';
import { LARGE_ELECTRICITY_CAPACITIES } from '@energiek/contracts/connections';
import { completeEan } from '@energiek/contracts/ean';
import { apiGet, apiLogin, apiPost, createOwnCustomer, runSignals } from './support/api.ts';
import { createAdminAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { acceptTermsIfAsked, signIn } from './support/ui.ts';

// The bell's signal notifications (issue 30, Notifications): a peak imported for an own customer that a
// fresh admin manages → the rules run → the bell shows the new signal live, it is still there after a
// reload, opening it marks it read and opens the signal, and it can be marked unread again. Desktop and
// 390 px. The admin is the journey's own: the demo admin hears nothing of it (the notifications journeys
// no longer read this signal away and put it back), and a retry starts from a fresh bell.

const SCREENS = 'test-results/screens';
const CUSTOMER = 'Tuinbouwbedrijf Bel';

type Notifications = { data: { id: number; isRead: boolean; signal: { id: number; title: string } }[] };

const pad = (n: number) => String(n).padStart(2, '0');
const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** Two days ago in Amsterdam as DD-MM-YYYY (another day than the signals journey's peak). */
function twoDaysAgo(): string {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
    new Date(Date.now() - 2 * 86_400_000),
  );
  return `${iso.slice(8, 10)}-${iso.slice(5, 7)}-${iso.slice(0, 4)}`;
}

function peakFile(ean: string, day: string): Buffer {
  const lines = ['EAN;Datum;Tijd;Waarde'];
  for (let m = 0; m < 1440; m += 15) lines.push(`${ean};${day};${clock(m)};${m === 600 ? '2500' : '1'}`);
  return Buffer.from(lines.join('\r\n') + '\r\n');
}

/** An own customer managed by the journey's admin (the bell tells the account manager), subscribed to
 *  energy monitoring only: the rules raise just this journey's peak, and no other journey's signals for
 *  a shared demo customer push it out of the bell's latest 25. */
async function ownConnection(request: APIRequestContext, token: string) {
  const stamp = String(Date.now());
  const customerId = await createOwnCustomer(request, token, `${CUSTOMER} ${stamp.slice(-6)}`, ['ems']);
  const ean = completeEan(`8716${stamp.slice(-13).padStart(13, '0')}`);
  await apiPost(request, token, `customers/${customerId}/connections`, {
    ean,
    product: 1,
    capacity: LARGE_ELECTRICITY_CAPACITIES[0],
    contractedCapacity: 200,
    postcode: '2671AA',
    showInEms: true,
  });
  return { customerId: customerId, large: { ean } };
}

test('bel: nieuw signaal live in de bel, blijft na herladen, openen = gelezen, weer ongelezen', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const user = await createAdminAccount(request, 'Sven', 'Signaal');
  const token = await apiLogin(request, user.emailAddress, user.password);
  const { customerId, large } = await ownConnection(request, token);
  const title = `Piek boven gecontracteerd vermogen voor ${large.ean}`;
  await signIn(page, user.emailAddress, user.password);
  await acceptTermsIfAsked(page, false);

  await page.goto(`/v3/customers/${customerId}/ems/input`);
  await page.getByLabel('Bestand', { exact: true }).setInputFiles({
    name: 'piek.csv',
    mimeType: 'text/csv',
    buffer: peakFile(large.ean, twoDaysAgo()),
  });
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  await expect(page.getByRole('heading', { name: 'Herkende indeling' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Import starten' }).click();
  await expect(page.getByTestId('ems-import-result').getByTestId('rowsImported')).toHaveText('96', {
    timeout: 60_000,
  });

  await runSignals(request, token, customerId);
  // The bell's indicator follows the stored notification (live, or at the latest on this wait's reloads).
  await expect
    .poll(
      async () =>
        (await apiGet<Notifications>(request, token, 'signal-notifications?limit=100')).data.some(
          (n) => n.signal.title === title,
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
  // Survives a reload: the bell shows it from the stored rows.
  await page.goto('/v3');
  const bell = page.getByRole('button', { name: 'Meldingen, er zijn ongelezen meldingen' });
  await expect(bell).toBeVisible();
  await bell.click();
  const signals = page.getByRole('region', { name: 'Signalen' });
  const item = signals.getByTestId('signal-notification').filter({ hasText: title });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Nieuw signaal');
  await expect(item).toContainText(CUSTOMER);
  await expect(item.getByRole('img', { name: 'Ongelezen' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/signal-notifications-bell.png`, fullPage: false });

  // Opening marks it read and opens the signal on the customer's signals page.
  await item.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/signals/ems/[a-z-]+\\?signal=\\d+$`));
  await expect(page.getByRole('dialog')).toContainText(title);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`/v3/customers/${customerId}/signals/ems/[a-z-]+$`));

  await page.reload();
  await page.getByRole('button', { name: /^Meldingen/ }).click();
  const again = page
    .getByRole('region', { name: 'Signalen' })
    .getByTestId('signal-notification')
    .filter({ hasText: title });
  await expect(again.getByRole('img', { name: 'Ongelezen' })).toHaveCount(0);
  await again.getByRole('button', { name: 'Markeren als ongelezen' }).click();
  await expect(again.getByRole('img', { name: 'Ongelezen' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/v3');
  // On a phone the top bar's tools fold behind 'Meer'.
  await page.getByRole('button', { name: 'Meer' }).click();
  await expect(page.locator('#shell-tools')).toBeInViewport();
  await page.getByRole('button', { name: /^Meldingen/ }).click();
  await expect(
    page
      .getByRole('region', { name: 'Signalen' })
      .getByTestId('signal-notification')
      .filter({ hasText: title }),
  ).toBeVisible();
  const width = await page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
      .document.documentElement;
    return root.scrollWidth;
  });
  expect(width).toBeLessThanOrEqual(390);
  // The panel lies within the screen on both sides (it used to hang off the left edge).
  const box = await page.getByRole('region', { name: 'Actiemeldingen' }).boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SCREENS}/signal-notifications-phone.png`, fullPage: false });
});
