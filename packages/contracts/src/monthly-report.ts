import { z } from 'zod';
import type { PermissionRule } from './access.ts';
import { documentSchema } from './library.ts';
import { text } from './primitives.ts';

// The monthly report per customer (issue 32): a PDF of a month's energy, cost, peaks, signals and invoice
// audit savings, filed in the customer's library (folder Rapportages) and mailed to the contacts who want
// it. A job makes last month's report on the 1st; an admin can make one for any month from the library.

/** Making a report on demand: an admin who may write the customer's documents. */
export const MONTHLY_REPORT_WRITE = {
  allOf: ['is:admin', 'organisation-documents:write'],
} as const satisfies PermissionRule;

export const MONTHLY_REPORT_FOLDER = 'Rapportages';

export const MONTHLY_REPORT_MESSAGES = {
  month: 'Kies een maand (JJJJ-MM) die voorbij is.',
} as const;

/** The file name of a month's report: 'Maandrapportage 2026-10.pdf'. */
export function monthlyReportFileName(month: string): string {
  return `Maandrapportage ${month}.pdf`;
}

export const monthlyReportBodySchema = z.object({
  month: text(MONTHLY_REPORT_MESSAGES.month)
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTHLY_REPORT_MESSAGES.month)
    .describe('The calendar month, YYYY-MM; the current month or an earlier one.'),
  mail: z.boolean().default(false).describe('Also mail it to the contacts who want the monthly report.'),
});
export type MonthlyReportBody = z.input<typeof monthlyReportBodySchema>;

export const monthlyReportResponseSchema = z.object({
  data: z.object({
    document: documentSchema,
    mailedTo: z.number().int().describe('Contacts the report was mailed to.'),
  }),
});
export type MonthlyReportResponse = z.infer<typeof monthlyReportResponseSchema>;
