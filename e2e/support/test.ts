import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

// The screenshots journeys take for people to look at (test-results/screens) are left out with
// E2E_SCREENSHOTS=off, which the whole suite (scripts/test.mjs) sets: nobody looks at them there, and a
// full-page PNG costs the browser a few hundred milliseconds each (327 in the journeys). Nothing is asserted
// on them; such a screenshot() is then answered with an empty buffer. Other screenshots (Playwright's own on
// failure) are taken as always.
const SKIP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === 'off';

const SCREENS = 'test-results/screens/';

function withoutScreenshots(page: Page): void {
  const take = page.screenshot.bind(page);
  page.screenshot = (options) =>
    options?.path?.startsWith(SCREENS) ? Promise.resolve(Buffer.alloc(0)) : take(options);
}

// Every journey fails on an uncaught page error or a Content-Security-Policy violation: the server's CSP
// (script-src 'self'; style-src 'self') must never be broken by the app.

export const test = base.extend<{ browserProblems: void }>({
  context: async ({ context }, use) => {
    if (SKIP_SCREENSHOTS) {
      for (const page of context.pages()) withoutScreenshots(page);
      context.on('page', withoutScreenshots);
    }
    await use(context);
  },
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
