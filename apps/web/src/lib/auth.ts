import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser, ProfileResponse } from '@energiek/contracts/auth';
import { apiRequestParsed } from './api-client.ts';

// The signed-in session (current user and profile), shared by the shell and every area. The shell asks
// for both first; their schemas (and zod) load beside the requests (lib/session-contract.ts).

const loadContract = () => import('./session-contract.ts');

export function getCurrentUser(): Promise<CurrentUser> {
  return apiRequestParsed('auth/user', async () => (await loadContract()).currentUserResponseSchema).then(
    (response) => response.data,
  );
}

export function getProfile(): Promise<ProfileResponse['data']> {
  return apiRequestParsed('auth/profile', async () => (await loadContract()).profileResponseSchema).then(
    (response) => response.data,
  );
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'user'], queryFn: getCurrentUser, staleTime: 60_000 });

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'profile'], queryFn: getProfile, staleTime: 60_000 });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** The customer the session works for: the profile's selected customer, else the user's own. */
export function useSelectedCustomer() {
  const profile = useProfile();
  const user = useCurrentUser();
  return profile.data?.selectedCustomer ?? user.data?.customer ?? null;
}
