import { dataEnvelope } from '@energiek/contracts/envelopes';
import type { HourItem, TimerRegistration } from '@energiek/contracts/hours';
import { apiRequest } from '../../../lib/api-client.ts';
import { TIMER_REGISTRATION_KEY } from '../../../lib/timer-registration.ts';
import { useApiMutation } from '../../../lib/use-api-mutation.ts';

export type RegisterTimeInput = TimerRegistration & { customerId: number };

/** POST customers/{customerId}/hours/timer (spec §7). */
export async function registerTime({ customerId, ...body }: RegisterTimeInput): Promise<HourItem> {
  // The hours contract loads with the first registration: the top bar that holds the timer is on every
  // screen, the registration is rare.
  const { hourSchema } = await import('@energiek/contracts/hours');
  const response = await apiRequest(`customers/${customerId}/hours/timer`, {
    method: 'POST',
    body,
    schema: dataEnvelope(hourSchema),
  });
  return response.data;
}

/** Refreshes nothing itself: the hours module follows TIMER_REGISTRATION_KEY and refreshes its lists. */
export function useRegisterTime() {
  return useApiMutation(registerTime, { invalidates: [], mutationKey: TIMER_REGISTRATION_KEY });
}
