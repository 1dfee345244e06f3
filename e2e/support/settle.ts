import { expect } from '@playwright/test';
import type { Page, Request } from '@playwright/test';

// "The screen has loaded": every request the page has started has been answered, and the app has handled
// the answers without starting another one. What the journeys waited for with waitForLoadState('networkidle')
// (no request for 500 ms after the last one, every time) or a fixed pause, now as the condition itself.

const watched = new WeakMap<Page, Set<Request>>();

/** The page's requests that have not been answered yet (tracked from the first call for `page` on). */
function openRequests(page: Page): Set<Request> {
  let open = watched.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on('request', (request) => requests.add(request));
    page.on('requestfinished', (request) => requests.delete(request));
    page.on('requestfailed', (request) => requests.delete(request));
    // A request that a navigation abandons ends as failed (net::ERR_ABORTED).
    watched.set(page, requests);
    open = requests;
  }
  return open;
}

/** Starts watching the page's requests (the journey's own page is watched from its start, support/test.ts);
 *  for another page, call it before the step whose requests settled() should wait for. */
export function watchRequests(page: Page): void {
  openRequests(page);
}

/**
 * Waits until no request of the page is open and the app, given a frame and a task to handle what came
 * back (a refused request sends it to /v3/forbidden, a list's answer renders its rows), started no new one.
 * The realtime WebSocket is no request here; a poll that runs while the screen is open is waited for.
 */
export async function settled(page: Page, timeout = 15_000): Promise<void> {
  const open = openRequests(page);
  await expect
    .poll(
      async () => {
        if (open.size > 0) return `${open.size} open: ${[...open].map((r) => r.url()).join(', ')}`;
        await page.evaluate(
          () =>
            new Promise<void>((resolve) => {
              const view = globalThis as unknown as {
                requestAnimationFrame(callback: () => void): number;
                setTimeout(callback: () => void, ms: number): number;
              };
              view.requestAnimationFrame(() => view.setTimeout(resolve, 0));
            }),
        );
        return open.size > 0 ? `${open.size} open after the app's next frame` : 'settled';
      },
      { message: 'every request of the page answered', timeout, intervals: [25, 50, 100, 100, 250] },
    )
    .toBe('settled');
}
