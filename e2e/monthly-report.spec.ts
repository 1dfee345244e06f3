import { makeMonthlyReport } from './support/monthly-report.ts';
import { test } from './support/test.ts';

// Issue 32: the monthly report on demand, desktop (390 px: monthly-report.phone.spec.ts).

test('maandrapportage: op verzoek maken → in de bibliotheek → openen, gemaild', async ({ page, request }) => {
  test.setTimeout(90_000);
  await makeMonthlyReport(page, request, 'monthly-report');
});
