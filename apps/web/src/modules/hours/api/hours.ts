import { useEffect } from 'react';
import { hashKey, keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { hourListItemSchema, hourListResponseSchema } from '@energiek/contracts/hours';
import type { HourCreate, HourListItem, HourUpdate, HOUR_SORTS } from '@energiek/contracts/hours';
import { customerSearchItemSchema } from '@energiek/contracts/customer-switch';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { TIMER_REGISTRATION_KEY } from '../../../lib/timer-registration.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET hours / customers/{customerId}/hours with totals, the manual entry writes and the export links.

export type HourSort = (typeof HOUR_SORTS)[number];

export type HourFilters = {
  userId: number | null;
  customerId: number | null;
  from: string | null;
  to: string | null;
  source: '' | 'timer' | 'manual';
  q: string;
};

export const HOURS_PAGE_SIZE = 25;

function filterQuery(filters: HourFilters) {
  return {
    userId: filters.userId ?? undefined,
    customerId: filters.customerId ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    source: filters.source || undefined,
    q: filters.q || undefined,
  };
}

const base = (customerId: number | undefined) => (customerId ? `customers/${customerId}/hours` : 'hours');

export function useHours(customerId: number | undefined, filters: HourFilters, sort: HourSort, page: number) {
  return useQuery({
    queryKey: ['hours', 'list', customerId ?? null, filters, sort, page],
    queryFn: ({ signal }) =>
      apiRequest(base(customerId), {
        query: { ...filterQuery(filters), sort, page, limit: HOURS_PAGE_SIZE },
        schema: hourListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The link of an export of the filtered list; the browser downloads it with the session cookie. */
export function hoursExportUrl(
  format: 'xlsx' | 'csv',
  customerId: number | undefined,
  filters: HourFilters,
  sort: HourSort,
): string {
  return apiUrl(`${base(customerId)}/export`, { format, ...filterQuery(filters), sort });
}

const itemSchema = dataEnvelope(hourListItemSchema);

const AFTER_WRITE = { invalidates: [['hours']] };

export const useCreateHour = () =>
  useApiMutation(
    ({ customerId, body }: { customerId: number; body: HourCreate }): Promise<HourListItem> =>
      apiRequest(`customers/${customerId}/hours`, { method: 'POST', body, schema: itemSchema }).then(
        (r) => r.data,
      ),
    AFTER_WRITE,
  );

export const useUpdateHour = () =>
  useApiMutation(
    ({ hour, body }: { hour: HourListItem; body: HourUpdate }): Promise<HourListItem> =>
      apiRequest(`customers/${hour.customer.id}/hours/${hour.id}`, {
        method: 'PATCH',
        body,
        schema: itemSchema,
      }).then((r) => r.data),
    AFTER_WRITE,
  );

export const useDeleteHour = () =>
  useApiMutation(
    (hour: HourListItem) =>
      apiRequest(`customers/${hour.customer.id}/hours/${hour.id}`, { method: 'DELETE' }),
    AFTER_WRITE,
  );

const customerNameSchema = dataEnvelope(customerSearchItemSchema.pick({ id: true, name: true }));

/** The customer's name for the page heading (silent: without organisation:read it simply stays empty). */
export function useCustomerName(customerId: number | undefined) {
  return useQuery({
    queryKey: ['customers', 'name', customerId],
    queryFn: () =>
      apiRequest(`customers/${customerId}`, { schema: customerNameSchema, silent: true }).then(
        (r) => r.data.name,
      ),
    enabled: customerId !== undefined,
    retry: false,
    staleTime: 60_000,
  });
}

/**
 * Refreshes the hours when the top-bar timer registers time while an hours page is open (the timer's
 * mutation lives in the timer module and knows nothing of these lists; they meet on its mutation key).
 */
export function useRefreshAfterTimerRegistration() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'success' &&
          hashKey(event.mutation.options.mutationKey ?? []) === hashKey(TIMER_REGISTRATION_KEY)
        ) {
          void queryClient.invalidateQueries({ queryKey: ['hours'] });
        }
      }),
    [queryClient],
  );
}
