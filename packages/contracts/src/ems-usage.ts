import { z } from 'zod';
import { EMS_CHANNEL_NAMES, USAGE_INTERVALS } from './ems.ts';
import { isoDay, text, intBetween } from './primitives.ts';

// Usage of one connection or the sum of a selection (GET customers/{customerId}/ems/usage) and the
// machine feed of interval readings (POST customers/{customerId}/ems/readings). Issue 16.

export const USAGE_MESSAGES = {
  connectionIds: 'Kies één of meer aansluitingen.',
  tooManyConnections: 'Kies maximaal 100 aansluitingen.',
  from: 'Vul een begindatum in (JJJJ-MM-DD).',
  to: 'Vul een einddatum in (JJJJ-MM-DD).',
  toAfterFrom: 'De einddatum moet na de begindatum liggen.',
  interval: 'Kies kwartier, uur, dag, week, maand of jaar.',
  rangeTooLong: (limit: string) => `Kies bij deze resolutie een periode van maximaal ${limit}.`,
  mixedProducts:
    'Gas en elektriciteit kunnen niet bij elkaar worden opgeteld: kies aansluitingen van één soort.',
  gasQuarter: 'Gas heeft uurwaarden: kies uur of een grovere resolutie.',
  maxPoints: 'maxPoints moet tussen 100 en 10.000 liggen.',
  moduleMissing: 'Deze klant heeft de module Energiemonitoring niet.',
  // readings feed
  ean: 'Deze EAN is geen aansluiting van deze klant.',
  channel: 'Kies consumption, production, reactive of gas.',
  unit: 'Kies de eenheid kWh, kW, kVArh of m³.',
  unitForChannel: (units: string) => `Deze eenheid past niet bij dit kanaal: gebruik ${units}.`,
  readingsRequired: 'Stuur minstens één meetwaarde.',
  tooManyReadings: 'Stuur maximaal 40.000 meetwaarden per keer.',
  start: 'Geef het begin als ISO 8601-tijdstip met tijdzone, bijvoorbeeld 2025-03-30T02:00:00+02:00.',
  startAligned: (minutes: number) =>
    `Het begin moet op een heel ${minutes === 60 ? 'uur' : 'kwartier'} liggen.`,
  startFuture: 'Dit interval is nog niet voorbij.',
  duplicate: (index: number) => `Dit interval staat al in readings.${index}.`,
  value: 'Vul een getal in.',
  valueNegative: 'Een meetwaarde kan niet negatief zijn.',
  valueTooLarge: 'Deze waarde is onmogelijk groot voor één interval.',
  valueDecimals: 'Gebruik maximaal 4 decimalen.',
  intervalMinutes: 'Kies 15 of 60 minuten.',
} as const;

/** Longest range per resolution (local days from `from`): one year of quarters is 35,040 points. */
export const USAGE_RANGE_LIMITS: Record<(typeof USAGE_INTERVALS)[number], { years: number; label: string }> =
  {
    quarter: { years: 1, label: '1 jaar' },
    hour: { years: 2, label: '2 jaar' },
    day: { years: 10, label: '10 jaar' },
    week: { years: 20, label: '20 jaar' },
    month: { years: 50, label: '50 jaar' },
    year: { years: 50, label: '50 jaar' },
  };

export const usageQuerySchema = z.object({
  connectionIds: text(USAGE_MESSAGES.connectionIds)
    .regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/, USAGE_MESSAGES.connectionIds)
    .describe('Comma separated connection ids; several connections are summed (same product only).'),
  from: isoDay(USAGE_MESSAGES.from).describe('First local day (Europe/Amsterdam), YYYY-MM-DD.'),
  to: isoDay(USAGE_MESSAGES.to).describe('Local day after the last one (exclusive), YYYY-MM-DD.'),
  interval: z.enum(USAGE_INTERVALS, { error: USAGE_MESSAGES.interval }).describe('Bucket size.'),
  maxPoints: intBetween(100, 10_000, USAGE_MESSAGES.maxPoints)
    .optional()
    .describe(
      'For a chart: at most this many buckets, chosen as the lowest and highest consumption of equal runs ' +
        '(min/max downsampling). The buckets kept are exact; tables and exports omit it.',
    ),
});
export type UsageQuery = z.infer<typeof usageQuerySchema>;

export const usageExportQuerySchema = usageQuerySchema.omit({ maxPoints: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: 'Kies csv of xlsx.' }).describe('File type.'),
});
export type UsageExportQuery = z.infer<typeof usageExportQuerySchema>;

/** Column headers of the table and the exports (one wording for both). */
export const USAGE_COLUMNS = {
  period: 'Periode',
  consumption: 'Verbruik',
  consumptionLow: 'Waarvan dal',
  production: 'Teruglevering',
  net: 'Netto',
  peak: 'Piek',
  /** Daily meter readings, one day per row: the day's mean power. */
  dayAverage: 'Daggemiddelde',
  /** Daily meter readings, a week or longer per row: the busiest day's mean power. */
  maxDayAverage: 'Hoogste daggemiddelde',
  complete: 'Intervallen',
  expected: 'Verwacht',
} as const;

