import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoiceMonthListSchema, invoiceYearListSchema } from '@energiek/contracts/invoice-overviews';
import { apiRequest } from '../../../lib/api-client.ts';
import type { InvoiceMonthState, InvoiceYearState } from '../overview-state.ts';
import { listQuery, useListQuery } from '../../../lib/list-query.ts';

// GET invoices/year and invoices/month: the back office's overviews across customers.

export const YEAR_PAGE_SIZE = 25;
export const MONTH_PAGE_SIZE = 12;

export function useInvoiceYear(state: InvoiceYearState) {
  const query = listQuery(state, ['year', 'customerId', 'q'], YEAR_PAGE_SIZE);
  return useListQuery(['invoices', 'year', state], 'invoices/year', query, invoiceYearListSchema);
}

export function useInvoiceMonth(state: InvoiceMonthState) {
  return useQuery({
    queryKey: ['invoices', 'month', state],
    queryFn: ({ signal }) =>
      apiRequest('invoices/month', {
        query: {
          month: state.month || undefined,
          months: state.months,
          customerId: state.customerId || undefined,
          issuerKind: state.issuerKind || undefined,
          issuerId: (state.issuerKind && state.issuerId) || undefined,
          q: state.q || undefined,
          page: state.page,
          limit: MONTH_PAGE_SIZE,
        },
        schema: invoiceMonthListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
