import { useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import {
  invoiceItemSchema,
  invoiceListSchema,
  type InvoiceBody,
  type InvoiceItem,
} from '@energiek/contracts/invoices';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import type { InvoiceListState } from '../list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { listQuery, useListQuery } from '../../../lib/list-query.ts';

// GET/POST customers/{customerId}/invoices, one invoice, its writes; the original PDF's inline address.

export const INVOICES_PAGE_SIZE = 25;
const itemResponse = dataEnvelope(invoiceItemSchema);
const base = (customerId: number) => `customers/${customerId}/invoices`;

export function useInvoices(customerId: number, state: InvoiceListState) {
  const query = listQuery(
    state,
    ['q', 'issuerKind', 'issuerId', 'connectionId', 'status', 'from', 'to'],
    INVOICES_PAGE_SIZE,
  );
  return useListQuery(['invoices', 'list', customerId, state], base(customerId), query, invoiceListSchema);
}

export function useInvoice(customerId: number, id: number | undefined) {
  return useQuery({
    queryKey: ['invoices', 'item', customerId, id],
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/${id}`, { schema: itemResponse, signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

/** The newest invoice of an issuer that has a line on this connection (the "copy last" starting point). */
export async function fetchLastInvoice(
  customerId: number,
  filter: { issuerKind: string; issuerId: string; connectionId: number },
): Promise<InvoiceItem | null> {
  const list = await apiRequest(base(customerId), {
    query: { ...filter, sort: '-invoiceDate', limit: 1 },
    schema: invoiceListSchema,
  });
  const last = list.data[0];
  if (!last) return null;
  return apiRequest(`${base(customerId)}/${last.id}`, { schema: itemResponse }).then((r) => r.data);
}

export function useSaveInvoice(customerId: number, id: number | undefined) {
  return useApiMutation(
    (body: InvoiceBody) =>
      apiRequest(id === undefined ? base(customerId) : `${base(customerId)}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        schema: itemResponse,
      }).then((r) => r.data),
    { invalidates: [['invoices']] },
  );
}

export function useDeleteInvoice(customerId: number) {
  return useApiMutation(
    (id: number) => apiRequest(`${base(customerId)}/${id}`, { method: 'DELETE' }).then(() => undefined),
    { invalidates: [['invoices']] },
  );
}

/** The original PDF, inline (the server accepts the session cookie, so an iframe can show it). */
export function invoiceDocumentUrl(customerId: number, id: number): string {
  return apiUrl(`customers/${customerId}/invoice-pdfs/${id}`);
}

/** The customer's invoice of this issuer with exactly this number (the other one a duplicate 422 names). */
export function useInvoiceWithNumber(
  customerId: number,
  filter: { issuerKind: string; issuerId: string; number: string },
  enabled: boolean,
) {
  return useQuery({
    queryKey: ['invoices', 'same-number', customerId, filter],
    queryFn: ({ signal }) =>
      apiRequest(base(customerId), {
        query: { ...filter, q: filter.number, limit: 10 },
        schema: invoiceListSchema,
        signal,
      }).then((list) => list.data.find((invoice) => invoice.number === filter.number) ?? null),
    enabled: enabled && filter.number !== '' && filter.issuerId !== '',
  });
}

/** The customer's invoices (not credit notes) of one issuer, newest first: what a credit note can credit. */
export function useCreditableInvoices(customerId: number, issuer: { issuerKind: string; issuerId: string }) {
  return useQuery({
    queryKey: ['invoices', 'creditable', customerId, issuer],
    queryFn: ({ signal }) =>
      apiRequest(base(customerId), {
        query: { ...issuer, kind: 'invoice', sort: '-invoiceDate', limit: 200 },
        schema: invoiceListSchema,
        signal,
      }).then((list) => list.data),
    enabled: issuer.issuerId !== '',
  });
}
