import { DEMO_CUSTOMERS, walkPortal } from './support/portal-walk.ts';
import { test } from './support/test.ts';

// Issue 31 "Done when" at 390 px: the portal walk of portal-walk.spec.ts on a phone, with no sideways
// scrolling on any screen. Screenshots in test-results/screens/phone-walk-*.png.

for (const customer of DEMO_CUSTOMERS) {
  test(`op een telefoon: klantgebruiker van ${customer.name} loopt het eigen portaal door`, async ({
    page,
    request,
  }) => {
    test.slow();
    await walkPortal(page, request, customer, true);
  });
}
