import { z } from 'zod';
import { EMS_CHANNEL_NAMES } from './ems.ts';
import { id, isIsoDay, text } from './primitives.ts';

// Comparisons (screen ems/comparisons): GET customers/{customerId}/ems/comparisons?kind=…
// - periods: one connection, period [from, to) against the period of the same length from compareFrom,
//   moved by whole weeks to the same weekdays (a year back is 364 days; domain/comparison-periods.ts);
// - connections: several connections over [from, to);
// - degree-days: like periods, gas per weighted degree day (KNMI station, default De Bilt 260);
// - profile: average per weekday and quarter/hour over [from, to);
// - carpet: day × quarter (or hour) heat map of [from, to), with the base load.
// Days are local Dutch days (YYYY-MM-DD, `to` exclusive); volumes 4 decimals as stored.

export const COMPARISON_KINDS = ['periods', 'connections', 'degree-days', 'profile', 'carpet'] as const;
export type ComparisonKind = (typeof COMPARISON_KINDS)[number];
export const COMPARISON_GRAINS = ['day', 'week', 'month'] as const;
export type ComparisonGrain = (typeof COMPARISON_GRAINS)[number];
export const PROFILE_RESOLUTIONS = ['quarter', 'hour'] as const;

/** Longest period per request: three years of buckets; a year and a day of quarters (profile, carpet). */
export const COMPARISON_MAX_DAYS = 1098;
export const COMPARISON_MAX_QUARTER_DAYS = 366;
export const COMPARISON_MAX_CONNECTIONS = 6;
export const DEFAULT_STATION = 260;

export const COMPARISON_MESSAGES = {
  kind: 'Kies een soort vergelijking.',
  day: 'Vul een geldige datum in (JJJJ-MM-DD).',
  toAfterFrom: 'De einddatum moet na de begindatum liggen.',
  tooLong: (days: number) => `Kies een periode van hoogstens ${days} dagen.`,
  connectionRequired: 'Kies een aansluiting.',
  connectionsRequired: `Kies twee tot ${COMPARISON_MAX_CONNECTIONS} aansluitingen.`,
  connectionUnknown: 'Deze aansluiting hoort niet bij deze klant of staat niet in energiemonitoring.',
  compareFromRequired: 'Kies de begindatum van de vergelijkingsperiode.',
  gasOnly: 'Graaddagen gelden alleen voor gas: kies een gasaansluiting.',
  channelProduct: 'Dit kanaal past niet bij deze aansluiting.',
  sameProduct: 'Vergelijk aansluitingen van hetzelfde product (elektriciteit of gas).',
  dailyOnly: 'Deze aansluiting heeft alleen dagwaarden: een profiel of tapijt kan niet.',
  grain: 'Kies dag, week of maand.',
  resolution: 'Kies kwartier of uur.',
} as const;
const M = COMPARISON_MESSAGES;

const day = (message: string) => text(message).refine(isIsoDay, message);

export const comparisonQuerySchema = z.object({
  kind: z.enum(COMPARISON_KINDS, { error: M.kind }),
  connectionId: id().optional().describe('periods, degree-days, profile, carpet.'),
  connectionIds: text()
    .regex(/^\d+(,\d+)*$/, M.connectionsRequired)
    .optional()
    .describe('connections: comma separated ids, 2 to 6.'),
  from: day(M.day).describe('First local day, YYYY-MM-DD.'),
  to: day(M.day).describe('Local day after the last, YYYY-MM-DD (exclusive).'),
  compareFrom: day(M.day).optional().describe('periods, degree-days: first day of the second period.'),
  grain: z.enum(COMPARISON_GRAINS, { error: M.grain }).default('day'),
  resolution: z.enum(PROFILE_RESOLUTIONS, { error: M.resolution }).default('quarter'),
  channel: z
    .enum(EMS_CHANNEL_NAMES as [string, ...string[]], { error: M.channelProduct })
    .optional()
    .describe('Default: consumption for electricity, gas for gas.'),
  station: z.coerce.number().int().min(1).max(9999).default(DEFAULT_STATION).describe('KNMI station.'),
});
export type ComparisonQuery = z.input<typeof comparisonQuerySchema>;

const pointSchema = z.object({
  start: text().describe('First local day of the bucket.'),
  value: z.number().nullable().describe('Sum in the bucket; null without data.'),
  count: z.number().int(),
  expected: z.number().int(),
  weightedDegreeDays: z.number().nullable().optional(),
  perDegreeDay: z.number().nullable().optional().describe('value / weightedDegreeDays, 4 decimals.'),
});

const seriesSchema = z.object({
  key: text(),
  label: text(),
  connectionId: z.number().int(),
  from: text(),
  to: text(),
  total: z.number(),
  weightedDegreeDays: z.number().nullable().optional(),
  perDegreeDay: z.number().nullable().optional(),
  /** degree-days, second period: its usage with the first period's degree days. */
  normalised: z.number().nullable().optional(),
  /** degree-days: use per day = basePerDay + slope × weighted degree days, fitted over the complete buckets
   * (per-day averages weighted by days); null with fewer than 3 or without spread in degree days. */
  regression: z
    .object({
      basePerDay: z.number(),
      slope: z.number(),
      r2: z.number(),
      buckets: z.number().int(),
      days: z.number().int(),
    })
    .nullable()
    .optional(),
  /** degree-days, second period: its usage at the first period's degree days by its own regression (the
   * base load stays). */
  regressionNormalised: z.number().nullable().optional(),
  points: z.array(pointSchema),
});
export type ComparisonSeries = z.infer<typeof seriesSchema>;

export const comparisonSchema = z.object({
  data: z.object({
    kind: z.enum(COMPARISON_KINDS),
    unit: text(),
    grain: z.enum(COMPARISON_GRAINS),
    series: z.array(seriesSchema),
    profile: z
      .object({
        slotMinutes: z.number().int(),
        weekdays: z.array(
          z.object({
            weekday: z.number().int(),
            days: z.number().int(),
            values: z.array(z.number().nullable()),
          }),
        ),
      })
      .nullable(),
    carpet: z
      .object({
        slotMinutes: z.number().int(),
        days: z.array(text()),
        values: z.array(z.array(z.number().nullable())),
        min: z.number().nullable(),
        max: z.number().nullable(),
        baseLoad: z.number().nullable().describe('5th percentile of the slot values, in the unit.'),
        baseLoadKw: z.number().nullable().describe('The base load as kW (m³/h for gas).'),
      })
      .nullable(),
  }),
});
export type Comparison = z.infer<typeof comparisonSchema>['data'];
