import { useQuery } from '@tanstack/react-query';
import {
  agreementClickBookSchema,
  agreementClickItemSchema,
  type AgreementClickBody,
} from '@energiek/contracts/collective';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import {
  purchaseOverviewResponseSchema,
  ratePeriodsResponseSchema,
  ratesResponseSchema,
} from '@energiek/contracts/purchase';
import { apiRequest } from '../../../../lib/api-client.ts';
import { useApiMutation } from '../../../../lib/use-api-mutation.ts';

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

// The click book of a click agreement: GET/POST/DELETE customers/{customerId}/purchase/clicks.

export function useAgreementClickBook(customerId: number, agreementId: number | null) {
  return useQuery({
    queryKey: ['purchase', 'click-book', customerId, agreementId ?? 0],
    queryFn: ({ signal }) =>
      apiRequest(`customers/${customerId}/purchase/clicks`, {
        query: { agreementId },
        schema: dataEnvelope(agreementClickBookSchema),
        signal,
      }).then((r) => r.data),
    enabled: agreementId !== null,
  });
}

export function useCreateAgreementClick(customerId: number) {
  // The position, the rates and the forecast follow the clicks.
  return useApiMutation(
    (body: AgreementClickBody) =>
      apiRequest(`customers/${customerId}/purchase/clicks`, {
        method: 'POST',
        body,
        schema: dataEnvelope(agreementClickItemSchema),
      }).then((r) => r.data),
    { invalidates: [['purchase']] },
  );
}

export function useDeleteAgreementClick(customerId: number) {
  return useApiMutation(
    (id: number) => apiRequest(`customers/${customerId}/purchase/clicks/${id}`, { method: 'DELETE' }),
    { invalidates: [['purchase']] },
  );
}
