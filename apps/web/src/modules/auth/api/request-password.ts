import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@energiek/contracts/auth';
import type { RequestPasswordBody } from '@energiek/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/** Answers the same message whether or not the address is known. */
export function requestPassword(body: RequestPasswordBody): Promise<{ message: string }> {
  return apiRequest('auth/request-password', { method: 'POST', body, schema: messageResponseSchema });
}

export function useRequestPassword() {
  return useMutation({ mutationFn: requestPassword });
}
