import { useMutation } from '@tanstack/react-query';
import { loginResponseSchema } from '@energiek/contracts/auth';
import type { LoginBody, LoginResponse } from '@energiek/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest('auth/login', { method: 'POST', body, schema: loginResponseSchema });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
