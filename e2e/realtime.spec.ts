import type { APIRequestContext, Page, WebSocket } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { logOut, signIn } from './support/ui.ts';

// The realtime channel (docs/api.md "Realtime"): two tabs of one user, each in its own browser context;
// what one tab changes shows in the other's bell without a reload. Uses the demo notifications of
// admin@energiek.nl (the only way to create notifications arrives with the actions area) and puts
// their read state back afterwards.

const SCREENS = 'test-results/screens';
const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

type Notification = { id: number; isRead: boolean; action: { subject: string } };

/** All of the user's action notifications, every page (the journeys before this one add many). */
async function notifications(request: APIRequestContext, token: string) {
  const data: Notification[] = [];
  for (let page = 1; ; page++) {
    const list = await apiGet<{ data: Notification[]; meta: { unread: number } }>(
      request,
      token,
      `action-notifications?limit=100&page=${page}`,
    );
    data.push(...list.data);
    if (list.data.length < 100) return { data, meta: list.meta };
  }
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

/** The user's unread signal notifications (the bell's dot counts them too). */
async function unreadSignalNotifications(request: APIRequestContext, token: string) {
  const unread: number[] = [];
  for (let page = 1; ; page++) {
    const list = await apiGet<{ data: { id: number; isRead: boolean }[] }>(
      request,
      token,
      `signal-notifications?limit=100&page=${page}`,
    );
    unread.push(...list.data.filter((n) => !n.isRead).map((n) => n.id));
    if (list.data.length < 100) return unread;
  }
}

async function setSignalRead(request: APIRequestContext, token: string, id: number, isRead: boolean) {
  const response = await request.post(
    `/api/v3/signal-notifications/${id}/${isRead ? 'mark-as-read' : 'mark-as-unread'}`,
    { headers: { ...HEADERS, authorization: `Bearer ${token}` } },
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
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const before = (await notifications(request, token)).data;
  expect(before.length).toBeGreaterThan(1);
  // Signals raised by other journeys may have told this admin too: read for the test, put back after.
  const unreadSignals = await unreadSignalNotifications(request, token);
  const laterActions: number[] = [];

  const tabA = await (await browser.newContext()).newPage();
  const tabB = await (await browser.newContext()).newPage();
  try {
    const readyA = realtimeReady(tabA);
    const readyB = realtimeReady(tabB);
    await signIn(tabA, ACCOUNTS.admin, PASSWORD);
    await signIn(tabB, ACCOUNTS.admin, PASSWORD);
    await Promise.all([readyA, readyB]);
    // A reload would lose this marker.
    await tabB.evaluate(() => {
      (globalThis as unknown as { realtimeMarker: number }).realtimeMarker = 42;
    });

    // Everything read (through the API, as another tab of the same user would): B's dot goes. Journeys
    // running beside this one may raise new signals that tell this admin meanwhile: read those too
    // (and put them back after) until the dot stays away.
    for (const n of before.filter((item) => !item.isRead)) await setRead(request, token, n.id, true);
    await expect(async () => {
      for (const n of (await notifications(request, token)).data) {
        if (n.isRead) continue;
        if (!before.some((b) => b.id === n.id)) laterActions.push(n.id);
        await setRead(request, token, n.id, true);
      }
      for (const id of await unreadSignalNotifications(request, token)) {
        if (!unreadSignals.includes(id)) unreadSignals.push(id);
        await setSignalRead(request, token, id, true);
      }
      await expect(tabB.getByTestId('notification-indicator')).toBeHidden({ timeout: 3000 });
    }).toPass({ timeout: 20_000 });
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
    // Only what changed is put back: one request per notification of a long list outran the test's time.
    const now = new Map((await notifications(request, token)).data.map((n) => [n.id, n.isRead]));
    for (const n of before) if (now.get(n.id) !== n.isRead) await setRead(request, token, n.id, n.isRead);
    for (const id of laterActions) await setRead(request, token, id, false);
    for (const id of unreadSignals) await setSignalRead(request, token, id, false);
    await tabA.context().close();
    await tabB.context().close();
  }
});
