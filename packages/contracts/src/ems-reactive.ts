import { z } from 'zod';
import { MAX_ID, text, intBetween } from './primitives.ts';

// Reactive energy of one electricity connection per month (GET customers/{customerId}/ems/reactive,
// issue 32 "Reactive power"): kWh taken and fed in, kVArh, cos φ, the free allowance (cos φ 0.85) and
// the kVArh a grid operator bills beyond it.

export const REACTIVE_MESSAGES = {
  connectionId: 'Kies een aansluiting.',
  year: 'Kies een jaar tussen 2000 en 2100.',
  notElectricity: 'Blindstroom bestaat alleen bij een elektriciteitsaansluiting.',
} as const;

export const reactiveQuerySchema = z.object({
  connectionId: intBetween(1, MAX_ID, REACTIVE_MESSAGES.connectionId).describe(
    'An electricity connection of the customer.',
  ),
  year: intBetween(2000, 2100, REACTIVE_MESSAGES.year).describe('Calendar year (local months).'),
});
export type ReactiveQuery = z.infer<typeof reactiveQuerySchema>;

const amount = text().nullable();
const figures = {
  consumedKwh: amount.describe('kWh taken (3 decimals); null without data.'),
  producedKwh: amount.describe('kWh fed in; null without data.'),
  reactiveKvarh: amount.describe('kVArh measured; null when the meter sent no reactive energy.'),
  cosPhi: amount.describe('P / √(P² + Q²), 3 decimals; null without reactive data.'),
  allowanceKvarh: amount.describe('Free kVArh: 62 % of the kWh taken plus 20 % of the kWh fed in.'),
  billableKvarh: amount.describe('kVArh beyond the allowance, settled per month; the total sums months.'),
};

export const reactiveResponseSchema = z.object({
  data: z.object({
    connectionId: z.number().int(),
    year: z.number().int(),
    /** True when any month of the year has reactive data. */
    measured: z.boolean(),
    months: z.array(z.object({ month: text().describe('YYYY-MM, local.'), ...figures })),
    total: z.object(figures),
    /** What the grid operator charges for the year's billable kVArh (excl. VAT). */
    charge: z.object({
      gridLevel: text()
        .nullable()
        .describe("The grid tariff row's connection class (LS, MS/LS …); null when none was found."),
      kvarhRate: text().nullable().describe('€ per kVArh of that row (excl. VAT); null without a rate.'),
      amount: text()
        .nullable()
        .describe('€ (2 decimals): total billableKvarh × kvarhRate, rounded once; null without either.'),
    }),
  }),
});
export type ReactiveResponse = z.infer<typeof reactiveResponseSchema>;
