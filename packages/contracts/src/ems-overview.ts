import { z } from 'zod';
import { AUTHORISATION_STATUSES } from './data-authorisations.ts';
import { text } from './primitives.ts';

// The EMS overview (screen ems) and the energy tile (customer overview, customer staff's home):
// GET customers/{customerId}/ems/overview and …/ems/summary. Volumes are JSON numbers rounded once to
// 4 decimals, as stored; day ranges are local Dutch days, `to` exclusive.

const volume = z.number().describe('kWh (electricity) or m³ (gas), 4 decimals.');
const range = z.object({ from: text(), to: text().describe('Exclusive.') });
export const co2Kg = z
  .number()
  .int()
  .nullable()
  .describe('kg CO2 (direct emissions, TTW), rounded once to whole kg; null when no factor covers the year.');

export const emsOverviewItemSchema = z.object({
  connectionId: z.number().int(),
  ean: text(),
  product: z.number().int().describe('1 electricity, 2 gas.'),
  hasProd: z.boolean(),
  address: text(),
  capacity: text().nullable(),
  contractedCapacity: z.number().nullable().describe('kW (electricity) or m³/h (gas).'),
  unit: text().describe("'kWh' or 'm³'."),
  capacityUnit: text().describe("'kW' or 'm³/h'."),
  intervalMinutes: z.number().int().nullable().describe('15, 60 or 1440; null without data.'),
  lastInterval: text().nullable().describe('Start (ISO 8601) of the last interval received.'),
  completeness: z.object({
    count: z.number().int(),
    expected: z.number().int().describe('Intervals in the last 30 local days (92/96/100 quarters a day).'),
    ratio: z.number().nullable().describe('count / expected, 4 decimals; null without data.'),
  }),
  usage: z.object({
    thisYear: volume.describe('Year to date (up to today, exclusive).'),
    lastYear: volume.describe('The same period last year.'),
    change: z.number().nullable().describe('thisYear / lastYear − 1, 4 decimals; null when lastYear is 0.'),
  }),
  production: z
    .number()
    .nullable()
    .describe('Electricity fed back this year to date (kWh); null without production.'),
  co2: z
    .object({
      thisYear: co2Kg.describe('kg CO2 of usage this year to date (feed-in not subtracted).'),
      lastYear: co2Kg.describe('kg CO2 of usage in the same period last year.'),
    })
    .describe("Emissions of the connection's usage × the emission factor of each year (docs/rates.md)."),
  peak: z.object({
    month: z.number().nullable().describe('Highest interval this month as kW (m³/h for gas).'),
    year: z.number().nullable().describe('Highest interval this year as kW (m³/h for gas).'),
    exceeded: z.boolean().describe('The year peak is above the contracted capacity.'),
    basis: z
      .enum(['interval', 'day-average'])
      .nullable()
      .describe(
        "interval: measured intervals' mean power; day-average: only daily readings, the busiest day's kWh ÷ 24 h (a lower bound of the peak); null without data.",
      ),
  }),
  authorisation: z.object({
    status: z.enum(AUTHORISATION_STATUSES),
    validTo: text().nullable(),
    party: text().nullable(),
  }),
});
export type EmsOverviewItem = z.infer<typeof emsOverviewItemSchema>;

export const emsOverviewSchema = z.object({
  data: z.array(emsOverviewItemSchema),
  meta: z.object({
    today: text().describe('The local day the figures are computed on.'),
    completeness: range,
    thisYear: range,
    lastYear: range,
    co2Source: text().describe('The Dutch "Bron" line: the emission factors used, their publisher and year.'),
  }),
});
export type EmsOverview = z.infer<typeof emsOverviewSchema>;

const commodityTotals = z.object({
  connections: z.number().int(),
  unit: text(),
  thisYear: volume,
  lastYear: volume.describe('The same period last year.'),
  lastYearTotal: volume.describe('The whole of last year.'),
  completeness: z.number().nullable().describe('count / expected over the last 30 days, 4 decimals.'),
  co2: z.object({
    thisYear: co2Kg.describe('kg CO2 this year to date.'),
    lastYearTotal: co2Kg.describe('kg CO2 of the whole of last year.'),
  }),
});

export const emsSummarySchema = z.object({
  data: z.object({
    electricity: commodityTotals,
    gas: commodityTotals,
    today: text(),
    co2: z.object({
      thisYear: co2Kg.describe('kg CO2 of electricity and gas this year to date.'),
      lastYearTotal: co2Kg.describe('kg CO2 of electricity and gas in the whole of last year.'),
      source: text().describe('The Dutch "Bron" line of the factors used.'),
    }),
  }),
});
export type EmsSummary = z.infer<typeof emsSummarySchema>['data'];

/** Dutch texts the overview and the tile share with the server's messages. */
export const EMS_OVERVIEW_MESSAGES = {
  noConnections: 'Deze klant heeft geen aansluitingen in energiemonitoring.',
} as const;
