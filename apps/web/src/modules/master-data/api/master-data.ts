import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  gridOperatorConnectionSchema,
  gridOperatorDetailSchema,
  gridOperatorItemSchema,
  lowTariffSettingSchema,
  marketPartyItemSchema,
  trafoItemSchema,
} from '@energiek/contracts/master-data';
import type { LowTariffBody, MarketPartyResource } from '@energiek/contracts/master-data';
import { apiRequest } from '../../../lib/api-client.ts';
import { lookupKey } from '../../../lib/lookups.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// The generic calls of the master data resources (docs/api.md "Master data") and the grid operator
// detail. Every write refreshes all master data lists (a trafo shows its grid operator's name) and the
// resource's lookup lists.

export type MasterDataResource = MarketPartyResource | 'trafos';

export const MASTER_DATA_PAGE_SIZE = 25;
export const CONNECTIONS_PAGE_SIZE = 10;

export type ListParams = { q: string; page: number; sort: string };

const ITEM_SCHEMAS = {
  suppliers: marketPartyItemSchema,
  'measuring-companies': marketPartyItemSchema,
  'grid-operators': gridOperatorItemSchema,
  trafos: trafoItemSchema,
} as const;

type ItemOf<R extends MasterDataResource> = z.infer<(typeof ITEM_SCHEMAS)[R]>;

export function useMasterDataList<R extends MasterDataResource>(resource: R, params: ListParams) {
  return useQuery({
    queryKey: ['master-data', resource, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest(resource, {
        query: {
          q: params.q || undefined,
          page: params.page,
          sort: params.sort,
          limit: MASTER_DATA_PAGE_SIZE,
        },
        schema: listEnvelope(ITEM_SCHEMAS[resource]) as z.ZodType<{
          data: ItemOf<R>[];
          meta: { current_page: number; last_page: number; per_page: number; total: number };
        }>,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Create (no id) or update (POST {resource}/{id}) of one item; answers the saved item. */
export function useSaveMasterData<R extends MasterDataResource>(resource: R) {
  return useApiMutation(
    ({ id, body }: { id?: number | undefined; body: Record<string, unknown> }) =>
      apiRequest(id === undefined ? resource : `${resource}/${id}`, {
        method: 'POST',
        body,
        schema: dataEnvelope(ITEM_SCHEMAS[resource]) as z.ZodType<{ data: ItemOf<R> }>,
      }).then((response) => response.data),
    { invalidates: [['master-data'], lookupKey(resource)] },
  );
}

export function useDeleteMasterData(resource: MasterDataResource) {
  return useApiMutation((id: number) => apiRequest(`${resource}/${id}`, { method: 'DELETE' }), {
    invalidates: [['master-data'], lookupKey(resource)],
  });
}

export function useGridOperatorDetail(id: number) {
  return useQuery({
    queryKey: ['master-data', 'grid-operators', 'detail', id],
    queryFn: ({ signal }) =>
      apiRequest(`grid-operators/${id}/detail`, {
        schema: dataEnvelope(gridOperatorDetailSchema),
        signal,
      }).then((response) => response.data),
  });
}

export function useGridOperatorConnections(id: number, params: { q: string; page: number }) {
  return useQuery({
    queryKey: ['master-data', 'grid-operators', 'connections', id, params],
    queryFn: ({ signal }) =>
      apiRequest(`grid-operators/${id}/connections`, {
        query: { q: params.q || undefined, page: params.page, limit: CONNECTIONS_PAGE_SIZE },
        schema: listEnvelope(gridOperatorConnectionSchema),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useGridOperatorLowTariff(id: number) {
  return useQuery({
    queryKey: ['master-data', 'grid-operators', 'low-tariff', id],
    queryFn: ({ signal }) =>
      apiRequest(`grid-operators/${id}/low-tariff`, {
        schema: dataEnvelope(lowTariffSettingSchema),
        signal,
      }).then((response) => response.data),
    // While the recalculation runs, its progress is polled.
    refetchInterval: (query) => {
      const status = query.state.data?.rebuild?.status;
      return status === 'queued' || status === 'running' ? 2000 : false;
    },
  });
}

export function useSaveGridOperatorLowTariff(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LowTariffBody) =>
      apiRequest(`grid-operators/${id}/low-tariff`, {
        method: 'POST',
        body,
        schema: dataEnvelope(lowTariffSettingSchema),
      }).then((response) => response.data),
    onSuccess: (data) => {
      queryClient.setQueryData(['master-data', 'grid-operators', 'low-tariff', id], data);
    },
  });
}
