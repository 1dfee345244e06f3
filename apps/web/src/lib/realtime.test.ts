import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { REALTIME_CLOSE, REALTIME_PROTOCOL } from '@energiek/contracts/realtime';
import {
  applyRealtimeEvent,
  createRealtimeConnection,
  realtimeProtocols,
  realtimeUrl,
  reconnectDelay,
  type RealtimeConnectionOptions,
} from './realtime.ts';
import { COUNTER_QUERY_KEY } from './counter.ts';

// The connection's life cycle on a fake socket, and what events do to the notification cache.

class FakeSocket {
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  closedWith: number | undefined;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
  close(code: number) {
    this.closedWith = code;
  }
}

let sockets: FakeSocket[];
let options: RealtimeConnectionOptions & {
  onEvent: Mock<RealtimeConnectionOptions['onEvent']>;
  onResync: Mock<() => void>;
  onSessionEnded: Mock<() => void>;
};

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  options = {
    url: 'ws://app.test/api/v3/realtime',
    protocols: () => [REALTIME_PROTOCOL, 'bearer.abc'],
    onEvent: vi.fn<RealtimeConnectionOptions['onEvent']>(),
    onResync: vi.fn<() => void>(),
    onSessionEnded: vi.fn<() => void>(),
    random: () => 1,
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  };
});
afterEach(() => {
  vi.useRealTimers();
});

const last = () => sockets[sockets.length - 1] as FakeSocket;

describe('createRealtimeConnection', () => {
  it('opens one socket with the bearer subprotocol and hands on events', () => {
    const connection = createRealtimeConnection(options);
    connection.start();
    connection.start();
    expect(sockets).toHaveLength(1);
    expect(last().protocols).toEqual([REALTIME_PROTOCOL, 'bearer.abc']);
    last().receive({ type: 'ready' });
    last().receive({ type: 'counter.changed', counter: { actions: 4 } });
    last().receive({ type: 'something.new' });
    expect(options.onEvent).toHaveBeenCalledExactlyOnceWith({
      type: 'counter.changed',
      counter: { actions: 4 },
    });
    expect(options.onResync).not.toHaveBeenCalled();
    connection.stop();
    expect(last().closedWith).toBe(1000);
  });

  it('reconnects with growing delays, resyncs after a reconnect, and stops after logout', () => {
    const connection = createRealtimeConnection(options);
    connection.start();
    last().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    last().receive({ type: 'ready' });
    expect(options.onResync).toHaveBeenCalledTimes(0); // first ready of this connection
    last().drop();
    vi.advanceTimersByTime(1000); // ready reset the backoff
    expect(sockets).toHaveLength(4);
    last().receive({ type: 'ready' });
    expect(options.onResync).toHaveBeenCalledTimes(1);

    connection.stop();
    last().drop();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(4);
  });

  it('does not reconnect once the server ended the session', () => {
    const connection = createRealtimeConnection(options);
    connection.start();
    last().drop(REALTIME_CLOSE.sessionEnded);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(options.onSessionEnded).toHaveBeenCalledOnce();
  });

  it('backs off from 1 s to at most 30 s with jitter', () => {
    expect(reconnectDelay(0, () => 1)).toBe(1000);
    expect(reconnectDelay(3, () => 1)).toBe(8000);
    expect(reconnectDelay(10, () => 1)).toBe(30_000);
    expect(reconnectDelay(10, () => 0)).toBe(15_000);
  });
});

describe('realtimeUrl and realtimeProtocols', () => {
  it('uses the page host, wss on https, and the cookie when there is no token', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'portal.energiek.nl' })).toBe(
      'wss://portal.energiek.nl/api/v3/realtime',
    );
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:3000' })).toBe(
      'ws://127.0.0.1:3000/api/v3/realtime',
    );
    expect(realtimeProtocols('tok')).toEqual([REALTIME_PROTOCOL, 'bearer.tok']);
    expect(realtimeProtocols(null)).toEqual([REALTIME_PROTOCOL]);
  });
});

describe('applyRealtimeEvent', () => {
  it('updates the top-bar counters without fetching and hands every event to the wired handlers', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(COUNTER_QUERY_KEY, { actions: 3, notifications: false });
    const seen: string[] = [];
    const handler = { apply: (_: QueryClient, event: { type: string }) => void seen.push(event.type) };

    applyRealtimeEvent(queryClient, { type: 'counter.changed', counter: { actions: 4 } }, [handler]);
    expect(queryClient.getQueryData(COUNTER_QUERY_KEY)).toEqual({ actions: 4, notifications: false });

    applyRealtimeEvent(
      queryClient,
      { type: 'notifications.changed', unread: 2, reason: 'created', ids: [3] },
      [handler],
    );
    expect(queryClient.getQueryData(COUNTER_QUERY_KEY)).toEqual({ actions: 4, notifications: true });
    expect(queryClient.getQueryState(COUNTER_QUERY_KEY)?.isInvalidated).toBe(false);
    expect(seen).toEqual(['counter.changed', 'notifications.changed']);
  });
});
