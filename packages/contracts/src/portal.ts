import { z } from 'zod';
import { co2Kg } from './ems-overview.ts';
import { text } from './primitives.ts';

// The customer's portal home (issue 31): this year's energy and cost against last year and the budget,
// open signals and what the invoice audit recovered, in one call. Each part is null when the profile may
// not read it (or the customer lacks the module), so the screen leaves its card out.

/**
 * How far a year's forecast volume may lie from the reference (last year's measured volume; without it
 * the budgeted volume) before the portal explains it instead of showing it: a factor 1.5 up or down.
 */
export const FORECAST_PLAUSIBLE_FACTOR = 1.5;

export const forecastViewSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('shown'),
    amount: z.number().describe('€ incl. VAT, the whole year.'),
    volume: z.number(),
  }),
  z
    .object({
      state: z.literal('implausible'),
      volume: z.number().describe('The forecast volume that is not shown to the customer.'),
      basis: z
        .enum(['last-year', 'budget'])
        .describe(
          "What it was compared with: last year's measured volume, or without it the budget's volume.",
        ),
      reference: z.number().describe('The volume it was compared with.'),
      ratio: z.number().describe('forecast volume ÷ reference, 2 decimals.'),
    })
    .describe('The forecast lies more than the factor from last year: explained, not shown.'),
  z.object({ state: z.literal('unknown') }).describe('No forecast could be made (no rates, no volume).'),
]);
export type ForecastView = z.infer<typeof forecastViewSchema>;

const money = z.number().describe('€ incl. VAT, cents.');

export const portalEnergyRowSchema = z.object({
  product: z.union([z.literal(1), z.literal(2)]),
  unit: text(),
  connections: z.number().int(),
  thisYear: z.number().describe('Measured volume from 1 January to today (exclusive).'),
  lastYearToDate: z.number().describe('Measured volume of the same period last year.'),
  lastYear: z.number().describe("Last year's whole measured volume."),
  cost: z
    .object({
      thisYear: money.describe('This year to date: measured volume × effective rates.'),
      lastYear: money.nullable().describe('Last year as a whole, priced the same way.'),
      budget: money.nullable().describe("This year's budget (whole year)."),
      budgetToDate: money
        .nullable()
        .describe(
          "The budget due by today, as the budgets tab spreads it (gas by a normal year's degree days).",
        ),
      budgetDeviationPct: z
        .number()
        .nullable()
        .describe(
          '(thisYear − budgetToDate) ÷ budgetToDate × 100; null without a budget or while a connection is unmeasured.',
        ),
      unmeasured: z
        .array(text())
        .describe('EANs without a measured day this year: missing from thisYear, so no comparison.'),
      connections: z.number().int().describe("The product's connections the cost counts."),
      budgetVolume: z.number().nullable(),
      forecast: forecastViewSchema,
      unverifiedTax: z
        .boolean()
        .describe(
          "This year's energy tax in these figures rests on rates not verified against the official table (or borrowed).",
        ),
    })
    .nullable()
    .describe('Null without the budgets module.'),
});
export type PortalEnergyRow = z.infer<typeof portalEnergyRowSchema>;

export const portalSummarySchema = z.object({
  year: z.number().int(),
  today: text(),
  energy: z.array(portalEnergyRowSchema).nullable().describe('Null without energy monitoring.'),
  co2: z
    .object({
      thisYear: co2Kg.describe('kg CO2 of electricity and gas used from 1 January to today (exclusive).'),
      lastYearToDate: co2Kg.describe('kg CO2 of the same period last year.'),
      lastYear: co2Kg.describe("kg CO2 of last year's whole use."),
      source: text().describe('The Dutch "Bron" line: the emission factors used, their publisher and year.'),
    })
    .nullable()
    .describe("The customer's CO2 from the same volumes as `energy`; null without energy monitoring."),
  signals: z.object({ open: z.number().int() }).nullable(),
  invoices: z
    .object({
      from: text().describe('1 January of this year.'),
      to: text().describe('Today: invoices dated from `from` to here (inclusive), drafts left out.'),
      invoiceCount: z.number().int(),
      invoices: text().describe('Σ of the invoices, € incl. VAT.'),
      creditNoteCount: z.number().int(),
      credits: text().describe('Σ of the credit notes, € incl. VAT, positive.'),
      net: text().describe('invoices − credits.'),
    })
    .nullable()
    .describe("This year's invoices and credit notes apart; null without organisation-invoices:read."),
  invoiceAudit: z
    .object({
      invoices: z.number().int(),
      deviations: z.number().int(),
      amountAtStake: text().describe('€ at stake in open deviations (excl. VAT).'),
      recovered: text().describe('€ recovered by credit notes (excl. VAT).'),
    })
    .nullable()
    .describe('Null without the invoice audit.'),
});
export type PortalSummary = z.infer<typeof portalSummarySchema>;

export const portalSummaryResponseSchema = z.object({ data: portalSummarySchema });
