import { DEMO_CUSTOMERS, walkPortal } from './support/portal-walk.ts';
import { test } from './support/test.ts';

// Issue 31 "Done when": customer staff of both demo customers walk their portal at desktop width (home,
// invoices and audit results, tax refunds, documents, actions) without back-office leftovers; the same
// walk at 390 px is portal-walk.phone.spec.ts. Screenshots in test-results/screens/desktop-walk-*.png.

for (const customer of DEMO_CUSTOMERS) {
  test(`klantgebruiker van ${customer.name} loopt het eigen portaal door`, async ({ page, request }) => {
    test.slow();
    await walkPortal(page, request, customer, false);
  });
}
