import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin, apiPost } from './support/api.ts';
import { createAdminAccount } from './support/staff.ts';
import { expect, test } from './support/test.ts';
import { acceptTermsIfAsked, logOut, signIn } from './support/ui.ts';

// The realtime channel (docs/api.md "Realtime"): two tabs of one user, each in its own browser context;
// what one tab changes shows in the other's bell without a reload. A fresh admin of its own, told of two
// actions assigned to it (the only way to create notifications arrives with the actions area): no other
// journey tells it anything or depends on its read state.

const SCREENS = 'test-results/screens';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

type Notification = { id: number; isRead: boolean; action: { subject: string } };

async function notifications(request: APIRequestContext, token: string) {
  return apiGet<{ data: Notification[]; meta: { unread: number } }>(
    request,
    token,
    'action-notifications?limit=100',
  );
}
async function setRead(request: APIRequestContext, token: string, id: number, isRead: boolean) {
  const response = await request.post(
    `/api/v3/action-notifications/${id}/${isRead ? 'mark-as-read' : 'mark-as-unread'}`,
    {
      headers: { ...HEADERS, authorization: `Bearer ${token}` },
    },
  );
  expect(response.status()).toBe(204);
}

/** Resolves with the tab's realtime socket once the server said 'ready' on it. */
function realtimeReady(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/v3/realtime')) return;
      socket.on('framereceived', (frame) => {
        if (typeof frame.payload === 'string' && frame.payload.includes('"ready"')) resolve(socket);
      });
    });
  });
}

test('een wijziging in het ene tabblad zet de meldingenbel in het andere zonder herladen', async ({
  browser,
  request,
}) => {
  // An account and two actions of its own, two browsers signed in: more than the default minute on a busy
  // machine (60 s ran out in the last step at a load of 25 on two cores).
  test.slow();
  const user = await createAdminAccount(request, 'Rik', 'Realtime');
  const admin = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, admin, 'customers/search?q=De%20Vries');
  const suffix = String(Date.now()).slice(-6);
  for (const subject of [`Meterstanden opvragen ${suffix}`, `Contract verlengen ${suffix}`]) {
    await apiPost(request, admin, `customers/${found.data[0]!.id}/actions`, { subject, assigneeId: user.id });
  }
  const token = await apiLogin(request, user.emailAddress, user.password);
  const before = (await notifications(request, token)).data;
  expect(before.map((n) => n.isRead)).toEqual([false, false]);

  const tabA = await (await browser.newContext()).newPage();
  const tabB = await (await browser.newContext()).newPage();
  try {
    const readyA = realtimeReady(tabA);
    const readyB = realtimeReady(tabB);
    await signIn(tabA, user.emailAddress, user.password);
    await acceptTermsIfAsked(tabA, false);
    await signIn(tabB, user.emailAddress, user.password);
    await Promise.all([readyA, readyB]);
    await expect(tabB.getByTestId('notification-indicator')).toBeVisible();
    // A reload would lose this marker.
    await tabB.evaluate(() => {
      (globalThis as unknown as { realtimeMarker: number }).realtimeMarker = 42;
    });

    // Everything read (through the API, as another tab of the same user would): B's dot goes.
    for (const n of before) await setRead(request, token, n.id, true);
    await expect(tabB.getByTestId('notification-indicator')).toBeHidden({ timeout: 3000 });
    await expect(tabB.getByRole('button', { name: 'Meldingen', exact: true })).toBeVisible();

    // Tab A marks one unread in its popout: B's dot comes back, and B's list shows it unread.
    const subject = before[0]?.action.subject ?? '';
    await tabA.getByRole('button', { name: 'Meldingen', exact: true }).click();
    const panelA = tabA.getByRole('region', { name: 'Actiemeldingen' });
    await panelA
      .getByTestId('notification')
      .filter({ hasText: subject })
      .getByRole('button', { name: 'Markeren als ongelezen' })
      .click();
    await expect(tabB.getByTestId('notification-indicator')).toBeVisible({ timeout: 3000 });
    await tabB.getByRole('button', { name: 'Meldingen, er zijn ongelezen meldingen' }).click();
    const itemB = tabB
      .getByRole('region', { name: 'Actiemeldingen' })
      .getByTestId('notification')
      .filter({ hasText: subject });
    await expect(itemB.getByRole('button', { name: 'Markeren als ongelezen' })).toHaveCount(0);
    await tabB.screenshot({ path: `${SCREENS}/realtime-bell-other-tab.png` });
    expect(
      await tabB.evaluate(() => (globalThis as unknown as { realtimeMarker?: number }).realtimeMarker),
    ).toBe(42);

    // Logging out closes the tab's socket.
    const socketB = await readyB;
    const closed = new Promise<void>((resolve) => socketB.on('close', () => resolve()));
    await tabB.keyboard.press('Escape');
    await logOut(tabB);
    await expect(tabB).toHaveURL(/\/login/);
    await closed;
    expect(socketB.isClosed()).toBe(true);
  } finally {
    await tabA.context().close();
    await tabB.context().close();
  }
});