/**
 * The peak column's header with its unit, for the table and the exports alike. Interval data give a
 * measured peak ("Piek (kW)"); daily meter readings only give a day's mean power (`meta.peakBasis`
 * 'day-average'), named as such: "Daggemiddelde (kW)" per day, "Hoogste daggemiddelde (kW)" for a week or
 * longer (at hour or quarter resolution a day's readings are spread evenly, so the row still holds its day's mean).
 */
export function usagePeakHeader(
  meta: Pick<UsageResponse['meta'], 'peakBasis' | 'peakUnit' | 'interval'>,
): string {
  if (meta.peakBasis === 'interval') return `${USAGE_COLUMNS.peak} (${meta.peakUnit})`;
  const coarse = meta.interval === 'week' || meta.interval === 'month' || meta.interval === 'year';
  return `${coarse ? USAGE_COLUMNS.maxDayAverage : USAGE_COLUMNS.dayAverage} (${meta.peakUnit})`;
}

const amount = z.number().nullable();

export const usagePointSchema = z
  .object({
    start: text().describe(
      "The bucket's first instant, ISO 8601 in UTC (local midnight for day and coarser).",
    ),
    consumption: amount.describe('kWh (electricity) or m³ (gas) taken; null when the bucket has no data.'),
    production: amount.describe('kWh fed back; null without data (always null for gas).'),
    peakKw: amount.describe(
      "Highest interval × 60 / minutes: kW (gas m³/h). A selection adds the connections' own peaks " +
        'above quarter resolution; at quarter resolution it is the coincident value.',
    ),
    count: z.number().int().describe('Intervals present (consumption channel), summed over the connections.'),
    expected: z.number().int().describe('Intervals the bucket has in local time (92/96/100 a day), summed.'),
    consumptionLow: amount.describe(
      'Part of consumption in the low-tariff window (weekdays 23–07, weekends).',
    ),
    productionLow: amount.describe('Part of production in the low-tariff window.'),
    net: amount.describe('consumption − production.'),
  })
  .describe('One bucket of usage; values rounded once to 4 decimals.');
export type UsagePoint = z.infer<typeof usagePointSchema>;

export const usageResponseSchema = z.object({
  data: z.array(usagePointSchema),
  meta: z.object({
    unit: z.enum(['kWh', 'm³']),
    peakUnit: z.enum(['kW', 'm³/h']),
    interval: z.enum(USAGE_INTERVALS),
    from: text(),
    to: text(),
    /** Sum of the connections' contracted capacities (kW or m³/h), null when none has one. */
    contractedCapacity: z.number().nullable(),
    /** Buckets before downsampling (equals data.length without maxPoints). */
    buckets: z.number().int(),
    /**
     * 'day-average' when every connection with data has daily meter readings only: peakKw is then the
     * busiest day's mean power, not a measured peak.
     */
    peakBasis: z.enum(['interval', 'day-average']),
  }),
});
export type UsageResponse = z.infer<typeof usageResponseSchema>;

// ---- machine feed ---------------------------------------------------------------------------------

export const FEED_UNITS = ['kWh', 'kW', 'kVArh', 'm³'] as const;
export type FeedUnit = (typeof FEED_UNITS)[number];
/** Units each channel accepts; kW is a quarter's average power (kWh = kW × minutes / 60). */
export const UNITS_BY_CHANNEL: Record<(typeof EMS_CHANNEL_NAMES)[number], readonly FeedUnit[]> = {
  consumption: ['kWh', 'kW'],
  production: ['kWh', 'kW'],
  reactive: ['kVArh'],
  gas: ['m³'],
};
export const MAX_FEED_READINGS = 40_000;

export const feedReadingSchema = z.object({
  start: text(USAGE_MESSAGES.start).describe('Interval start, ISO 8601 with offset or Z.'),
  value: z.number({ error: USAGE_MESSAGES.value }).describe('In `unit`; kW is converted to kWh.'),
  quality: z.enum(['measured', 'estimated', 'corrected']).optional(),
});

export const readingsFeedSchema = z.object({
  ean: text(USAGE_MESSAGES.ean).trim().describe("EAN-18 of one of the customer's connections."),
  channel: z.enum(EMS_CHANNEL_NAMES as [string, ...string[]], { error: USAGE_MESSAGES.channel }),
  unit: z.enum(FEED_UNITS, { error: USAGE_MESSAGES.unit }),
  intervalMinutes: z
    .union([z.literal(15), z.literal(60)], { error: USAGE_MESSAGES.intervalMinutes })
    .optional()
    .describe('Interval length; 15 for electricity and 60 for gas unless given.'),
  readings: z
    .array(feedReadingSchema, { error: USAGE_MESSAGES.readingsRequired })
    .min(1, USAGE_MESSAGES.readingsRequired)
    .max(MAX_FEED_READINGS, USAGE_MESSAGES.tooManyReadings),
});
export type ReadingsFeed = z.infer<typeof readingsFeedSchema>;

export const feedResultSchema = z.object({
  data: z.object({
    connectionId: z.number().int(),
    written: z.number().int(),
    firstDay: text(),
    lastDay: text(),
  }),
});
