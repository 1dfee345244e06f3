import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import {
  POSITION_GRAINS,
  allocationRowSchema,
  clickItemSchema,
  collectiveItemSchema,
  emsVolumeSchema,
  participantItemSchema,
  positionSchema,
} from '@energiek/contracts/collective';
import type {
  ClickValues,
  CollectiveValues,
  ParticipantUpdate,
  ParticipantValues,
} from '@energiek/contracts/collective';
import { apiRequest, apiUrl } from '../../../../lib/api-client.ts';
import { choiceParam, pageParam, textParam } from '../../../../lib/use-list-state.ts';
import { useApiMutation } from '../../../../lib/use-api-mutation.ts';

// collective/collectives, collective/participants, collective/clicks, collective/position and the
// allocation export (back office).

/** The tabs' state in the URL: the collective shown (participants, clicks, position), grain, q and page. */
export const collectiveListState = z.object({
  collectiveId: z.string().regex(/^\d*$/).catch(''),
  grain: choiceParam(POSITION_GRAINS, 'quarter'),
  q: textParam(),
  page: pageParam(),
});
export type CollectiveFilters = z.output<typeof collectiveListState>;

export const PAGE_SIZE = 25;

const collectivesList = listEnvelope(collectiveItemSchema);
const collectiveOne = dataEnvelope(collectiveItemSchema);
const participantsList = listEnvelope(participantItemSchema);
const participantOne = dataEnvelope(participantItemSchema);
const clicksList = listEnvelope(clickItemSchema);
const clickOne = dataEnvelope(clickItemSchema);

const list = (filters: CollectiveFilters) => ({
  q: filters.q || undefined,
  page: filters.page,
  limit: PAGE_SIZE,
  collectiveId: filters.collectiveId || undefined,
});

export function useCollectives(filters: Pick<CollectiveFilters, 'q' | 'page'>) {
  return useQuery({
    queryKey: ['collective', 'collectives', filters],
    queryFn: ({ signal }) =>
      apiRequest('collective/collectives', {
        query: { q: filters.q || undefined, page: filters.page, limit: PAGE_SIZE },
        schema: collectivesList,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every collective (the pickers of the tabs), active first. */
export function useAllCollectives() {
  return useQuery({
    queryKey: ['collective', 'collectives', 'all'],
    queryFn: ({ signal }) =>
      apiRequest('collective/collectives', { query: { limit: 999 }, schema: collectivesList, signal }).then(
        (r) => r.data,
      ),
  });
}

export function useCollective(id: number) {
  return useQuery({
    queryKey: ['collective', 'collective', id],
    queryFn: () => apiRequest(`collective/collectives/${id}`, { schema: collectiveOne }).then((r) => r.data),
  });
}

export function useParticipants(filters: CollectiveFilters) {
  return useQuery({
    queryKey: ['collective', 'participants', filters],
    queryFn: ({ signal }) =>
      apiRequest('collective/participants', { query: list(filters), schema: participantsList, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClicks(filters: CollectiveFilters) {
  return useQuery({
    queryKey: ['collective', 'clicks', filters],
    queryFn: ({ signal }) =>
      apiRequest('collective/clicks', { query: list(filters), schema: clicksList, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useClick(id: number) {
  return useQuery({
    queryKey: ['collective', 'click', id],
    queryFn: () => apiRequest(`collective/clicks/${id}`, { schema: clickOne }).then((r) => r.data),
  });
}

export function usePosition(collectiveId: number | null, grain: CollectiveFilters['grain']) {
  return useQuery({
    queryKey: ['collective', 'position', collectiveId, grain],
    enabled: collectiveId !== null,
    queryFn: ({ signal }) =>
      apiRequest('collective/position', {
        query: { collectiveId, grain },
        schema: dataEnvelope(positionSchema),
        signal,
      }).then((r) => r.data),
  });
}

export function useAllocation(collectiveId: number | null) {
  return useQuery({
    queryKey: ['collective', 'allocation', collectiveId],
    enabled: collectiveId !== null,
    queryFn: ({ signal }) =>
      apiRequest(`collective/collectives/${collectiveId}/allocation`, {
        schema: dataEnvelope(z.array(allocationRowSchema)),
        signal,
      }).then((r) => r.data),
  });
}

export const allocationExportUrl = (collectiveId: number, format: 'xlsx' | 'csv') =>
  apiUrl(`collective/collectives/${collectiveId}/allocation/export`, { format });

export const fetchEmsVolume = (connectionId: number) =>
  apiRequest('collective/participants/ems-volume', {
    query: { connectionId },
    schema: dataEnvelope(emsVolumeSchema),
  }).then((r) => r.data);

const AFTER_WRITE = { invalidates: [['collective']] };

export const useSaveCollective = () =>
  useApiMutation(
    ({ id, body }: { id?: number; body: CollectiveValues }) =>
      apiRequest(id ? `collective/collectives/${id}` : 'collective/collectives', {
        method: 'POST',
        body,
        schema: collectiveOne,
      }).then((r) => r.data),
    AFTER_WRITE,
  );
export const useDeleteCollective = () =>
  useApiMutation(
    (id: number) => apiRequest(`collective/collectives/${id}`, { method: 'DELETE' }),
    AFTER_WRITE,
  );

export const useAddParticipant = () =>
  useApiMutation(
    (body: ParticipantValues) =>
      apiRequest('collective/participants', { method: 'POST', body, schema: participantOne }).then(
        (r) => r.data,
      ),
    AFTER_WRITE,
  );
export const useUpdateParticipant = () =>
  useApiMutation(
    ({ id, body }: { id: number; body: ParticipantUpdate }) =>
      apiRequest(`collective/participants/${id}`, { method: 'POST', body, schema: participantOne }).then(
        (r) => r.data,
      ),
    AFTER_WRITE,
  );
export const useDeleteParticipant = () =>
  useApiMutation(
    (id: number) => apiRequest(`collective/participants/${id}`, { method: 'DELETE' }),
    AFTER_WRITE,
  );

export const useSaveClick = () =>
  useApiMutation(
    ({ id, body }: { id?: number; body: ClickValues }) =>
      apiRequest(id ? `collective/clicks/${id}` : 'collective/clicks', {
        method: 'POST',
        body,
        schema: clickOne,
      }).then((r) => r.data),
    AFTER_WRITE,
  );
export const useDeleteClick = () =>
  useApiMutation((id: number) => apiRequest(`collective/clicks/${id}`, { method: 'DELETE' }), AFTER_WRITE);
