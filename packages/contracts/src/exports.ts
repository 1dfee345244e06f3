import { z } from 'zod';
import { listQuerySchema } from './envelopes.ts';
import { isIsoDay, refId, text } from './primitives.ts';
import { EXPORTS_READ } from './access-rules.ts';

export { EXPORTS_READ };

// Exports (issue 11 "Exports", spec route /v3/exports: is:admin, export:read; API resource `exports`): a
// catalogue of exports, each made as xlsx or csv by a background job, listed with who/when/size and
// downloadable for 7 days. Audit results (issue 29) are offered to users with the audit inbox;
// agreements appear once the supply_agreements table has rows.

export const EXPORT_TYPES = [
  'customers',
  'connections',
  'contacts',
  'hours',
  'energy',
  'agreements',
  'invoices',
  'invoice-lines',
  'audit-results',
] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFileFormat = (typeof EXPORT_FORMATS)[number];

/** Days a finished export can be downloaded; the daily cleanup removes it after. */
export const EXPORT_KEEP_DAYS = 7;

export const EXPORT_STATUSES = ['wachtrij', 'bezig', 'klaar', 'mislukt'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const EXPORT_STATUS_LABELS: Record<ExportStatus, string> = {
  wachtrij: 'In de wachtrij',
  bezig: 'Bezig',
  klaar: 'Klaar',
  mislukt: 'Mislukt',
};

export const EXPORT_MESSAGES = {
  type: 'Kies een export uit de catalogus.',
  format: 'Kies Excel (xlsx) of CSV.',
  customer: 'Kies een klant.',
  connection: 'Kies een aansluiting van deze klant.',
  from: 'Vul een geldige begindatum in.',
  to: 'Vul een geldige einddatum in.',
  periodReversed: 'De einddatum moet na de begindatum liggen.',
  periodTooLong: 'Een periode beslaat hoogstens 5 jaar.',
  notAvailable: 'Deze export is nu niet beschikbaar.',
  notReady: 'Dit bestand is (nog) niet beschikbaar.',
} as const;

export const exportCatalogueItemSchema = z.object({
  type: z.enum(EXPORT_TYPES),
  name: text(),
  description: text(),
  /** What the request must name: nothing, or a customer's connection and a period. */
  needs: z.enum(['none', 'connection-period']),
});
export type ExportCatalogueItem = z.infer<typeof exportCatalogueItemSchema>;

export const exportCatalogueSchema = z.object({
  data: z.array(exportCatalogueItemSchema),
  unavailable: z
    .array(z.object({ name: text(), reason: text() }))
    .describe('Exports the catalogue does not offer yet, and why.'),
});
export type ExportCatalogue = z.infer<typeof exportCatalogueSchema>;

const MAX_PERIOD_DAYS = 5 * 366;

export const exportCreateSchema = z
  .object({
    type: z.enum(EXPORT_TYPES, { error: EXPORT_MESSAGES.type }),
    format: z.enum(EXPORT_FORMATS, { error: EXPORT_MESSAGES.format }).default('xlsx'),
    customerId: refId(EXPORT_MESSAGES.customer).nullish().describe('Energy data: the customer.'),
    connectionId: refId(EXPORT_MESSAGES.connection)
      .nullish()
      .describe("Energy data: the customer's connection."),
    from: text(EXPORT_MESSAGES.from)
      .refine(isIsoDay, EXPORT_MESSAGES.from)
      .nullish()
      .describe('Energy data: first day (local), YYYY-MM-DD.'),
    to: text(EXPORT_MESSAGES.to)
      .refine(isIsoDay, EXPORT_MESSAGES.to)
      .nullish()
      .describe('Energy data: last day (inclusive), YYYY-MM-DD.'),
  })
  .superRefine((body, context) => {
    if (body.type !== 'energy') return;
    if (!body.customerId)
      context.addIssue({ code: 'custom', path: ['customerId'], message: EXPORT_MESSAGES.customer });
    if (!body.connectionId)
      context.addIssue({ code: 'custom', path: ['connectionId'], message: EXPORT_MESSAGES.connection });
    if (!body.from) context.addIssue({ code: 'custom', path: ['from'], message: EXPORT_MESSAGES.from });
    if (!body.to) context.addIssue({ code: 'custom', path: ['to'], message: EXPORT_MESSAGES.to });
    if (body.from && body.to) {
      const days = (Date.parse(body.to) - Date.parse(body.from)) / 86_400_000;
      if (days < 0)
        context.addIssue({ code: 'custom', path: ['to'], message: EXPORT_MESSAGES.periodReversed });
      else if (days > MAX_PERIOD_DAYS)
        context.addIssue({ code: 'custom', path: ['to'], message: EXPORT_MESSAGES.periodTooLong });
    }
  });
export type ExportCreate = z.input<typeof exportCreateSchema>;
export type ExportCreateValues = z.output<typeof exportCreateSchema>;

export const exportItemSchema = z.object({
  id: z.number().int(),
  type: z.enum(EXPORT_TYPES),
  typeName: text(),
  format: z.enum(EXPORT_FORMATS),
  description: text().describe(
    "What is in it, e.g. 'Energiedata 871687120000000001, 01/01/2026 – 31/01/2026'.",
  ),
  status: z.enum(EXPORT_STATUSES),
  statusName: text(),
  progress: z.number().min(0).max(1),
  jobId: text().nullable().describe('The background job (GET jobs/{id}, realtime job.progress).'),
  filename: text(),
  rows: z.number().int().nullable(),
  size: z.number().int().nullable().describe('Bytes.'),
  error: text().nullable(),
  requestedBy: z.object({ id: z.number().int(), name: text() }).nullable(),
  createdAt: text(),
  finishedAt: text().nullable(),
  expiresAt: text(),
});
export type ExportItem = z.infer<typeof exportItemSchema>;

export const exportListQuerySchema = listQuerySchema.extend({
  type: z.enum(EXPORT_TYPES).optional(),
});
export type ExportListQuery = z.output<typeof exportListQuerySchema>;
export type ExportListQueryInput = z.input<typeof exportListQuerySchema>;
