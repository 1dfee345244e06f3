import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeCacheHandler, RealtimeConnection } from './realtime.ts';

/**
 * Mounted once, in the shell: the tab's one realtime connection while `enabled` (signed in), closed
 * when the shell goes (logout). The channel's code and its message schema load once the shell shows:
 * nothing on the first screen waits for them.
 */
export function useRealtime(enabled: boolean, handlers: readonly RealtimeCacheHandler[]): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let connection: RealtimeConnection | undefined;
    void import('./realtime.ts').then(
      (realtime) => {
        if (!stopped) connection = realtime.connectRealtime(queryClient, handlers);
      },
      // A chunk that did not load (a new deploy): the page works without live updates.
      () => undefined,
    );
    return () => {
      stopped = true;
      connection?.stop();
    };
  }, [queryClient, enabled, handlers]);
}
