import { z } from 'zod';
import { ISSUER_KINDS } from '@energiek/contracts/invoices';
import { choiceParam, pageParam, textParam } from '../../lib/use-list-state.ts';

// The year and month overviews' filters in the URL (customerName only to show the picked customer).

export const invoiceYearState = z.object({
  year: textParam(),
  customerId: textParam(),
  customerName: textParam(),
  q: textParam(),
  sort: choiceParam(
    ['customerName', '-customerName', 'totalExclVat', '-totalExclVat', 'invoiceCount', '-invoiceCount'],
    'customerName',
  ),
  page: pageParam(),
});
export type InvoiceYearState = z.output<typeof invoiceYearState>;

export const invoiceMonthState = z.object({
  month: textParam(),
  months: choiceParam(['1', '3', '6', '12'], '3'),
  customerId: textParam(),
  customerName: textParam(),
  issuerKind: z.enum(['', ...ISSUER_KINDS]).catch(''),
  issuerId: textParam(),
  q: textParam(),
  page: pageParam(),
});
export type InvoiceMonthState = z.output<typeof invoiceMonthState>;
