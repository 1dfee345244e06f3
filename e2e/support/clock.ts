import type { Page } from '@playwright/test';

/**
 * Pauses the page's installed clock a few seconds after the page's own now. Never after the runner's
 * `Date.now()`: under load the page's clock ran more than a second ahead of it, and pausing in the clock's
 * past throws ("Cannot fast-forward to the past", CI 29-11-2026). The margin covers the real time between
 * reading the page's now and the pause; until then the clock flows as it did, timers included.
 */
export async function pauseClockSoon(page: Page, aheadMs = 5_000): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + aheadMs);
}
