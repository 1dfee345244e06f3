import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listEnvelope } from '@energiek/contracts/envelopes';
import {
  taxRequestListResponseSchema,
  taxRequestResponseSchema,
  type TaxRequestBody,
  type TaxRequestStatus,
  type TaxRequestType,
} from '@energiek/contracts/tax-requests';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';
import { listQuery, useListQuery } from '../../../lib/list-query.ts';

// GET tax-requests / customers/{customerId}/tax-requests, one request, its writes and the letter; the
// customer's library documents and actions to link.

export type TaxRequestListFilters = {
  status: '' | TaxRequestStatus;
  type: '' | TaxRequestType;
  sort: string;
  page: number;
};

export const TAX_REQUESTS_PAGE_SIZE = 25;

const base = (customerId: number | undefined) =>
  customerId ? `customers/${customerId}/tax-requests` : 'tax-requests';

export function useTaxRequests(customerId: number | undefined, filters: TaxRequestListFilters) {
  const query = listQuery(filters, ['status', 'type'], TAX_REQUESTS_PAGE_SIZE);
  const key = ['tax-requests', 'list', customerId ?? null, filters];
  return useListQuery(key, base(customerId), query, taxRequestListResponseSchema);
}

export function useTaxRequest(customerId: number, id: number | undefined) {
  return useQuery({
    queryKey: ['tax-requests', 'item', customerId, id],
    queryFn: ({ signal }) =>
      apiRequest(`${base(customerId)}/${id}`, { schema: taxRequestResponseSchema, signal }).then(
        (r) => r.data,
      ),
    enabled: id !== undefined,
  });
}

const AFTER_WRITE = { invalidates: [['tax-requests']] };

export function useSaveTaxRequest(customerId: number, id: number | undefined) {
  return useApiMutation(
    (body: TaxRequestBody) =>
      apiRequest(id === undefined ? base(customerId) : `${base(customerId)}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        schema: taxRequestResponseSchema,
      }).then((r) => r.data),
    AFTER_WRITE,
  );
}

export function useDeleteTaxRequest(customerId: number) {
  return useApiMutation(
    (id: number) => apiRequest(`${base(customerId)}/${id}`, { method: 'DELETE' }).then(() => undefined),
    AFTER_WRITE,
  );
}

export function useGenerateLetter(customerId: number, id: number) {
  return useApiMutation(
    () =>
      apiRequest(`${base(customerId)}/${id}/letter`, {
        method: 'POST',
        schema: taxRequestResponseSchema,
      }).then((r) => r.data),
    AFTER_WRITE,
  );
}

/** The library's download link of a document (the browser sends the session cookie). */
export function documentDownloadUrl(customerId: number, documentId: number): string {
  return apiUrl(`customers/${customerId}/documents/${documentId}/download`);
}

const documentOptionsSchema = listEnvelope(
  z.object({ id: z.number(), fileName: z.string(), folder: z.string() }),
);
const actionOptionsSchema = listEnvelope(z.object({ id: z.number(), subject: z.string() }));

/** The customer's library documents (up to 999), to link to a request. */
export function useDocumentOptions(customerId: number) {
  return useQuery({
    queryKey: ['tax-requests', 'documents', customerId],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/documents`, {
        query: { limit: 999 },
        schema: documentOptionsSchema,
        signal,
      }),
  });
}

/** The customer's actions (not notes, up to 999), to link to a request. */
export function useActionOptions(customerId: number) {
  return useQuery({
    queryKey: ['tax-requests', 'actions', customerId],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/actions`, {
        query: { type: 'action', limit: 999 },
        schema: actionOptionsSchema,
        signal,
      }),
  });
}
