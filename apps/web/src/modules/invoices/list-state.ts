import { z } from 'zod';
import { INVOICE_STATUSES, ISSUER_KINDS } from '@energiek/contracts/invoices';
import { choiceParam, pageParam, textParam } from '../../lib/use-list-state.ts';

// The list's search, filters, sort and page in the URL.

const SORTS = ['invoiceDate', 'number', 'totalInclVat', 'periodFrom'].flatMap((s) => [s, `-${s}`]) as [
  string,
  ...string[],
];

export const invoiceListState = z.object({
  q: textParam(),
  issuerKind: z.enum(['', ...ISSUER_KINDS]).catch(''),
  issuerId: textParam(),
  connectionId: textParam(),
  status: z.enum(['', ...INVOICE_STATUSES]).catch(''),
  from: textParam(),
  to: textParam(),
  sort: choiceParam(SORTS, '-invoiceDate'),
  page: pageParam(),
});
export type InvoiceListState = z.output<typeof invoiceListState>;
