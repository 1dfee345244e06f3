import { apiRequest } from '../../../lib/api-client.ts';

/** Revokes the session on the server. Silent: an expired session is already signed out. */
export function logout(): Promise<void> {
  return apiRequest<void>('auth/logout', { method: 'POST', silent: true });
}
