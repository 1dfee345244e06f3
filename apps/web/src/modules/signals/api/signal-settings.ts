import { useMutation, useQuery } from '@tanstack/react-query';
import {
  signalPreviewResponseSchema,
  signalSettingsResponseSchema,
  type SignalPreview,
  type SignalSettingsBody,
} from '@energiek/contracts/signals';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

// The rule settings of /v3/control/signals/{tab}: the defaults, a customer's overrides, and the preview.

const KEY = ['signals', 'settings'] as const;
const settingsPath = (customerId?: number) =>
  customerId ? `customers/${customerId}/signal-settings` : 'signal-settings';

export function useSignalSettings(customerId?: number) {
  return useQuery({
    queryKey: [...KEY, customerId ?? null],
    queryFn: ({ signal }) =>
      apiRequest(settingsPath(customerId), { schema: signalSettingsResponseSchema, signal }).then(
        (r) => r.data,
      ),
  });
}

export function useSaveSignalSettings(customerId?: number) {
  return useApiMutation(
    (body: SignalSettingsBody) =>
      apiRequest(settingsPath(customerId), {
        method: 'POST',
        body,
        schema: signalSettingsResponseSchema,
      }).then((r) => r.data),
    { invalidates: [KEY] },
  );
}

export function usePreviewSignalRule() {
  return useMutation({
    mutationFn: (body: SignalPreview) =>
      apiRequest('signal-settings/preview', {
        method: 'POST',
        body,
        schema: signalPreviewResponseSchema,
      }).then((r) => r.data),
  });
}

const adminListSchema = listEnvelope(
  z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
);

/** The active back-office admins a rule's "who is told" may name (GET users, is:admin). */
export function useAdminChoices(enabled: boolean) {
  return useQuery({
    queryKey: ['signals', 'admin-choices'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest('users', {
        query: { type: 'admin', active: '1', limit: 100 },
        schema: adminListSchema,
        signal,
      }).then((r) => r.data.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() }))),
  });
}
