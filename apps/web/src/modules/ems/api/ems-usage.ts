import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { usageResponseSchema } from '@energiek/contracts/ems-usage';
import type { UsageInterval } from '@energiek/contracts/ems';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';

// GET customers/{customerId}/ems/usage (+ /export) and the customer's EMS connections for the selection.

export type UsageParams = { connectionIds: number[]; from: string; to: string; interval: UsageInterval };

const usagePath = (customerId: number) => `customers/${customerId}/ems/usage`;

function usageQuery(params: UsageParams) {
  return {
    connectionIds: params.connectionIds.join(','),
    from: params.from,
    to: params.to,
    interval: params.interval,
  };
}

/** The exact buckets (table, totals, export); with maxPoints the chart's downsampled series. */
export function useEmsUsage(customerId: number, params: UsageParams, maxPoints?: number) {
  return useQuery({
    queryKey: ['customers', customerId, 'ems', 'usage', params, maxPoints ?? null],
    queryFn: ({ signal }) =>
      apiRequest(usagePath(customerId), {
        query: { ...usageQuery(params), maxPoints },
        schema: usageResponseSchema,
        signal,
      }),
    enabled: params.connectionIds.length > 0,
    placeholderData: keepPreviousData,
  });
}

export function usageExportUrl(customerId: number, params: UsageParams, format: 'csv' | 'xlsx'): string {
  return apiUrl(`${usagePath(customerId)}/export`, { ...usageQuery(params), format });
}

const emsConnectionSchema = z.object({
  id: z.number().int(),
  ean: z.string(),
  product: z.number().int(),
  hasProd: z.boolean().optional(),
  formattedAddress: z.string().nullish(),
  contractedCapacity: z.number().nullish(),
});
export type EmsConnection = z.infer<typeof emsConnectionSchema>;

/** The customer's connections shown in energy monitoring (showInEms), for the selection. */
export function useEmsConnections(customerId: number) {
  return useQuery({
    queryKey: ['customers', customerId, 'ems', 'connections'],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/connections`, {
        query: { showInEms: 1, limit: 999, page: 1, with: 'address', sort: 'ean' },
        headers: { 'x-append-customer': 'false' },
        schema: z.object({ data: z.array(emsConnectionSchema) }),
        signal,
      }).then((response) => response.data),
    staleTime: 60_000,
  });
}
