import { z } from 'zod';
import type { InvoiceTotalsMismatch } from '@energiek/domain/invoice-totals';
import { listQuerySchema } from './envelopes.ts';
import { formatCurrency } from './format.ts';
import { id, isIsoDay, refId, text, requiredText } from './primitives.ts';
import { AUDIT_LINE_KINDS } from '@energiek/domain/shadow-bill';

// Energy invoices of a customer (issue 28): what a supplier, grid operator or metering company invoiced
// to one of the customer's legal entities, line by line. API customers/{customerId}/invoices.
// Money, quantities and prices are exact decimal strings with a '.' (never floats).

export const ISSUER_KINDS = ['supplier', 'grid-operator', 'metering-company'] as const;
export type IssuerKind = (typeof ISSUER_KINDS)[number];
export const ISSUER_KIND_NAMES: Record<IssuerKind, string> = {
  supplier: 'Leverancier',
  'grid-operator': 'Netbeheerder',
  'metering-company': 'Meetbedrijf',
};

export const INVOICE_KINDS = ['invoice', 'credit-note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_NAMES: Record<InvoiceKind, string> = {
  invoice: 'Factuur',
  'credit-note': 'Creditnota',
};

/** draft: made from a PDF or e-invoice and not yet checked by a person. */
export const INVOICE_STATUSES = ['draft', 'received', 'approved', 'disputed', 'paid'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  draft: 'Concept',
  received: 'Ontvangen',
  approved: 'Goedgekeurd',
  disputed: 'Betwist',
  paid: 'Betaald',
};

export const INVOICE_SOURCES = ['hand', 'e-invoice', 'pdf'] as const;
export type InvoiceSource = (typeof INVOICE_SOURCES)[number];
export const INVOICE_SOURCE_NAMES: Record<InvoiceSource, string> = {
  hand: 'Handmatig',
  'e-invoice': 'E-factuur',
  pdf: 'PDF',
};

/** Line kinds (DOMAIN.md "Invoice lines"): the shadow bill's list, one list for both. */
export const INVOICE_LINE_KINDS = AUDIT_LINE_KINDS;
export type InvoiceLineKind = (typeof INVOICE_LINE_KINDS)[number];
export const INVOICE_LINE_KIND_NAMES: Record<InvoiceLineKind, string> = {
  'supply-normal': 'Levering normaal',
  'supply-low': 'Levering dal',
  'supply-single': 'Levering enkel',
  'fixed-supply-fee': 'Vaste leveringskosten',
  gvo: 'Garanties van oorsprong (GvO)',
  'energy-tax': 'Energiebelasting',
  'tax-reduction': 'Vermindering energiebelasting',
  ode: 'ODE',
  'fixed-transport-fee': 'Vastrecht transportdienst',
  'periodic-connection-fee': 'Periodieke aansluitvergoeding',
  'contracted-capacity': 'Gecontracteerd vermogen (kW)',
  'kw-max': 'kW max',
  reactive: 'Blindstroom (kVArh)',
  'metering-service': 'Meetdienst',
  other: 'Overig',
};

export const INVOICE_UNITS = [
  'kWh',
  'MWh',
  'm3',
  'kW',
  'kVArh',
  'day',
  'month',
  'year',
  'piece',
  'm3/h',
] as const;
export type InvoiceUnit = (typeof INVOICE_UNITS)[number];
export const INVOICE_UNIT_NAMES: Record<InvoiceUnit, string> = {
  kWh: 'kWh',
  MWh: 'MWh',
  m3: 'm³',
  kW: 'kW',
  kVArh: 'kVArh',
  day: 'dag',
  month: 'maand',
  year: 'jaar',
  piece: 'stuk',
  'm3/h': 'm³(n)/h',
};

export const VAT_RATES = ['21', '9', '0'] as const;

