import { toIsoDate } from '@energiek/contracts/format';

// The quick period choices of the hours filter, as calendar days (YYYY-MM-DD) in Europe/Amsterdam.

export type PeriodChoice = 'all' | 'week' | 'month' | 'lastMonth' | 'year';
export type Period = { from: string | null; to: string | null };

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The period of a quick choice relative to `now`; weeks run Monday to Sunday (ISO). */
export function periodFor(choice: PeriodChoice, now: Date = new Date()): Period {
  if (choice === 'all') return { from: null, to: null };
  const today = new Date(`${toIsoDate(now)}T00:00:00Z`);
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  switch (choice) {
    case 'week': {
      const monday = new Date(today);
      monday.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7));
      const sunday = new Date(monday);
      sunday.setUTCDate(monday.getUTCDate() + 6);
      return { from: day(monday), to: day(sunday) };
    }
    case 'month':
      return {
        from: day(new Date(Date.UTC(year, month, 1))),
        to: day(new Date(Date.UTC(year, month + 1, 0))),
      };
    case 'lastMonth':
      return {
        from: day(new Date(Date.UTC(year, month - 1, 1))),
        to: day(new Date(Date.UTC(year, month, 0))),
      };
    case 'year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
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
