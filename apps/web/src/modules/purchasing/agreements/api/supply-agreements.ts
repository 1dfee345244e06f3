import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { listEnvelope } from '@energiek/contracts/envelopes';
import {
  radarResponseSchema,
  supplyAgreementListResponseSchema,
  supplyAgreementResponseSchema,
  type AgreementStatus,
  type PriceType,
  type SupplyAgreementBody,
  type SupplyAgreementItem,
} from '@energiek/contracts/supply-agreements';
import { apiRequest, apiUrl } from '../../../../lib/api-client.ts';
import { useApiMutation } from '../../../../lib/use-api-mutation.ts';
import { listQuery, useListQuery } from '../../../../lib/list-query.ts';

// GET/POST supply-agreements, one agreement and its writes, the contract radar, and the customer's library
// documents (to link the signed copy).

export type AgreementListFilters = {
  q: string;
  customerId: string;
  supplierId: string;
  product: '' | '1' | '2';
  status: '' | AgreementStatus;
  priceType: '' | PriceType;
  sort: string;
  page: number;
};

export const AGREEMENTS_PAGE_SIZE = 25;
const BASE = 'supply-agreements';

export function useSupplyAgreements(filters: AgreementListFilters) {
  const query = listQuery(
    filters,
    ['q', 'customerId', 'supplierId', 'product', 'status', 'priceType'],
    AGREEMENTS_PAGE_SIZE,
  );
  return useListQuery(['supply-agreements', 'list', filters], BASE, query, supplyAgreementListResponseSchema);
}

export type RadarFilters = {
  withinDays: string;
  supplierId: string;
  product: '' | '1' | '2';
  customerId: string;
};

export function useContractRadar(filters: RadarFilters) {
  return useQuery({
    queryKey: ['supply-agreements', 'radar', filters],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/radar`, {
        query: {
          withinDays: filters.withinDays || undefined,
          supplierId: filters.supplierId || undefined,
          product: filters.product || undefined,
          customerId: filters.customerId || undefined,
        },
        schema: radarResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSupplyAgreement(id: number | undefined) {
  return useQuery({
    queryKey: ['supply-agreements', 'item', id],
    queryFn: ({ signal }) =>
      apiRequest(`${BASE}/${id}`, { schema: supplyAgreementResponseSchema, signal }).then((r) => r.data),
    enabled: id !== undefined,
  });
}

export function useSaveSupplyAgreement(id: number | undefined) {
  return useApiMutation(
    (body: SupplyAgreementBody) =>
      apiRequest(id === undefined ? BASE : `${BASE}/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
        schema: supplyAgreementResponseSchema,
      }).then((r): SupplyAgreementItem => r.data),
    { invalidates: [['supply-agreements']] },
  );
}

export function useDeleteSupplyAgreement() {
  return useApiMutation(
    (id: number) => apiRequest(`${BASE}/${id}`, { method: 'DELETE' }).then(() => undefined),
    { invalidates: [['supply-agreements']] },
  );
}

const documentOptionsSchema = listEnvelope(
  z.object({ id: z.number(), fileName: z.string(), folder: z.string() }),
);

/** The customer's library documents (up to 999), to link the signed agreement. */
export function useDocumentOptions(customerId: number | undefined) {
  return useQuery({
    queryKey: ['supply-agreements', 'documents', customerId],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/documents`, {
        query: { limit: 999 },
        schema: documentOptionsSchema,
        signal,
      }).then((r) => r.data),
    enabled: customerId !== undefined,
  });
}

/** The library's download link of a document (the browser sends the session cookie). */
export function documentDownloadUrl(customerId: number, documentId: number): string {
  return apiUrl(`customers/${customerId}/documents/${documentId}/download`);
}
