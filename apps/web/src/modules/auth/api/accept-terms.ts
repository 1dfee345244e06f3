import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@energiek/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function acceptTerms(): Promise<{ message: string }> {
  return apiRequest('auth/accept-terms', { method: 'POST', schema: messageResponseSchema });
}

export function useAcceptTerms() {
  return useMutation({ mutationFn: acceptTerms });
}
