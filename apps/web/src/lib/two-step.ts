import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { messageResponseSchema, twoStepSecretSchema } from '@energiek/contracts/auth';
import type { TwoStepSecret, ValidateTwoStepBody } from '@energiek/contracts/auth';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { apiRequest } from './api-client.ts';

const twoStepSecretResponseSchema = dataEnvelope(twoStepSecretSchema);

export function generateTwoStepSecret(): Promise<TwoStepSecret> {
  return apiRequest('auth/generate-two-step-secret', {
    method: 'POST',
    schema: twoStepSecretResponseSchema,
  }).then((response) => response.data);
}

/**
 * A query rather than a mutation: it must run once per enrolment screen (also under StrictMode's double
 * effects), and every call replaces the pending secret on the server.
 */
export const twoStepSecretQueryOptions = () =>
  queryOptions({
    queryKey: ['two-step-secret'],
    queryFn: generateTwoStepSecret,
    staleTime: Infinity,
    gcTime: 0,
  });

export function useTwoStepSecret() {
  return useQuery(twoStepSecretQueryOptions());
}

export function validateTwoStepSecret(body: ValidateTwoStepBody): Promise<{ message: string }> {
  return apiRequest('auth/validate-two-step-secret', { method: 'POST', body, schema: messageResponseSchema });
}

export function useValidateTwoStepSecret() {
  return useMutation({ mutationFn: validateTwoStepSecret });
}
