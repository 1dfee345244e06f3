import { z } from 'zod';
import { listMetaSchema, pagingQuery } from './envelopes.ts';
import { ISSUER_KINDS } from './invoices.ts';
import { id, text, intBetween } from './primitives.ts';

// The back office's invoice overviews (spec /v3/invoices/year and /v3/invoices/month, invoices:read;
// issue 28): across every customer the user acts for. API GET invoices/year and GET invoices/month.

/** Spec §9: year lists default to 5 entries. */
export const YEAR_LIST_LENGTH = 5;

export const INVOICE_OVERVIEW_MESSAGES = {
  year: 'Kies een jaar tussen 2000 en 2100.',
  month: 'Kies een maand (JJJJ-MM).',
  months: 'Kies 1 tot en met 12 maanden.',
} as const;
const M = INVOICE_OVERVIEW_MESSAGES;

export const invoiceYearQuerySchema = z.object({
  year: intBetween(2000, 2100, M.year)
    .optional()
    .describe('The year (of the period’s last day, else the invoice date); default this year.'),
  customerId: id().optional().describe('One customer only.'),
  q: text().trim().max(200).optional().describe('Part of the customer name.'),
  ...pagingQuery,
  sort: z
    .enum(['customerName', '-customerName', 'totalExclVat', '-totalExclVat', 'invoiceCount', '-invoiceCount'])
    .optional(),
});
export type InvoiceYearQuery = z.output<typeof invoiceYearQuerySchema>;

export const invoiceYearRowSchema = z.object({
  customerId: z.number().int(),
  customerName: text(),
  year: z.number().int(),
  invoiceCount: z.number().int().describe('Invoices, credit notes not counted.'),
  creditNoteCount: z.number().int(),
  electricityKwh: text().describe('kWh of the supply lines (MWh × 1000), credit notes subtracted.'),
  gasM3: text().describe('m³ of the supply lines, credit notes subtracted.'),
  totalExclVat: text().describe('€ excl. VAT, credit notes subtracted.'),
  energyTax: text().describe('€ of the energy-tax lines (reduction not included), credit notes subtracted.'),
  deviationCount: z
    .number()
    .int()
    .nullable()
    .describe(
      'Invoices of the year (period’s last day, else invoice date) whose audit deviates; null without access to the invoice audit.',
    ),
  recovered: text()
    .nullable()
    .describe(
      '€ recovered (excl. VAT) by credit notes on claims against those invoices; null without access to the invoice audit.',
    ),
});
export type InvoiceYearRow = z.infer<typeof invoiceYearRowSchema>;

export const invoiceYearTotalsSchema = invoiceYearRowSchema.omit({
  customerId: true,
  customerName: true,
  year: true,
});

export const invoiceYearListSchema = z.object({
  data: z.array(invoiceYearRowSchema),
  meta: listMetaSchema.extend({
    year: z.number().int(),
    years: z.array(z.number().int()).describe('The years to choose from: this year and the 4 before.'),
    totals: invoiceYearTotalsSchema.describe('Sums over every customer of the filter.'),
  }),
});
export type InvoiceYearList = z.infer<typeof invoiceYearListSchema>;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const invoiceMonthQuerySchema = z.object({
  month: text(M.month)
    .regex(MONTH, M.month)
    .optional()
    .describe('The last month shown (YYYY-MM); default the month before this one.'),
  months: intBetween(1, 12, M.months).default(3).describe('How many months up to and including `month`.'),
  customerId: id().optional(),
  issuerKind: z.enum(ISSUER_KINDS).optional(),
  issuerId: id().optional().describe('With issuerKind: only this issuer’s invoices count.'),
  q: text().trim().max(200).optional().describe('Part of the EAN or customer name.'),
  ...pagingQuery,
});
export type InvoiceMonthQuery = z.output<typeof invoiceMonthQuerySchema>;

export const COVERAGE_STATUSES = ['arrived', 'partial', 'overlap', 'missing', 'none'] as const;
export const COVERAGE_STATUS_NAMES: Record<(typeof COVERAGE_STATUSES)[number], string> = {
  arrived: 'Ontvangen',
  partial: 'Deels',
  overlap: 'Overlap',
  missing: 'Ontbreekt',
  none: 'Niet verwacht',
};

const cellSchema = z.object({
  status: z
    .enum(COVERAGE_STATUSES)
    .describe(
      'missing: none arrived while one is expected — an issuer kind is expected while the connection runs, ' +
        'from the month of its first invoice of that kind for the connection on (grid operator and metering ' +
        'company only on a large connection); none: nothing arrived and nothing expected.',
    ),
  invoices: z.array(z.object({ id: z.number().int(), number: text() })),
});

export const invoiceMonthRowSchema = z.object({
  connectionId: z.number().int(),
  ean: text(),
  product: z.number().int(),
  address: text(),
  customerId: z.number().int(),
  customerName: text(),
  large: z
    .boolean()
    .describe(
      'Large in the newest month shown (a contracted capacity in force all that month): a large month ' +
        'expects all three invoices, a small one the supplier’s; each month of the grid is judged by the ' +
        'capacity in force in it.',
    ),
  months: z.array(
    z.object({
      month: text(),
      // With an issuerKind filter only that kind's cell is answered (the other kinds are absent).
      supplier: cellSchema.optional(),
      'grid-operator': cellSchema.optional(),
      'metering-company': cellSchema.optional(),
    }),
  ),
});
export type InvoiceMonthRow = z.infer<typeof invoiceMonthRowSchema>;

export const invoiceMonthListSchema = z.object({
  data: z.array(invoiceMonthRowSchema),
  meta: listMetaSchema.extend({
    months: z.array(text()).describe('The months shown, oldest first.'),
    counts: z
      .object({
        arrived: z.number().int(),
        partial: z.number().int(),
        overlap: z.number().int(),
        missing: z.number().int(),
        none: z.number().int(),
      })
      .describe("Cells per status on this page (with issuerKind: that kind's cells only)."),
  }),
});
export type InvoiceMonthList = z.infer<typeof invoiceMonthListSchema>;
