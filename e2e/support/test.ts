import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { watchRequests } from './settle.ts';
import { RECORD_TOASTS } from './toasts.ts';

// The screenshots under test-results/screens are for people to look at (a journey asserts nothing with them),
// and each costs a capture and a PNG encoding; a full-page one also lays the page out at its full height and
// back. E2E_SCREENSHOTS=off (what `npm test` sets, scripts/test.mjs) leaves them out; Playwright's own
// screenshot of a failed journey (playwright.config.ts, under test-results/<journey>/) is still taken.
const SCREENS_FOR_PEOPLE = /^test-results\/screens\//;
const screenshotsForPeople = process.env.E2E_SCREENSHOTS !== 'off';

function leaveOutScreensForPeople(page: Page): void {
  const take = page.screenshot.bind(page);
  page.screenshot = async (options) =>
    options?.path && SCREENS_FOR_PEOPLE.test(options.path) ? Buffer.alloc(0) : take(options);
}

export const test = base.extend<{ browserProblems: void; screensForPeople: void }>({
  screensForPeople: [
    async ({ context, page }, use) => {
      // settled() (support/settle.ts) knows every request of the journey's page from its start.
      watchRequests(page);
      // expectToast() (support/toasts.ts) finds a toast that closed before a busy check looked.
      await context.addInitScript({ content: RECORD_TOASTS });
      if (!screenshotsForPeople) {
        for (const open of context.pages()) leaveOutScreensForPeople(open);
        context.on('page', leaveOutScreensForPeople);
      }
      await use();
    },
    { auto: true },
  ],
  // Every journey fails on an uncaught page error or a Content-Security-Policy violation: the server's CSP
  // (script-src 'self'; style-src 'self') must never be broken by the app.
  browserProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      // A violation that the page's code catches (zod's probe `new Function('')`, issue 33) logs no error
      // of its own in every case: the document's violation event is reported as one.
      await page.addInitScript({
        content: `document.addEventListener('securitypolicyviolation', (event) => console.error(
          'Content Security Policy violation: ' + event.effectiveDirective + ' ' + event.blockedURI + ' ' +
          event.sourceFile + ':' + event.lineNumber));`,
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (
          message.type() === 'error' &&
          /Content Security Policy|Refused to (apply|execute|load|evaluate)/i.test(text)
        ) {
          problems.push(`console: ${text}`);
        }
      });
      await use();
      expect(problems, 'errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
