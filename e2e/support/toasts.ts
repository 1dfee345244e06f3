import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// A success toast closes after 2 s (spec §2 "Toast"). On a busy machine one poll of a visibility check
// can take about that long, and a journey then missed a toast that was shown (CI and full runs, 29-11-2026:
// "De uren zijn verwijderd.", "De trafo is aangemaakt.", "De machtiging is opgeslagen."). The journeys'
// pages record every toast when it appears (installed by support/test.ts), and expectToast() looks in that
// record: each toast counts once, so two saves need two toasts.

/** Installed in every page of a journey before its scripts: records each toast card as it appears. */
export const RECORD_TOASTS = `(() => {
  const seen = new WeakSet();
  const toasts = [];
  Object.defineProperty(window, '__e2eToasts', { value: toasts });
  const record = () => {
    for (const card of document.querySelectorAll('section[aria-label] > [role="status"], section[aria-label] > [role="alert"]')) {
      if (seen.has(card)) continue;
      seen.add(card);
      toasts.push({ text: card.textContent ?? '', taken: false });
    }
  };
  new MutationObserver(record).observe(document, { subtree: true, childList: true });
})();`;

/** Waits until a toast with this text has appeared on the page (since the last navigation), and takes it. */
export async function expectToast(page: Page, text: string, timeout = 10_000): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const toasts = (globalThis as unknown as { __e2eToasts?: { text: string; taken: boolean }[] })
            .__e2eToasts;
          const toast = toasts?.find((t) => !t.taken && t.text.includes(wanted));
          if (!toast) return toasts?.map((t) => t.text) ?? 'no record of toasts on this page';
          toast.taken = true;
          return 'shown';
        }, text),
      { message: `a toast saying "${text}"`, timeout },
    )
    .toBe('shown');
}
