import { toIsoDate } from '@energiek/contracts/format';
import { addDays, dayNumber, previousDay, startOfMonthPlus } from '@energiek/domain/calendar';

// The quick period choices of the hours filter, as calendar days (YYYY-MM-DD) in Europe/Amsterdam.

export type PeriodChoice = 'all' | 'week' | 'month' | 'lastMonth' | 'year';
export type Period = { from: string | null; to: string | null };

/** The period of a quick choice relative to `now`; weeks run Monday to Sunday (ISO). */
export function periodFor(choice: PeriodChoice, now: Date = new Date()): Period {
  if (choice === 'all') return { from: null, to: null };
  const today = toIsoDate(now);
  switch (choice) {
    case 'week': {
      // Day 0 (1970-01-01) was a Thursday: +3 counts the days since Monday.
      const monday = addDays(today, -((dayNumber(today) + 3) % 7));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'month':
      return { from: startOfMonthPlus(today, 0), to: previousDay(startOfMonthPlus(today, 1)) };
    case 'lastMonth':
      return { from: startOfMonthPlus(today, -1), to: previousDay(startOfMonthPlus(today, 0)) };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
  }
}

/** The quick choice a period matches, if any (so the choice stays highlighted after a reload). */
export function choiceOf(period: Period, now: Date = new Date()): PeriodChoice | null {
  const choices: PeriodChoice[] = ['all', 'week', 'month', 'lastMonth', 'year'];
  return (
    choices.find((choice) => {
      const candidate = periodFor(choice, now);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}
