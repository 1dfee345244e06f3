import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { invoiceMonthListSchema, invoiceYearListSchema } from '@energiek/contracts/invoice-overviews';
import { apiRequest } from '../../../lib/api-client.ts';
import type { InvoiceMonthState, InvoiceYearState } from '../overview-state.ts';

// GET invoices/year and invoices/month: the back office's overviews across customers.

export const YEAR_PAGE_SIZE = 25;
export const MONTH_PAGE_SIZE = 12;

export function useInvoiceYear(state: InvoiceYearState) {
  return useQuery({
    queryKey: ['invoices', 'year', state],
    queryFn: ({ signal }) =>
      apiRequest('invoices/year', {
        query: {
          year: state.year || undefined,
          customerId: state.customerId || undefined,
          q: state.q || undefined,
          sort: state.sort,
          page: state.page,
          limit: YEAR_PAGE_SIZE,
        },
        schema: invoiceYearListSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
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