export const INVOICE_MESSAGES = {
  issuerKind: 'Kies het soort afzender.',
  issuer: 'Kies de afzender van de factuur.',
  issuerUnknown: 'Deze afzender bestaat niet.',
  entityOther: 'Deze entiteit hoort niet bij deze klant.',
  number: 'Vul het factuurnummer in.',
  date: 'Vul een geldige datum in.',
  invoiceDate: 'Vul de factuurdatum in.',
  dueBeforeInvoice: 'De vervaldatum mag niet voor de factuurdatum liggen.',
  periodEndBeforeStart: 'Het einde van de periode mag niet voor het begin liggen.',
  kind: 'Kies factuur of creditnota.',
  status: 'Kies een status.',
  amount: 'Vul een bedrag in met hooguit 2 decimalen, bijvoorbeeld 1234,56.',
  decimal: 'Vul een getal in met hooguit 6 decimalen, bijvoorbeeld 0,12345.',
  vatRate: 'Vul een btw-percentage in, bijvoorbeeld 21.',
  lineKind: 'Kies het soort regel.',
  unit: 'Kies een eenheid.',
  lines: 'Voeg minstens één regel toe.',
  bracket: 'Kies een schijf van 1 tot en met 5.',
  connectionOther: 'Deze aansluiting hoort niet bij deze klant.',
  creditsOther: 'De gecrediteerde factuur hoort niet bij deze klant.',
  creditsOnlyCreditNote: 'Alleen een creditnota verwijst naar een gecrediteerde factuur.',
  documentOther: 'Dit bestand staat niet in de bibliotheek van deze klant.',
  duplicateNumber: (number: string, date: string) =>
    `Factuur ${number} van deze afzender bestaat al (factuurdatum ${date}).`,
  notFoundImport: 'Deze import bestaat niet.',
} as const;

const M = INVOICE_MESSAGES;

/** Euros with at most 2 decimals, '.' as decimal mark: "-519.80", "1234.5". */
export const MONEY_PATTERN = /^-?\d{1,12}(\.\d{1,2})?$/;
/** Quantities and unit prices: up to 6 decimals. */
export const DECIMAL_PATTERN = /^-?\d{1,12}(\.\d{1,6})?$/;

/** A decimal string; a Dutch comma without a dot ("0,12345") is read as the decimal mark. */
const decimalOf = (pattern: RegExp, message: string) =>
  text(message)
    .trim()
    .transform((value) => (value.includes('.') ? value : value.replace(',', '.')))
    .pipe(text(message).regex(pattern, message));
const money = (message: string = M.amount) => decimalOf(MONEY_PATTERN, message);
const decimal = () => decimalOf(DECIMAL_PATTERN, M.decimal);
const vatRate = () => decimalOf(/^\d{1,2}(\.\d{1,2})?$/, M.vatRate);
const day = (message: string = M.date) => text(message).refine(isIsoDay, message);
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullish();

export const invoiceLineBodySchema = z.object({
  connectionId: refId(M.connectionOther).nullish().describe("One of the customer's connections."),
  ean: optionalText(18).describe(
    'The EAN the invoice names; kept "to be resolved" when no connection has it.',
  ),
  kind: z.enum(INVOICE_LINE_KINDS, { error: M.lineKind }),
  bracket: z
    .number({ error: M.bracket })
    .int(M.bracket)
    .min(1, M.bracket)
    .max(5, M.bracket)
    .nullish()
    .describe('Energy tax and ODE: the bracket (schijf) 1–5.'),
  description: optionalText(300),
  quantity: decimal().nullish(),
  unit: z.enum(INVOICE_UNITS, { error: M.unit }).nullish(),
  unitPrice: decimal().nullish().describe('€ per unit excl. VAT.'),
  amount: money().describe('€ excl. VAT; negative for a reduction.'),
  vatRate: vatRate().describe('Percentage: "21" for 21 %.'),
  periodFrom: day().nullish().describe("The line's own period, first day."),
  periodTo: day().nullish().describe("The line's own period, last day (inclusive)."),
});
export type InvoiceLineBody = z.input<typeof invoiceLineBodySchema>;

export const vatRateTotalSchema = z.object({
  rate: vatRate(),
  base: money(),
  amount: money(),
});

