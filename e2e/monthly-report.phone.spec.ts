import { makeMonthlyReport } from './support/monthly-report.ts';
import { test } from './support/test.ts';

// Issue 32: the monthly report on demand at 390 px (the same journey as monthly-report.spec.ts).

test('maandrapportage op een telefoon: maken → in de bibliotheek → openen', async ({ page, request }) => {
  test.setTimeout(90_000);
  await makeMonthlyReport(page, request, 'monthly-report-phone');
});
