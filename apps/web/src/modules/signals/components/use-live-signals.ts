import { useRef } from 'react';
import type { RealtimeEvent } from '@energiek/contracts/realtime';
import { useToast } from '../../../components/ui/use-toast.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { SIGNALS_TEXTS } from '../texts.ts';

type SignalsChanged = Extract<RealtimeEvent, { type: 'signals.changed' }>;

/**
 * New and reopened signals while a signals screen is open: told at once (toast) and the list reloads. The
 * same event may come twice (to the user and to the customer's tabs): each is told once.
 */
export function useLiveSignals(concerns: (event: SignalsChanged) => boolean, reload: () => void): void {
  const toast = useToast();
  const told = useRef(new Set<string>());
  useRealtimeEvent('signals.changed', (event) => {
    if (!concerns(event)) return;
    reload();
    const key = `${event.reason}:${event.ids.join(',')}`;
    if (told.current.has(key) || event.reason === 'closed') return;
    told.current.add(key);
    toast.success(SIGNALS_TEXTS.live(event.title));
  });
}