export const invoiceBodySchema = z
  .object({
    issuerKind: z.enum(ISSUER_KINDS, { error: M.issuerKind }).describe(ISSUER_KINDS.join(', ')),
    issuerId: refId(M.issuer).describe('The supplier, grid operator or metering company (master data).'),
    entityId: refId(M.entityOther)
      .nullish()
      .describe("The customer's legal entity the invoice is addressed to."),
    number: requiredText(M.number, 100),
    invoiceDate: day(M.invoiceDate),
    dueDate: day().nullish(),
    periodFrom: day().nullish(),
    periodTo: day().nullish().describe('Last day of the period (inclusive).'),
    kind: z.enum(INVOICE_KINDS, { error: M.kind }).default('invoice'),
    creditsInvoiceId: refId(M.creditsOther).nullish().describe('A credit note: the invoice it credits.'),
    status: z.enum(INVOICE_STATUSES, { error: M.status }).default('received'),
    totalExclVat: money(),
    totalVat: money(),
    totalInclVat: money(),
    vat: z
      .array(vatRateTotalSchema)
      .max(10)
      .nullish()
      .describe('VAT per rate as printed; omitted: computed from the lines.'),
    documentId: refId(M.documentOther).nullish().describe('The original (PDF) in the customer library.'),
    notes: optionalText(2000),
    lines: z.array(invoiceLineBodySchema, { error: M.lines }).min(1, M.lines).max(500),
  })
  .describe('An invoice with its lines; create and update take the whole invoice.');
export type InvoiceBody = z.input<typeof invoiceBodySchema>;
export type InvoiceBodyOutput = z.output<typeof invoiceBodySchema>;

export const invoiceParams = z.object({ customerId: id(), invoiceId: id() });
export const invoiceImportParams = z.object({ customerId: id(), id: id() });

export const invoiceListQuerySchema = listQuerySchema.extend({
  issuerKind: z.enum(ISSUER_KINDS).optional(),
  issuerId: id().optional(),
  connectionId: id().optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  from: day().optional().describe('Invoices whose period (or date) ends on or after this day.'),
  to: day().optional().describe('Invoices whose period (or date) starts on or before this day.'),
});
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

export const invoiceLineItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  connectionId: z.number().int().nullable(),
  ean: text().nullable(),
  connectionLabel: text().nullable().describe('EAN and address of the connection.'),
  toResolve: z.boolean().describe('An EAN the invoice names that is none of the customer’s connections.'),
  kind: z.enum(INVOICE_LINE_KINDS),
  kindName: text(),
  bracket: z.number().int().nullable(),
  description: text().nullable(),
  quantity: text().nullable(),
  unit: z.enum(INVOICE_UNITS).nullable(),
  unitPrice: text().nullable(),
  amount: text(),
  vatRate: text(),
  periodFrom: text().nullable(),
  periodTo: text().nullable(),
});
export type InvoiceLineItem = z.infer<typeof invoiceLineItemSchema>;

export const invoiceDuplicateSchema = z.object({
  id: z.number().int(),
  number: text(),
  invoiceDate: text(),
  reason: text().describe('Why it looks like a duplicate (Dutch).'),
});

export const invoiceItemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  issuerKind: z.enum(ISSUER_KINDS).nullable().describe('Null only on a draft made from a PDF.'),
  issuerId: z.number().int().nullable(),
  issuerName: text(),
  entityId: z.number().int().nullable(),
  entityName: text().nullable(),
  number: text(),
  invoiceDate: text(),
  dueDate: text().nullable(),
  periodFrom: text().nullable(),
  periodTo: text().nullable(),
  kind: z.enum(INVOICE_KINDS),
  creditsInvoiceId: z.number().int().nullable(),
  creditsInvoiceNumber: text().nullable(),
  status: z.enum(INVOICE_STATUSES),
  source: z.enum(INVOICE_SOURCES),
  totalExclVat: text(),
  totalVat: text(),
  totalInclVat: text(),
  vat: z.array(z.object({ rate: text(), base: text(), amount: text() })),
  documentId: z.number().int().nullable(),
  documentName: text().nullable(),
  notes: text().nullable(),
  lines: z.array(invoiceLineItemSchema),
  duplicates: z
    .array(invoiceDuplicateSchema)
    .describe('Invoices with the same amount, period and connection.'),
  createdAt: text(),
  updatedAt: text(),
});
export type InvoiceItem = z.infer<typeof invoiceItemSchema>;

