import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  dealItemSchema,
  dealListSchema,
  type DealCreate,
  type DealItem,
  type DealUpdate,
} from '@energiek/contracts/sales';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET sales (a page, or the whole board), one deal, its writes; the chosen customer's contacts.

export const SALES_PAGE_SIZE = 25;
/** The board shows every matching deal (spec §9: generic lists up to 999). */
export const BOARD_LIMIT = 999;

export type DealQuery = {
  q?: string | undefined;
  ownerId?: number | undefined;
  source?: string | undefined;
  stage?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
  limit: number;
};

export function useDeals(query: DealQuery) {
  return useQuery({
    queryKey: ['sales', 'list', query],
    queryFn: ({ signal }) => apiRequest('sales', { query, schema: dealListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeal(id: number) {
  return useQuery({
    queryKey: ['sales', 'item', id],
    queryFn: ({ signal }) =>
      apiRequest(`sales/${id}`, { schema: dataEnvelope(dealItemSchema), signal }).then((r) => r.data),
  });
}

const AFTER_WRITE = { invalidates: [['sales']] };

export function useCreateDeal() {
  return useApiMutation(
    (body: DealCreate): Promise<DealItem> =>
      apiRequest('sales', { method: 'POST', body, schema: dataEnvelope(dealItemSchema) }).then((r) => r.data),
    AFTER_WRITE,
  );
}

export function useUpdateDeal() {
  return useApiMutation(
    ({ id, body }: { id: number; body: DealUpdate }): Promise<DealItem> =>
      apiRequest(`sales/${id}`, { method: 'PATCH', body, schema: dataEnvelope(dealItemSchema) }).then(
        (r) => r.data,
      ),
    AFTER_WRITE,
  );
}

export function useDeleteDeal() {
  return useApiMutation(
    (id: number) => apiRequest(`sales/${id}`, { method: 'DELETE' }).then(() => undefined),
    AFTER_WRITE,
  );
}

const contactsSchema = listEnvelope(z.object({ id: z.number(), fullName: z.string() }));

/** The contacts of the deal's customer (for the contact select). */
export function useCustomerContacts(customerId: number | null) {
  return useQuery({
    queryKey: ['customers', customerId, 'contacts', 'options'],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/contacts`, {
        query: { limit: 999 },
        schema: contactsSchema,
        signal,
      }).then((r) => r.data),
    enabled: customerId !== null,
  });
}
