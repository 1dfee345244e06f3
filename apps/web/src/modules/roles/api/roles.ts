import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { roleDetailSchema, roleItemSchema } from '@energiek/contracts/roles';
import type { RoleBody, RoleDetail } from '@energiek/contracts/roles';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageParam, textParam } from '../../../lib/use-list-state.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// GET roles (roles:read) and the writes (is:admin) of docs/api.md.

/** The list's state in the URL (/v3/roles?q=…&page=…). */
export const roleListState = z.object({ q: textParam(), page: pageParam() });
export type RoleFilters = z.output<typeof roleListState>;

export const ROLES_PAGE_SIZE = 25;

const roleListSchema = listEnvelope(roleItemSchema);
const roleResponseSchema = dataEnvelope(roleDetailSchema);

export function listRoles(filters: RoleFilters, signal?: AbortSignal) {
  return apiRequest('roles', {
    query: { q: filters.q || undefined, page: filters.page, limit: ROLES_PAGE_SIZE },
    schema: roleListSchema,
    signal,
  });
}

export function getRole(id: number): Promise<RoleDetail> {
  return apiRequest(`roles/${id}`, { schema: roleResponseSchema }).then((response) => response.data);
}

export function createRole(body: RoleBody): Promise<RoleDetail> {
  return apiRequest('roles', { method: 'POST', body, schema: roleResponseSchema }).then((r) => r.data);
}

export function updateRole(id: number, body: RoleBody): Promise<RoleDetail> {
  return apiRequest(`roles/${id}`, { method: 'POST', body, schema: roleResponseSchema }).then((r) => r.data);
}

export function useRoles(filters: RoleFilters) {
  return useQuery({
    queryKey: ['roles', 'list', filters],
    queryFn: ({ signal }) => listRoles(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['roles', 'detail', id], queryFn: () => getRole(id) });

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}

// The profile of the signed-in admin may come from this role.
const AFTER_WRITE = { invalidates: [['roles'], ['auth', 'profile']] };

export const useCreateRole = () => useApiMutation(createRole, AFTER_WRITE);
export const useUpdateRole = () =>
  useApiMutation(({ id, body }: { id: number; body: RoleBody }) => updateRole(id, body), AFTER_WRITE);
