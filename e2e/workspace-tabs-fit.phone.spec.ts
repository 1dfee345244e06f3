import type { Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { apiDelete, apiGet, apiLogin, apiPost, localToday, uploadSignedDocument } from './support/api.ts';
import { settled } from './support/settle.ts';
import { expect, test } from './support/test.ts';
import { horizontalOverflow, signIn } from './support/ui.ts';
import { WORKSPACE_TABS as TABS, openWorkspaceTab } from './support/workspace-tabs.ts';

// Every tab of the customer workspace on a 390 px phone (issue 32 "Wide tables"), on the demo customer with
// every module (Westland), the phone twin of workspace-tabs-fit.spec.ts: the page never wider than the
// window, and every table that scrolls sideways inside its box says so by fading out on the side that
// hides columns (before, 11 of 20 tabs had a table scrolling in its box without any cue). The tabs with
// phone columns (FITS) have no table that scrolls sideways at all. Its own data: one hours entry and one
// document, so those tables have a row to measure; removed again at the end.

const SCREENS = 'test-results/screens';

/** Tabs whose tables show the columns that matter on a phone and fit it: nothing scrolls sideways (issue 32;
 *  at 390 px before: Facturen 942 px, Aansluitingen 929, Acties 871, Mutaties 774, Entiteiten 721, Uren
 *  568, Bestanden 532, EMS 843, Energieverbruik 472, Vergelijken 716, Inkoop 349–497, Tarieven 469–880). */
const FITS = new Set([
  'actions',
  'connections',
  'entities',
  'invoices',
  'hours',
  'library',
  'tax-requests',
  'ems',
  'ems/usage',
  'ems/comparisons',
  'purchase',
  'rates',
  'mutations',
]);

const HOUR_TEXT = 'Telefonisch overleg over de klikstrategie 2027 en de offerte voor de warmtepomp (E2E)';

type Scroller = { what: string; width: number; box: number; cue: boolean };

/** Every visible table that scrolls sideways in its box: how wide, how wide the box, and whether a cue shows. */
function scrollers(page: Page): Promise<Scroller[]> {
  return page.locator('main').evaluate((main) => {
    type Element = NonNullable<typeof main.parentElement>;
    const view = globalThis as unknown as {
      getComputedStyle: (e: Element) => { overflowX: string; maskImage?: string; webkitMaskImage?: string };
    };
    const out: Scroller[] = [];
    for (const table of main.querySelectorAll('table')) {
      if (table.getBoundingClientRect().width === 0) continue;
      let box = table.parentElement;
      while (box && view.getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      if (!box || box === main || box.scrollWidth <= box.clientWidth + 1) continue;
      // the cue: the table fades out on the side that hides columns (left when scrolled to the end, else right)
      const atEnd = box.scrollLeft + box.clientWidth >= box.scrollWidth - 1;
      const style = view.getComputedStyle(box);
      const mask = style.maskImage || style.webkitMaskImage || '';
      // the side it marks (ScrollX) and a mask that really applies
      const sides = (box.getAttribute('data-scroll-x') ?? '').split(' ');
      const fades = sides.includes(atEnd ? 'left' : 'right') && mask !== '' && mask !== 'none';
      const label = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? '';
      out.push({
        what: `table[${label}] "${(table.querySelector('th')?.textContent ?? '').trim().slice(0, 30)}"`,
        width: box.scrollWidth,
        box: box.clientWidth,
        cue: fades,
      });
    }
    return out;
  });
}

test('elk tabblad van de klantomgeving past op een telefoon; een tabel die zijwaarts scrolt laat dat zien', async ({
  page,
  request,
}) => {
  // 20 tabs, each loaded and measured: ~5 min on a busy machine (load 30 on 2 cores, 29-11-2026)
  test.setTimeout(480_000);
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const found = await apiGet<{ data: { id: number }[] }>(request, token, 'customers/search?q=Westland');
  const customerId = found.data[0]!.id;
  const base = `/v3/customers/${customerId}`;
  // A row in Uren and in Bestanden (the demo has none for Westland): an empty table always fits.
  const hour = await apiPost(request, token, `customers/${customerId}/hours`, {
    date: localToday(),
    hours: 1,
    minutes: 30,
    description: HOUR_TEXT,
  });
  const documentId = await uploadSignedDocument(request, token, customerId);
  await signIn(page, ACCOUNTS.admin, PASSWORD, base);

  const busy = page.locator('main [role="status"][aria-busy="true"], main .animate-spin');
  try {
    const report: string[] = [];
    // One page load (at sign-in): the tabs open with a click, as a user moves through them.
    for (const tab of TABS) {
      await openWorkspaceTab(page, customerId, tab);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(busy).toHaveCount(0, { timeout: 30_000 });
      await settled(page);
      const name = tab || 'overview';
      await page.screenshot({ path: `${SCREENS}/tab-${name.replaceAll('/', '-')}-390.png`, fullPage: true });
      expect.soft(await horizontalOverflow(page), `${name} at 390: page`).toBe(0);
      const ownRow =
        tab === 'hours' ? HOUR_TEXT : tab === 'library' ? 'getekende-overeenkomst-e2e.txt' : null;
      if (ownRow) await expect(page.getByRole('row').filter({ hasText: ownRow })).toBeVisible();
      await expect
        .poll(async () => (await scrollers(page)).filter((s) => !s.cue), {
          message: `${name}: tables without a cue`,
        })
        .toEqual([]);
      if (FITS.has(tab)) {
        await expect
          .poll(async () => scrollers(page), { message: `${name}: tables wider than the phone` })
          .toEqual([]);
      }
      for (const s of await scrollers(page)) report.push(`${name}: ${s.what} ${s.width} px in ${s.box} px`);
    }
    console.log(`Tables that scroll sideways at 390 px (each with a cue):\n${report.join('\n')}`);
  } finally {
    await apiDelete(request, token, `customers/${customerId}/hours/${hour.data.id}`);
    await apiDelete(request, token, `customers/${customerId}/documents/${documentId}`);
  }

  // A table that fits is no scroll region: no fade, no role, no tab stop (how ScrollX marks and fades a
  // table that does scroll is covered by scroll-x.test.tsx; at 390 px no workspace table scrolls any more).
  await page.goto(`${base}/invoices`);
  const invoices = page.getByRole('table', { name: 'Facturen' });
  await expect(invoices.locator('tbody tr').first()).toBeVisible();
  const box = page.locator('[data-scroll-x]').filter({ has: invoices });
  await expect(box).toHaveAttribute('data-scroll-x', '');
  await expect(box).not.toHaveAttribute('role', 'region');
  await expect(box).not.toHaveAttribute('tabindex', '0');
});
