import { useMutation } from '@tanstack/react-query';
import { messageResponseSchema } from '@energiek/contracts/auth';
import type { ChangePasswordBody } from '@energiek/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return apiRequest('auth/change-password', { method: 'POST', body, schema: messageResponseSchema });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
