import { addDays } from '@energiek/domain/calendar';
import { localDayOf } from '@energiek/domain/local-time';
import type { Random } from '../fake/random.ts';
import type { NewHour } from '../schema/hours.ts';

// DEMO DATA — fictional hours so the hours screens are alive on a fresh demo database: the demo admins
// register time on weekdays of the three months before the seed date, on a handful of customers (the
// demo customers most), 0.25 to 4 hours an entry, with Dutch descriptions. Deterministic: the seeded
// PRNG decides everything, only the dates follow the day the seed runs.

const DAYS_BACK = 91;
const QUARTER_HOUR = 900;

const DESCRIPTIONS = [
  'Jaarafrekening elektriciteit gecontroleerd',
  'Meterstanden verwerkt en gecontroleerd',
  'Overleg met de klant over het energiecontract',
  'Offertes van leveranciers vergeleken',
  'Facturen van de netbeheerder nagelopen',
  'Aanvraag teruggaaf energiebelasting voorbereid',
  'Verbruiksrapportage opgesteld',
  'Telefonisch overleg met de accountmanager van de leverancier',
  'Mutatie aansluiting doorgegeven aan de netbeheerder',
  'Besparingsadvies uitgewerkt',
  'Contractverlenging besproken',
  'Afwijking in het verbruik onderzocht',
] as const;

type HourPlan = {
  /** The day the seed runs; hours go back from the day before. */
  today: Date;
  /** Admin user ids who register time. */
  people: readonly number[];
  /** Customer ids, the first ones get most of the time. */
  customers: readonly number[];
};

/** The day `daysBack` days before today in Amsterdam, and whether it is a weekday. */
function dayBefore(today: Date, daysBack: number): { date: string; weekday: boolean } {
  const date = addDays(localDayOf(today), -daysBack);
  const weekdayNumber = new Date(`${date}T00:00:00Z`).getUTCDay();
  return { date, weekday: weekdayNumber !== 0 && weekdayNumber !== 6 };
}

export function buildDemoHours(random: Random, plan: HourPlan): NewHour[] {
  if (plan.people.length === 0 || plan.customers.length === 0) return [];
  // The first three customers twice as likely as the others.
  const weighted = [...plan.customers, ...plan.customers.slice(0, 3)];
  const rows: NewHour[] = [];
  for (let daysBack = DAYS_BACK; daysBack >= 1; daysBack--) {
    const { date, weekday } = dayBefore(plan.today, daysBack);
    if (!weekday) continue;
    for (const userId of plan.people) {
      if (!random.chance(0.8)) continue;
      const entries = random.int(1, 3);
      for (let i = 0; i < entries; i++) {
        rows.push({
          userId,
          customerId: random.pick(weighted),
          date,
          seconds: random.int(1, 16) * QUARTER_HOUR,
          description: random.pick(DESCRIPTIONS),
          source: random.chance(0.3) ? 'timer' : 'manual',
        });
      }
    }
  }
  return rows;
}
