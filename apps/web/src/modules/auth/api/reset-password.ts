import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@energiek/contracts/auth';
import type { ResetPasswordBody } from '@energiek/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiRequest('auth/reset-password', { method: 'POST', body, schema: messageResponseSchema });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
