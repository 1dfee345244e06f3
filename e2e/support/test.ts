import { test as base, expect } from '@playwright/test';

// Every journey fails on an uncaught page error or a Content-Security-Policy violation: the server's CSP
// (script-src 'self'; style-src 'self') must never be broken by the app.

export const test = base.extend<{ browserProblems: void }>({
  browserProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (
          message.type() === 'error' &&
          /Content Security Policy|Refused to (apply|execute|load)/i.test(text)
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
