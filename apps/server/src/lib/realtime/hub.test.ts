import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { REALTIME_CLOSE } from '@energiek/contracts/realtime';
import { createLocalBus } from './bus.ts';
import { createHub, type RealtimeClient } from './hub.ts';

// The hub and the in-process bus on fake sockets: who gets what, limits, and the heartbeat's decisions.

const log = { warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

function fakeSocket(bufferedAmount = 0) {
  return {
    readyState: WebSocket.OPEN,
    bufferedAmount,
    sent: [] as string[],
    closed: undefined as number | undefined,
    terminated: false,
    pings: 0,
    send(data: string) {
      this.sent.push(data);
    },
    ping() {
      this.pings++;
    },
    close(code: number) {
      this.closed = code;
    },
    terminate() {
      this.terminated = true;
    },
  };
}
type FakeSocket = ReturnType<typeof fakeSocket>;

function client(sessionId: number, userId: number, customerId: number | null, socket = fakeSocket()) {
  const c: RealtimeClient = {
    socket: socket as unknown as WebSocket,
    sessionId,
    userId,
    customerId,
    alive: true,
  };
  return { client: c, socket };
}

const event = { type: 'counter.changed', counter: { actions: 1 } } as const;

describe('createHub', () => {
  it("delivers to a user's sockets once each, and to a customer's sockets", () => {
    const hub = createHub({ log, checkSessions: async () => new Map() });
    const a1 = client(1, 10, 100);
    const a2 = client(2, 10, null);
    const b = client(3, 20, 200);
    for (const c of [a1, a2, b]) expect(hub.add(c.client)).toBe(true);

    expect(hub.deliver({ userIds: [10, 10] }, event)).toBe(2);
    expect(a1.socket.sent).toEqual([JSON.stringify(event)]);
    expect(a2.socket.sent).toHaveLength(1);
    expect(b.socket.sent).toHaveLength(0);

    expect(hub.deliver({ customerId: 200 }, event)).toBe(1);
    expect(b.socket.sent).toHaveLength(1);
    hub.remove(b.client);
    expect(hub.deliver({ customerId: 200 }, event)).toBe(0);
    expect(hub.size).toBe(2);
  });

  it('refuses sockets past the limit per session and drops a socket that does not keep up', () => {
    const hub = createHub({ log, checkSessions: async () => new Map(), maxSocketsPerSession: 2 });
    expect(hub.add(client(1, 10, null).client)).toBe(true);
    expect(hub.add(client(1, 10, null).client)).toBe(true);
    expect(hub.add(client(1, 10, null).client)).toBe(false);
    expect(hub.add(client(2, 10, null).client)).toBe(true);

    const slow = client(3, 30, null, fakeSocket(2 * 1024 * 1024));
    hub.add(slow.client);
    expect(hub.deliver({ userIds: [30] }, event)).toBe(0);
    expect(slow.socket.terminated).toBe(true);
  });

  it('pings, cuts off sockets that missed a ping, closes ended sessions and follows the customer', async () => {
    const live = new Map([[1, { customerId: 500 }]]);
    const hub = createHub({ log, checkSessions: async () => live });
    const kept = client(1, 10, null);
    const ended = client(2, 20, null);
    hub.add(kept.client);
    hub.add(ended.client);

    await hub.heartbeat();
    expect((kept.socket as FakeSocket).pings).toBe(1);
    expect(ended.socket.closed).toBe(REALTIME_CLOSE.sessionEnded);
    expect(kept.socket.closed).toBeUndefined();
    // The session now works for customer 500.
    expect(hub.deliver({ customerId: 500 }, event)).toBe(1);

    // No pong came back: the next heartbeat ends it.
    await hub.heartbeat();
    expect(kept.socket.terminated).toBe(true);
  });
});

describe('createLocalBus', () => {
  it('hands events to every listener, even when one throws', async () => {
    const bus = createLocalBus(log);
    const seen: unknown[] = [];
    bus.subscribe(() => {
      throw new Error('broken listener');
    });
    const unsubscribe = bus.subscribe((target, e) => seen.push([target, e]));
    await bus.publish({ userIds: [1] }, event);
    unsubscribe();
    await bus.publish({ userIds: [2] }, event);
    expect(seen).toEqual([[{ userIds: [1] }, event]]);
    expect(log.error).toHaveBeenCalled();
  });
});
