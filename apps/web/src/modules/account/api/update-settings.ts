import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsSchema } from '@energiek/contracts/auth';
import type { CurrentUser, Settings } from '@energiek/contracts/auth';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { apiRequest } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth.ts';

export function updateSettings(settings: Settings): Promise<Settings> {
  return apiRequest('auth/update-settings', {
    method: 'POST',
    body: settings,
    schema: dataEnvelope(settingsSchema),
  }).then((response) => response.data);
}

/** Saves the settings and puts the stored ones into the cached current user. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, (user: CurrentUser | undefined) =>
        user ? { ...user, settings } : user,
      );
    },
  });
}
