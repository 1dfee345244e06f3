import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminOptionSchema } from '@energiek/contracts/users';
import { apiRequest } from './api-client.ts';

// The active back-office users, for the areas' user filters and pickers (actions, hours, sales, account
// manager). GET users/admin-options answers any admin (ADMIN_OPTIONS_READ), also one whose role cannot
// read users; it is silent, so a refusal leaves the picker empty instead of leaving the page.

const adminOptionsSchema = z.object({ data: z.array(adminOptionSchema) });

/** GET users/admin-options (is:admin only: pass `enabled` false for anyone else). */
export function useAdminUsers(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'options', 'admin'],
    queryFn: () =>
      apiRequest('users/admin-options', { schema: adminOptionsSchema, silent: true }).then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}
