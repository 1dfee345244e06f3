import { z } from 'zod';
import { isIsoDay, text, intBetween } from './primitives.ts';

// Degree days (graaddagen) per weather station: GET degree-days and POST degree-days/import (KNMI daily
// data). Figures are exact to 0.1 (degree days) and 0.01 (weighted); sums are computed once, server side.

/** De Bilt, the station Dutch energy contracts and reports refer to. */
export const DEFAULT_STATION = 260;

/** Station names known without a file (DOMAIN.md: De Bilt = 260); others are named by their KNMI file. */
export const KNOWN_STATION_NAMES: Readonly<Record<number, string>> = { 260: 'De Bilt' };

export const DEGREE_DAY_INTERVALS = ['day', 'month', 'year'] as const;
export type DegreeDayInterval = (typeof DEGREE_DAY_INTERVALS)[number];

/** Largest KNMI file accepted (the whole De Bilt series since 1901 is about 6 MB). */
export const MAX_KNMI_FILE_BYTES = 20 * 1024 * 1024;

export const DEGREE_DAY_MESSAGES = {
  station: 'Kies een geldig KNMI-stationsnummer.',
  from: 'Vul een geldige begindatum in (JJJJ-MM-DD).',
  to: 'Vul een geldige einddatum in (JJJJ-MM-DD).',
  order: 'De einddatum moet na de begindatum liggen.',
  span: 'Kies een periode van hooguit 50 jaar.',
  interval: 'Kies dag, maand of jaar.',
  fileRequired: 'Kies een KNMI-bestand met daggegevens.',
  oneFile: 'Kies één bestand.',
  tooLarge: 'Het bestand is groter dan 20 MB.',
  noRows: 'Het bestand bevat geen bruikbare dagen.',
  notText:
    'Dit is geen tekstbestand van het KNMI (zoals een Excel- of zip-bestand). Download de daggegevens als tekst bij het KNMI.',
} as const;

const MAX_SPAN_DAYS = 50 * 366;

const day = (message: string) => text(message).refine(isIsoDay, message).describe('Local date YYYY-MM-DD.');

export const degreeDayQuerySchema = z
  .object({
    station: intBetween(1, 9999, DEGREE_DAY_MESSAGES.station)
      .default(DEFAULT_STATION)
      .describe('KNMI station number (default 260, De Bilt).'),
    from: day(DEGREE_DAY_MESSAGES.from).describe('First day, YYYY-MM-DD (inclusive).'),
    to: day(DEGREE_DAY_MESSAGES.to).describe('Day after the last, YYYY-MM-DD (exclusive).'),
    interval: z
      .enum(DEGREE_DAY_INTERVALS, { error: DEGREE_DAY_MESSAGES.interval })
      .default('day')
      .describe('Rows per day, month or year.'),
  })
  .superRefine((query, ctx) => {
    if (query.from >= query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: DEGREE_DAY_MESSAGES.order });
      return;
    }
    const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
    if (span > MAX_SPAN_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: DEGREE_DAY_MESSAGES.span });
  });
export type DegreeDayQuery = z.infer<typeof degreeDayQuerySchema>;

export const degreeDayRowSchema = z.object({
  start: text().describe(
    'First day of the row (YYYY-MM-DD): the day, the first of the month or of the year.',
  ),
  days: z.number().int().describe('Days with a temperature in this row.'),
  meanTemperature: z.number().describe('Mean of the daily mean temperatures, °C (one decimal).'),
  degreeDays: z.number().describe('Sum of degree days, max(0, 18 − mean temperature) per day.'),
  weightedDegreeDays: z
    .number()
    .describe('Sum of weighted degree days (0.8 Apr–Sep, 1.0 Mar and Oct, 1.1 Nov–Feb).'),
  periodDays: z
    .number()
    .int()
    .describe('Days of the period within the range: a row with fewer days is a partial period.'),
});
export type DegreeDayRow = z.infer<typeof degreeDayRowSchema>;

export const degreeDayTotalsSchema = z.object({
  days: z.number().int(),
  degreeDays: z.number(),
  weightedDegreeDays: z.number(),
});

export const degreeDayListSchema = z.object({
  data: z.array(degreeDayRowSchema),
  meta: z.object({
    station: z.number().int(),
    from: text(),
    to: text(),
    interval: z.enum(DEGREE_DAY_INTERVALS),
    total: degreeDayTotalsSchema,
    /** Where the figures come from: 'knmi', 'demo' or both. */
    sources: z
      .array(text())
      .describe("Sources of the days shown: 'knmi' (imported) and/or 'demo' (generated demo data)."),
    demo: z
      .object({ days: z.number().int(), from: text(), to: text().describe('Last demo day (inclusive).') })
      .nullable()
      .describe('The demo days in the range (count, first and last); null when every day is imported.'),
    missing: z.array(text()).describe('Starts of the periods in the range without any day of data.'),
    completeMean: z
      .object({ periods: z.number().int(), degreeDays: z.number(), weightedDegreeDays: z.number() })
      .nullable()
      .describe('Mean of the complete periods (every day measured); null without one.'),
  }),
});
export type DegreeDayList = z.infer<typeof degreeDayListSchema>;

export const degreeDayImportErrorSchema = z.object({
  row: z.number().int().describe('Line number in the file (1-based).'),
  column: text(),
  message: text().describe('Dutch message.'),
});

export const degreeDayImportResultSchema = z.object({
  rowsRead: z.number().int(),
  rowsImported: z.number().int(),
  rowsRejected: z.number().int(),
  stations: z.array(z.number().int()),
  firstDay: text().nullable(),
  lastDay: text().nullable(),
  errors: z.array(degreeDayImportErrorSchema).describe('Per-row errors (the first 500).'),
});
export type DegreeDayImportResult = z.infer<typeof degreeDayImportResultSchema>;

export const degreeDayStationSchema = z.object({
  station: z.number().int(),
  name: text()
    .nullable()
    .describe("The station's name (De Bilt, or as its KNMI file gives it); null if unknown."),
  days: z.number().int(),
  firstDay: text(),
  lastDay: text(),
});
export type DegreeDayStation = z.infer<typeof degreeDayStationSchema>;
