import { PEAK_DAY, openPeakDay } from './support/ems-peaks.ts';
import { expect, test } from './support/test.ts';
import { horizontalOverflow } from './support/ui.ts';

// The peak above the contracted capacity and the weekday comparison at 390 px (issue 32): the note and
// the difference are readable, the page does not scroll sideways (the values table scrolls in its box).

const SCREENS = 'test-results/screens';

test('telefoon: piek boven gecontracteerd vermogen en vergelijken met dezelfde weekdagen', async ({
  page,
  request,
}) => {
  test.slow();
  const { customerId, connectionId } = await openPeakDay(page, request);
  const note = page.getByTestId('capacity-exceeded');
  await expect(note).toContainText('hoogste 160,0 kW op 12/05/2026 10:00');
  await note.scrollIntoViewIfNeeded();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SCREENS}/ems-peak-above-capacity.phone.png` });

  await page.goto(
    `/v3/customers/${customerId}/ems/comparisons?connectionId=${connectionId}&from=${PEAK_DAY}&to=2026-05-13&compareFrom=2025-05-12`,
  );
  await expect(page.getByTestId('weekday-note')).toContainText('13/05/2025');
  await expect(page.getByTestId('total-delta')).toHaveText('+63,5');
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SCREENS}/ems-periods-weekdays.phone.png`, fullPage: true });
});
