import { z } from 'zod';
import {
  INVOICE_KINDS,
  INVOICE_LINE_KINDS,
  INVOICE_STATUSES,
  invoiceBodySchema,
  type InvoiceBody,
  type InvoiceItem,
  type InvoiceLineBody,
} from '@energiek/contracts/invoices';

// The form's values as the inputs hold them (ids as strings, decimals with a Dutch comma), piped into
// the contract so client and server validate alike.

/** '1.234,56' → '1234.56'; '12,5' → '12.5'; '' → null; anything else is passed on for the contract to refuse. */
export function decimalText(text: string): string | null {
  const trimmed = text.replace(/\s/g, '');
  if (!trimmed) return null;
  return trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
}

/** '1234.5' → '1234,5' (what the inputs show). */
export function dutchDecimal(value: string | null | undefined): string {
  return value == null ? '' : value.replace('.', ',');
}

const idOrNull = (value: string) => (value ? Number(value) : null);

export const lineValuesSchema = z.object({
  connectionId: z.number().nullable(),
  connectionLabel: z.string(),
  ean: z.string(),
  kind: z.enum(INVOICE_LINE_KINDS),
  bracket: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit: z.string(),
  unitPrice: z.string(),
  amount: z.string(),
  vatRate: z.string(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
});
export type LineValues = z.output<typeof lineValuesSchema>;

const formValuesSchema = z.object({
  issuerKind: z.string(),
  issuerId: z.string(),
  entityId: z.string(),
  number: z.string(),
  invoiceDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  periodFrom: z.string().nullable(),
  periodTo: z.string().nullable(),
  kind: z.enum(INVOICE_KINDS),
  creditsInvoiceId: z.string(),
  status: z.enum(INVOICE_STATUSES),
  totalExclVat: z.string(),
  totalVat: z.string(),
  totalInclVat: z.string(),
  documentId: z.number().nullable(),
  notes: z.string(),
  lines: z.array(lineValuesSchema),
});

function toLine(line: LineValues): InvoiceLineBody {
  return {
    connectionId: line.connectionId,
    ean: line.connectionId === null ? line.ean.replace(/\s/g, '') || null : null,
    kind: line.kind,
    bracket: line.bracket ? Number(line.bracket) : null,
    description: line.description,
    quantity: decimalText(line.quantity),
    unit: (line.unit || null) as InvoiceLineBody['unit'],
    unitPrice: decimalText(line.unitPrice),
    amount: decimalText(line.amount) ?? '',
    vatRate: decimalText(line.vatRate) ?? '',
    periodFrom: line.periodFrom || null,
    periodTo: line.periodTo || null,
  };
}

function toBody(values: z.output<typeof formValuesSchema>): InvoiceBody {
  return {
    issuerKind: values.issuerKind as InvoiceBody['issuerKind'],
    issuerId: idOrNull(values.issuerId) ?? 0,
    entityId: idOrNull(values.entityId),
    number: values.number,
    invoiceDate: values.invoiceDate ?? '',
    dueDate: values.dueDate || null,
    periodFrom: values.periodFrom || null,
    periodTo: values.periodTo || null,
    kind: values.kind,
    creditsInvoiceId: values.kind === 'credit-note' ? idOrNull(values.creditsInvoiceId) : null,
    status: values.status,
    totalExclVat: decimalText(values.totalExclVat) ?? '',
    totalVat: decimalText(values.totalVat) ?? '',
    totalInclVat: decimalText(values.totalInclVat) ?? '',
    documentId: values.documentId,
    notes: values.notes,
    lines: values.lines.map(toLine),
  };
}

export const invoiceFormSchema = formValuesSchema.transform(toBody).pipe(invoiceBodySchema);
export type InvoiceFormValues = z.input<typeof invoiceFormSchema>;

export function emptyLine(): LineValues {
  return {
    connectionId: null,
    connectionLabel: '',
    ean: '',
    kind: 'supply-single',
    bracket: '',
    description: '',
    quantity: '',
    unit: 'kWh',
    unitPrice: '',
    amount: '',
    vatRate: '21',
    periodFrom: null,
    periodTo: null,
  };
}

export function linesOf(invoice: Pick<InvoiceItem, 'lines'>): LineValues[] {
  return invoice.lines.map((line) => ({
    connectionId: line.connectionId,
    connectionLabel: line.connectionLabel ?? '',
    ean: line.ean ?? '',
    kind: line.kind,
    bracket: line.bracket === null ? '' : String(line.bracket),
    description: line.description ?? '',
    quantity: dutchDecimal(line.quantity),
    unit: line.unit ?? '',
    unitPrice: dutchDecimal(line.unitPrice),
    amount: dutchDecimal(line.amount),
    vatRate: dutchDecimal(line.vatRate),
    periodFrom: line.periodFrom,
    periodTo: line.periodTo,
  }));
}

export function formValues(invoice: InvoiceItem | undefined, today: string): InvoiceFormValues {
  if (!invoice) {
    return {
      issuerKind: 'supplier',
      issuerId: '',
      entityId: '',
      number: '',
      invoiceDate: today,
      dueDate: null,
      periodFrom: null,
      periodTo: null,
      kind: 'invoice',
      creditsInvoiceId: '',
      status: 'received',
      totalExclVat: '',
      totalVat: '',
      totalInclVat: '',
      documentId: null,
      notes: '',
      lines: [emptyLine()],
    };
  }
  return {
    issuerKind: invoice.issuerKind ?? 'supplier',
    issuerId: invoice.issuerId === null ? '' : String(invoice.issuerId),
    entityId: invoice.entityId === null ? '' : String(invoice.entityId),
    number: invoice.number,
    invoiceDate: invoice.invoiceDate,
    dueDate: invoice.dueDate,
    periodFrom: invoice.periodFrom,
    periodTo: invoice.periodTo,
    kind: invoice.kind,
    creditsInvoiceId: invoice.creditsInvoiceId === null ? '' : String(invoice.creditsInvoiceId),
    status: invoice.status === 'draft' ? 'received' : invoice.status,
    totalExclVat: dutchDecimal(invoice.totalExclVat),
    totalVat: dutchDecimal(invoice.totalVat),
    totalInclVat: dutchDecimal(invoice.totalInclVat),
    documentId: invoice.documentId,
    notes: invoice.notes ?? '',
    lines: invoice.lines.length > 0 ? linesOf(invoice) : [emptyLine()],
  };
}