export const invoiceListItemSchema = invoiceItemSchema
  .omit({ lines: true, duplicates: true, vat: true, notes: true })
  .extend({
    lineCount: z.number().int(),
    eans: z.array(text()).describe('EANs of the lines (distinct).'),
    flaggedDuplicate: z.boolean(),
  });
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

export const invoiceListSchema = z.object({
  data: z.array(invoiceListItemSchema),
  meta: z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    totals: z
      .object({ totalExclVat: text(), totalVat: text(), totalInclVat: text() })
      .describe('Sums over every invoice of the filter (credit notes subtracted).'),
    recovered: text()
      .nullable()
      .describe(
        '€ recovered (excl. VAT) by credit notes on claims against the invoices of the filter; null without access to the invoice audit.',
      ),
  }),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const INVOICE_IMPORT_MESSAGES = {
  filesRequired: 'Kies een of meer bestanden (PDF of e-factuur in XML).',
  tooMany: (max: number) => `Kies hooguit ${max} bestanden tegelijk.`,
  empty: 'Dit bestand is leeg.',
  tooLarge: 'Dit bestand is groter dan 20 MB.',
  type: 'Alleen PDF-bestanden en e-facturen (XML: UBL of CII) worden ingelezen.',
  lost: 'Dit bestand is niet meer beschikbaar; upload het opnieuw.',
} as const;

/** Import of e-invoice and PDF files (a job). */
export const INVOICE_IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type InvoiceImportStatus = (typeof INVOICE_IMPORT_STATUSES)[number];
export const invoiceImportFileSchema = z.object({
  name: text(),
  invoiceId: z.number().int().nullable(),
  number: text().nullable(),
  errors: z.array(z.object({ field: text(), message: text() })),
  duplicateOf: z
    .object({ id: z.number().int(), number: text() })
    .nullable()
    .describe('Refused because an invoice of the same issuer has this number: that invoice (else null).'),
});
export type InvoiceImportFile = z.infer<typeof invoiceImportFileSchema>;
export const invoiceImportSchema = z.object({
  id: z.number().int(),
  status: z.enum(INVOICE_IMPORT_STATUSES),
  files: z.array(invoiceImportFileSchema),
});
export type InvoiceImport = z.infer<typeof invoiceImportSchema>;

const rateText = (rate: string) => `${rate.replace('.', ',')}%`;

/** The Dutch message of a totals mismatch (packages/domain invoice-totals), shown at its field. */
export function invoiceTotalsMessage(mismatch: InvoiceTotalsMismatch): string {
  const stated = formatCurrency(mismatch.stated);
  const expected = formatCurrency(mismatch.expected);
  switch (mismatch.kind) {
    case 'line-amount':
      return `Het bedrag (${stated}) is niet gelijk aan aantal × prijs (${expected}).`;
    case 'vat-base':
      return `De grondslag voor ${rateText(mismatch.rate)} btw (${stated}) is niet gelijk aan de som van de regels met ${rateText(mismatch.rate)} (${expected}).`;
    case 'vat-amount':
      return `De btw voor ${rateText(mismatch.rate)} (${stated}) wijkt af van ${rateText(mismatch.rate)} van de grondslag (${expected}).`;
    case 'vat-rate-unknown':
      return `Er zijn geen regels met ${rateText(mismatch.rate)} btw, maar de factuur noemt een grondslag van ${stated}.`;
    case 'total':
      if (mismatch.field === 'totalExclVat') {
        return `Het totaal excl. btw (${stated}) is niet gelijk aan de som van de regels (${expected}).`;
      }
      if (mismatch.field === 'totalVat') {
        return `De btw (${stated}) is niet gelijk aan de btw per tarief (${expected}).`;
      }
      return `Het totaal incl. btw (${stated}) is niet gelijk aan excl. btw + btw (${expected}).`;
  }
}
