import type { LoginBody, LoginResponse } from '@energiek/contracts/auth';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST auth/login, the answer parsed by the contract. The contract (and zod with it) loads beside the
 * request, not with /login: the page draws without it.
 */
export async function login(body: LoginBody): Promise<LoginResponse> {
  const [contract, response] = await Promise.all([
    import('@energiek/contracts/auth'),
    apiRequest('auth/login', { method: 'POST', body }),
  ]);
  return contract.loginResponseSchema.parse(response);
}
