import { useQuery } from '@tanstack/react-query';
import {
  energySavingResponseSchema,
  measureResponseSchema,
  selfGenerationResponseSchema,
  type MeasureBody,
  type SelfGenerationBody,
} from '@energiek/contracts/energy-saving';
import { apiRequest, apiUrl } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET customers/{customerId}/energy-saving (+ export), the measures and the self-generated electricity.

const base = (customerId: number) => `customers/${customerId}/energy-saving`;
const key = (customerId: number) => ['energy-saving', customerId];

export function useEnergySaving(customerId: number, year: number) {
  return useQuery({
    queryKey: [...key(customerId), year],
    queryFn: ({ signal }) =>
      apiRequest(base(customerId), { query: { year }, schema: energySavingResponseSchema, signal }),
  });
}

export const energySavingExportUrl = (customerId: number, year: number) =>
  apiUrl(`${base(customerId)}/export`, { year });

export function useSaveMeasure(customerId: number, id: number | undefined) {
  return useApiMutation(
    (body: MeasureBody) =>
      apiRequest(id ? `${base(customerId)}/measures/${id}` : `${base(customerId)}/measures`, {
        method: id ? 'PUT' : 'POST',
        body,
        schema: measureResponseSchema,
      }).then((r) => r.data),
    { invalidates: [key(customerId)] },
  );
}

export function useDeleteMeasure(customerId: number) {
  return useApiMutation(
    (id: number) => apiRequest(`${base(customerId)}/measures/${id}`, { method: 'DELETE' }),
    { invalidates: [key(customerId)] },
  );
}

export function useSaveSelfGeneration(customerId: number) {
  return useApiMutation(
    (body: SelfGenerationBody) =>
      apiRequest(`${base(customerId)}/self-generation`, {
        method: 'PUT',
        body,
        schema: selfGenerationResponseSchema,
      }).then((r) => r.data),
    { invalidates: [key(customerId)] },
  );
}
