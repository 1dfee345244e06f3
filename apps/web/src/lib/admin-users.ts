import { useQuery } from '@tanstack/react-query';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { userItemSchema } from '@energiek/contracts/users';
import { apiRequest } from './api-client.ts';

// The active back-office users, for the areas' user filters and pickers (actions, hours).

const adminListSchema = listEnvelope(userItemSchema.pick({ id: true, name: true, isActive: true }));

/** GET users?type=admin (is:admin only: pass `enabled` false for anyone else), active ones only. */
export function useAdminUsers(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'options', 'admin'],
    queryFn: () =>
      apiRequest('users', { query: { type: 'admin', limit: 999 }, schema: adminListSchema }).then((r) =>
        r.data.filter((user) => user.isActive),
      ),
    enabled,
    staleTime: 60_000,
  });
}
