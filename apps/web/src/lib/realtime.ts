import { useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  REALTIME_BEARER_PREFIX,
  REALTIME_CLOSE,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
  realtimeMessageSchema,
  type RealtimeEvent,
  type RealtimeEventType,
} from '@energiek/contracts/realtime';
import { COUNTER_QUERY_KEY } from './counter.ts';
import { getAuthToken } from './tokens.ts';

// The realtime channel (docs/api.md "Realtime"): one WebSocket per tab while the shell is mounted
// (signed in), reconnecting with backoff, closed on logout. Events update the query caches in place
// and go to subscribers (useRealtimeEvent). A push never causes a request by itself: every API
// response restarts the idle timer (spec §4), so events must not keep an idle session alive.

type Listener = (event: RealtimeEvent) => void;
const listeners = new Set<Listener>();

/** Every event of this tab's channel; returns the unsubscribe function. */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Runs `handler` for each event of this type (e.g. 'counter.changed' for the top-bar counters). */
export function useRealtimeEvent<T extends RealtimeEventType>(
  type: T,
  handler: (event: Extract<RealtimeEvent, { type: T }>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      subscribeRealtime((event) => {
        if (event.type === type) latest.current(event as Extract<RealtimeEvent, { type: T }>);
      }),
    [type],
  );
}

export const RECONNECT_MIN_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … up to 30 s, each between half and all of it. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

export type RealtimeConnectionOptions = {
  url: string;
  /** Read at every (re)connect: the token may change (view-along). */
  protocols: () => string[];
  onEvent: (event: RealtimeEvent) => void;
  /** Connected again after a drop: events may have been missed. */
  onResync: () => void;
  /** The server ended the socket because the session ended: no reconnect. */
  onSessionEnded: () => void;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  random?: () => number;
};

export type RealtimeConnection = { start(): void; stop(): void };

export function createRealtimeConnection(options: RealtimeConnectionOptions): RealtimeConnection {
  const createSocket = options.createSocket ?? ((url, protocols) => new WebSocket(url, protocols));
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let everReady = false;
  let running = false;

  const onOnline = () => {
    // Back on the network: do not wait out the backoff.
    if (running && !socket) {
      clearTimeout(timer);
      open();
    }
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(open, delay);
  };

  function open() {
    if (!running) return;
    const current = createSocket(options.url, options.protocols());
    socket = current;
    current.onmessage = (message) => {
      let parsed;
      try {
        parsed = realtimeMessageSchema.safeParse(JSON.parse(String(message.data)));
      } catch {
        return;
      }
      if (!parsed.success) return; // a newer server's message this client does not know
      if (parsed.data.type === 'ready') {
        attempt = 0;
        if (everReady) options.onResync();
        everReady = true;
        return;
      }
      options.onEvent(parsed.data);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (!running) return;
      if (event.code === REALTIME_CLOSE.sessionEnded) {
        running = false;
        options.onSessionEnded();
        return;
      }
      const delay =
        event.code === REALTIME_CLOSE.tooManySockets
          ? RECONNECT_MAX_MS
          : reconnectDelay(attempt, options.random);
      attempt++;
      schedule(delay);
    };
  }

  return {
    start() {
      if (running) return;
      running = true;
      window.addEventListener('online', onOnline);
      open();
    },
    stop() {
      running = false;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      const current = socket;
      socket = null;
      current?.close(1000, 'closed');
    },
  };
}

/** ws:// or wss:// on the page's own host (the dev server proxies it). */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${REALTIME_PATH}`;
}

/** The bearer token as a subprotocol; without one (inside a frame) the session cookie is used. */
export function realtimeProtocols(token: string | null = getAuthToken()): string[] {
  return token ? [REALTIME_PROTOCOL, `${REALTIME_BEARER_PREFIX}${token}`] : [REALTIME_PROTOCOL];
}

/**
 * What a module does with the channel: `apply` changes its query caches for an event (without
 * fetching), `resync` marks them stale after a reconnect (events may have been missed). The app wires
 * the modules' handlers into useRealtime, so this file knows no module.
 */
export type RealtimeCacheHandler = {
  apply?: (queryClient: QueryClient, event: RealtimeEvent) => void;
  resync?: (queryClient: QueryClient) => void;
};

/** What an event changes in the query caches, without fetching anything: the counters, then the modules'. */
export function applyRealtimeEvent(
  queryClient: QueryClient,
  event: RealtimeEvent,
  handlers: readonly RealtimeCacheHandler[] = [],
): void {
  if (event.type === 'counter.changed') {
    queryClient.setQueryData<Record<string, unknown>>(COUNTER_QUERY_KEY, (current) =>
      current ? { ...current, ...event.counter } : current,
    );
  }
  if (event.type === 'notifications.changed') {
    queryClient.setQueryData<Record<string, unknown>>(COUNTER_QUERY_KEY, (current) =>
      current ? { ...current, notifications: event.unread > 0 } : current,
    );
  }
  for (const handler of handlers) handler.apply?.(queryClient, event);
}

/**
 * The tab's one connection, started; the shell opens it through useRealtime (lib/use-realtime.ts) and
 * stops it when it goes (logout).
 */
export function connectRealtime(
  queryClient: QueryClient,
  handlers: readonly RealtimeCacheHandler[],
): RealtimeConnection {
  const connection = createRealtimeConnection({
    url: realtimeUrl(),
    protocols: () => realtimeProtocols(),
    onEvent: (event) => {
      applyRealtimeEvent(queryClient, event, handlers);
      for (const listener of listeners) listener(event);
    },
    // Missed events while away: the counters and the modules' caches are fetched again (once per reconnect).
    onResync: () => {
      void queryClient.invalidateQueries({ queryKey: COUNTER_QUERY_KEY });
      for (const handler of handlers) handler.resync?.(queryClient);
    },
    // The next request answers 401 and the API client goes to the login page.
    onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: ['auth', 'user'] }),
  });
  connection.start();
  return connection;
}
