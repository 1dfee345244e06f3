import { useMutation } from '@tanstack/react-query';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { hourSchema, type HourItem, type TimerRegistration } from '@energiek/contracts/hours';
import { apiRequest } from '../../../lib/api-client.ts';
import { TIMER_REGISTRATION_KEY } from '../../../lib/timer-registration.ts';

export type RegisterTimeInput = TimerRegistration & { customerId: number };

/** POST customers/{customerId}/hours/timer (spec §7). */
export function registerTime({ customerId, ...body }: RegisterTimeInput): Promise<HourItem> {
  return apiRequest(`customers/${customerId}/hours/timer`, {
    method: 'POST',
    body,
    schema: dataEnvelope(hourSchema),
  }).then((response) => response.data);
}

export function useRegisterTime() {
  return useMutation({ mutationKey: TIMER_REGISTRATION_KEY, mutationFn: registerTime });
}
