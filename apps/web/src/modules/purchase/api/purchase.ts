import { useQuery } from '@tanstack/react-query';
import {
  purchaseOverviewResponseSchema,
  ratePeriodsResponseSchema,
  ratesResponseSchema,
} from '@energiek/contracts/purchase';
import { apiRequest } from '../../../lib/api-client.ts';

// GET customers/{customerId}/purchase, /rates and /rates/periods (read only).

export function usePurchaseOverview(customerId: number, year: number) {
  return useQuery({
    queryKey: ['purchase', 'overview', customerId, year],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/purchase`, {
        query: { year },
        schema: purchaseOverviewResponseSchema,
        signal,
      }).then((r) => r.data),
  });
}

export function useRates(customerId: number, date: string, connectionId: number | undefined) {
  return useQuery({
    queryKey: ['purchase', 'rates', customerId, date, connectionId ?? null],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/rates`, {
        query: { date, connectionId },
        schema: ratesResponseSchema,
        signal,
      }),
  });
}

export function useRatePeriods(customerId: number, connectionId: number | undefined) {
  return useQuery({
    queryKey: ['purchase', 'rate-periods', customerId, connectionId ?? null],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/rates/periods`, {
        query: { connectionId },
        schema: ratePeriodsResponseSchema,
        signal,
      }).then((r) => r.data),
  });
}
