import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { userItemSchema } from '@energiek/contracts/users';
import type { UserCreate, UserItem, UserUpdate } from '@energiek/contracts/users';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { choiceParam, pageParam, textParam } from '../../../lib/use-list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET/POST users and the user actions of docs/api.md (is:admin).

/** The list's state in the URL (/v3/users?q=…&type=…&active=…&page=…); active users by default. */
export const userListState = z.object({
  q: textParam(),
  type: z.enum(['', 'admin', 'customer']).catch(''),
  // 'all' rather than '' because the default ('1') is what an absent parameter means.
  active: choiceParam(['all', '1', '0'], '1'),
  page: pageParam(),
});
export type UserFilters = z.output<typeof userListState>;

export const USERS_PAGE_SIZE = 25;

const userListSchema = listEnvelope(userItemSchema);
const userResponseSchema = dataEnvelope(userItemSchema);

export function listUsers(filters: UserFilters, signal?: AbortSignal) {
  return apiRequest('users', {
    query: {
      q: filters.q || undefined,
      type: filters.type || undefined,
      active: filters.active === 'all' ? undefined : filters.active,
      page: filters.page,
      limit: USERS_PAGE_SIZE,
    },
    schema: userListSchema,
    signal,
  });
}

export function getUser(id: number): Promise<UserItem> {
  return apiRequest(`users/${id}`, { schema: userResponseSchema }).then((response) => response.data);
}

export function createUser(body: UserCreate): Promise<UserItem> {
  return apiRequest('users', { method: 'POST', body, schema: userResponseSchema }).then((r) => r.data);
}

export function updateUser(id: number, body: UserUpdate): Promise<UserItem> {
  return apiRequest(`users/${id}`, { method: 'POST', body, schema: userResponseSchema }).then((r) => r.data);
}

export function deactivateUser(id: number): Promise<UserItem> {
  return apiRequest(`users/${id}/deactivate`, { method: 'POST', schema: userResponseSchema }).then(
    (r) => r.data,
  );
}

export function resetTwoStep(id: number): Promise<UserItem> {
  return apiRequest(`users/${id}/reset-two-step`, { method: 'POST', schema: userResponseSchema }).then(
    (r) => r.data,
  );
}

export const usersQueryOptions = (filters: UserFilters) =>
  queryOptions({
    queryKey: ['users', 'list', filters],
    queryFn: ({ signal }) => listUsers(filters, signal),
  });

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['users', 'detail', id], queryFn: () => getUser(id) });

export function useUsers(filters: UserFilters) {
  return useQuery({ ...usersQueryOptions(filters), placeholderData: keepPreviousData });
}

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}

/** Every user write refreshes the lists and details afterwards. */
const AFTER_WRITE = { invalidates: [['users']] };

export const useCreateUser = () => useApiMutation(createUser, AFTER_WRITE);
export const useUpdateUser = () =>
  useApiMutation(({ id, body }: { id: number; body: UserUpdate }) => updateUser(id, body), AFTER_WRITE);
export const useDeactivateUser = () => useApiMutation(deactivateUser, AFTER_WRITE);
export const useResetTwoStep = () => useApiMutation(resetTwoStep, AFTER_WRITE);
