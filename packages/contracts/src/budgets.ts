import { z } from 'zod';
import { VOLUME_SOURCES } from './forecast.ts';
import { decimal, PARAMETER_MESSAGES } from './parameters.ts';
import { text, intBetween } from './primitives.ts';

// Budgets (module budgets, issue 13): what a customer budgets per calendar year and product, € including VAT
// and volume (kWh or m³), against the forecast and the actual cost to date (EMS volume × effective rates
// until invoices exist). The generic calls of spec §7 under customers/{customerId}/budgets.

export const BUDGETS_READ = { allOf: ['mod:budgets', 'organisation:read'] } as const;
export const BUDGETS_WRITE = { allOf: ['mod:budgets', 'organisation:write'] } as const;

export const BUDGET_MESSAGES = {
  yearInvalid: 'Vul een jaar in tussen 2000 en 2100.',
  productInvalid: 'Kies Elektriciteit of Gas.',
  noteTooLong: 'Gebruik maximaal 500 tekens.',
} as const;

const yearSchema = intBetween(2000, 2100, BUDGET_MESSAGES.yearInvalid);
const productSchema = z.coerce
  .number(BUDGET_MESSAGES.productInvalid)
  .pipe(z.union([z.literal(1), z.literal(2)], { error: BUDGET_MESSAGES.productInvalid }));

const budgetFields = {
  year: yearSchema,
  product: productSchema.describe('1 electricity, 2 gas.'),
  amount: decimal(PARAMETER_MESSAGES.amountInvalid).describe(
    'Budget in €, including VAT ("12500.00"; a comma is accepted, and then dots group thousands: "12.500,00").',
  ),
  volume: decimal().describe('Budgeted volume, kWh (electricity) or m³ (gas).'),
  note: text().trim().max(500, BUDGET_MESSAGES.noteTooLong).default(''),
};

export const budgetCreateSchema = z.object(budgetFields);
export type BudgetCreate = z.input<typeof budgetCreateSchema>;
export const budgetUpdateSchema = z
  .object({ ...budgetFields, note: text().trim().max(500, BUDGET_MESSAGES.noteTooLong) })
  .partial();

export const budgetItemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  year: z.number().int(),
  product: z.union([z.literal(1), z.literal(2)]),
  amount: z.number().describe('€ including VAT.'),
  volume: z.number(),
  note: text(),
  createdAt: text(),
  updatedAt: text(),
});
export type BudgetItem = z.infer<typeof budgetItemSchema>;

export const budgetFilters = { year: yearSchema, product: productSchema };

export const budgetComparisonQuerySchema = z.object({
  year: yearSchema.optional().describe('The calendar year; this year when absent.'),
});

const figure = z.object({ amount: z.number().describe('€ incl. VAT'), volume: z.number() });

export const budgetComparisonRowSchema = z.object({
  product: z.union([z.literal(1), z.literal(2)]),
  budget: budgetItemSchema.nullable(),
  forecast: figure.extend({
    unknown: z.number().int().describe('Connections the forecast could not price.'),
    sources: z
      .array(z.object({ source: z.enum(VOLUME_SOURCES), connections: z.number().int() }))
      .describe(
        "Where the forecast's expected volumes come from (the one rule of the forecast), connections per source, in order of precedence.",
      ),
  }),
  actual: figure.extend({
    to: text().describe('The actual figures run from 1 January to this day (exclusive).'),
    source: z.enum(['ems']).describe("'ems': measured volume × effective rates (no invoices yet)."),
    connections: z.number().int().describe("The product's connections."),
    unmeasured: z
      .array(text())
      .describe(
        'EANs of connections without a measured day in the period: they are missing from the actual cost, so there is no actual deviation.',
      ),
    partial: z
      .array(z.object({ ean: text(), coveredDays: z.number() }))
      .describe(
        'Connections measured on part of the period only (days covered of meta.elapsedDays): the actual cost holds their measured days only, so the comparison is partial.',
      ),
  }),
  forecastDeviation: z.number().nullable().describe('forecast − budget, €.'),
  forecastDeviationPct: z.number().nullable(),
  budgetToDate: z
    .number()
    .nullable()
    .describe(
      'The part of the budget due by actual.to, €: gas by the degree days of a normal year, else by days.',
    ),
  budgetProfile: z
    .enum(['degree-days', 'days'])
    .describe("How budgetToDate is spread: 'degree-days' (gas, normal season) or 'days'."),
  actualDeviation: z
    .number()
    .nullable()
    .describe('actual − budgetToDate, €; null without a budget or while a connection is unmeasured.'),
  actualDeviationPct: z.number().nullable(),
});
export type BudgetComparisonRow = z.infer<typeof budgetComparisonRowSchema>;

export const budgetComparisonResponseSchema = z.object({
  data: z.array(budgetComparisonRowSchema),
  meta: z.object({
    year: z.number().int(),
    elapsedDays: z.number().int(),
    yearDays: z.number().int(),
    unverifiedTaxYears: z
      .array(z.number().int())
      .describe(
        'The year when its energy tax (forecast and actual) rests on rates not verified against the official table (or borrowed); else empty.',
      ),
  }),
});
export type BudgetComparison = z.infer<typeof budgetComparisonResponseSchema>;
