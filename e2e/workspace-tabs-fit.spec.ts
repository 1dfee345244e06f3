import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiGet, apiLogin } from './support/api.ts';
import { settled } from './support/settle.ts';
import { expect, test } from './support/test.ts';
import { horizontalOverflow, signIn } from './support/ui.ts';
import { WORKSPACE_TABS as TABS, openWorkspaceTab } from './support/workspace-tabs.ts';

// Every tab of the customer workspace at 1440 and 1366 px beside the open drawer (issue 32 "Wide tables"),
// on the demo customer with every module (Westland: energy monitoring, purchase, mutations, budgets): no
// table wider than the box it scrolls in, nothing cut off at the right, the page no wider than the window.
// Read only: it changes nothing.

const SCREENS = 'test-results/screens';

type Misfit = { what: string; width: number; box: number };

/** Tables wider than their scroll box, and elements sticking out of a box that clips them. */
function misfits(page: Page): Promise<Misfit[]> {
  return page.locator('main').evaluate((main) => {
    type Element = NonNullable<typeof main.parentElement>;
    const view = globalThis as unknown as {
      getComputedStyle: (e: Element) => { overflowX: string; display: string; visibility: string };
    };
    const out: { what: string; width: number; box: number }[] = [];
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.getAttribute('aria-label') ? `[${e.getAttribute('aria-label')}]` : ''}${e.textContent ? ` "${e.textContent.trim().slice(0, 40)}"` : ''}`;
    for (const table of main.querySelectorAll('table')) {
      if (table.getBoundingClientRect().width === 0) continue;
      let box = table.parentElement;
      while (box && view.getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      const width = Math.max(table.scrollWidth, box?.scrollWidth ?? 0);
      if (box && width > box.clientWidth + 1) out.push({ what: name(table), width, box: box.clientWidth });
    }
    // Anything whose right edge passes the right edge of an ancestor that hides it (cut off, no scroll).
    for (const element of main.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || view.getComputedStyle(element).visibility === 'hidden') continue;
      let box = element.parentElement;
      while (box && box !== main.parentElement) {
        const overflow = view.getComputedStyle(box).overflowX;
        if (overflow !== 'visible') {
          if (
            (overflow === 'hidden' || overflow === 'clip') &&
            rect.right > box.getBoundingClientRect().right + 1
          ) {
            // sr-only and truncated text (an ellipsis says there is more) do not count
            const style = view.getComputedStyle(element) as unknown as {
              textOverflow?: string;
              position?: string;
            };
            if (
              style.textOverflow !== 'ellipsis' &&
              style.position !== 'absolute' &&
              element.children.length === 0
            )
              out.push({
                what: name(element),
                width: Math.round(rect.right),
                box: Math.round(box.getBoundingClientRect().right),
              });
          }
          break;
        }
        box = box.parentElement;
      }
    }
    return out;
  });
}

test('elk tabblad van de klantomgeving past op 1440 en 1366 px naast de open zijbalk', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, token, 'customers/search?q=Westland');
  const customerId = found.data[0]!.id;
  // One page load: the tabs open with a click, as a user moves through them, and each is measured at both
  // widths (the window resized, as a user does; the layout follows the window, use-is-desktop.ts).
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ACCOUNTS.admin, PASSWORD, `/v3/customers/${customerId}`);
  const busy = page.locator('main [role="status"][aria-busy="true"], main .animate-spin');
  for (const tab of TABS) {
    await openWorkspaceTab(page, customerId, tab);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // loaded: no spinner left, every request answered
    await expect(busy).toHaveCount(0, { timeout: 30_000 });
    await settled(page);
    // the width the tab opened at first, then the other one
    const widths = page.viewportSize()?.width === 1366 ? [1366, 1440] : [1440, 1366];
    for (const width of widths) {
      if (page.viewportSize()?.width !== width) {
        await page.setViewportSize({ width, height: 900 });
        // laid out again at the new width (the app's resize observers included)
        await settled(page);
      }
      const screen = `tab-${tab.replaceAll('/', '-') || 'overview'}-${width}`;
      await page.screenshot({ path: `${SCREENS}/${screen}.png`, fullPage: true });
      const wrong = await misfits(page);
      expect.soft(wrong, `${tab || 'overview'} at ${width}`).toEqual([]);
      expect.soft(await horizontalOverflow(page), `${tab || 'overview'} at ${width}: page`).toBe(0);
    }
  }
});
