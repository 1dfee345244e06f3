import { test as base, expect } from '@playwright/test';

// Every journey fails on an uncaught page error or a Content-Security-Policy violation: the server's CSP
// (script-src 'self'; style-src 'self') must never be broken by the app.

export const test = base.extend<{ browserProblems: void }>({
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
