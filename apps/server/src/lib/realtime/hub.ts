import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { REALTIME_CLOSE, type RealtimeEvent, type RealtimeMessage } from '@energiek/contracts/realtime';
import type { RealtimeTarget } from './bus.ts';

// The sockets this instance holds, indexed by user and by customer, with the heartbeat that ends dead
// sockets and sockets whose session is no longer valid.

export type RealtimeClient = {
  socket: WebSocket;
  sessionId: number;
  /** The session's user: for a view-along session the user being viewed, never the admin. */
  userId: number;
  /** The customer the session works for (selected customer, or a staff member's own), if any. */
  customerId: number | null;
  /** Answered the last ping. */
  alive: boolean;
};

/** For each still valid session id: the customer it works for now. Missing ids have ended. */
export type SessionCheck = (sessionIds: number[]) => Promise<Map<number, { customerId: number | null }>>;

export type Hub = {
  /** Registers a socket; false when its session already holds the maximum number of sockets. */
  add(client: RealtimeClient): boolean;
  remove(client: RealtimeClient): void;
  deliver(target: RealtimeTarget, event: RealtimeEvent): number;
  send(client: RealtimeClient, message: RealtimeMessage): void;
  /** Pings every socket, ends those that did not answer the last ping, and closes ended sessions. */
  heartbeat(): Promise<void>;
  /** Closes every socket (shutdown); terminate: without the closing handshake. */
  closeAll(code: number, reason: string, terminate?: boolean): void;
  readonly size: number;
};

export type HubOptions = {
  log: FastifyBaseLogger;
  checkSessions: SessionCheck;
  maxSocketsPerSession?: number;
  /** A socket whose unsent data grows past this is too slow to follow and is dropped. */
  maxBufferedBytes?: number;
};

function addTo(index: Map<number, Set<RealtimeClient>>, key: number, client: RealtimeClient): void {
  let set = index.get(key);
  if (!set) {
    set = new Set();
    index.set(key, set);
  }
  set.add(client);
}

function removeFrom(index: Map<number, Set<RealtimeClient>>, key: number, client: RealtimeClient): void {
  const set = index.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) index.delete(key);
}

export function createHub({
  log,
  checkSessions,
  maxSocketsPerSession = 50,
  maxBufferedBytes = 1024 * 1024,
}: HubOptions): Hub {
  const all = new Set<RealtimeClient>();
  const byUser = new Map<number, Set<RealtimeClient>>();
  const byCustomer = new Map<number, Set<RealtimeClient>>();
  const bySession = new Map<number, Set<RealtimeClient>>();

  const sendRaw = (client: RealtimeClient, data: string): boolean => {
    if (client.socket.readyState !== WebSocket.OPEN) return false;
    if (client.socket.bufferedAmount > maxBufferedBytes) {
      log.warn({ userId: client.userId }, 'realtime: dropped a socket that does not keep up');
      client.socket.terminate();
      return false;
    }
    client.socket.send(data);
    return true;
  };

  const setCustomer = (client: RealtimeClient, customerId: number | null) => {
    if (client.customerId === customerId) return;
    if (client.customerId !== null) removeFrom(byCustomer, client.customerId, client);
    client.customerId = customerId;
    if (customerId !== null) addTo(byCustomer, customerId, client);
  };

  const hub: Hub = {
    add(client) {
      if ((bySession.get(client.sessionId)?.size ?? 0) >= maxSocketsPerSession) return false;
      all.add(client);
      addTo(byUser, client.userId, client);
      addTo(bySession, client.sessionId, client);
      if (client.customerId !== null) addTo(byCustomer, client.customerId, client);
      return true;
    },
    remove(client) {
      if (!all.delete(client)) return;
      removeFrom(byUser, client.userId, client);
      removeFrom(bySession, client.sessionId, client);
      if (client.customerId !== null) removeFrom(byCustomer, client.customerId, client);
    },
    deliver(target, event) {
      // Serialised once, whatever the number of sockets.
      const data = JSON.stringify(event);
      let sent = 0;
      const recipients =
        'userIds' in target
          ? [...new Set(target.userIds)].flatMap((id) => [...(byUser.get(id) ?? [])])
          : [...(byCustomer.get(target.customerId) ?? [])];
      for (const client of recipients) if (sendRaw(client, data)) sent++;
      return sent;
    },
    send(client, message) {
      sendRaw(client, JSON.stringify(message));
    },
    async heartbeat() {
      for (const client of all) {
        if (!client.alive) {
          client.socket.terminate();
          continue;
        }
        client.alive = false;
        if (client.socket.readyState === WebSocket.OPEN) client.socket.ping();
      }
      const sessionIds = [...bySession.keys()];
      if (sessionIds.length === 0) return;
      const live = await checkSessions(sessionIds);
      for (const [sessionId, clients] of [...bySession]) {
        const state = live.get(sessionId);
        for (const client of [...clients]) {
          if (state) setCustomer(client, state.customerId);
          else client.socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
        }
      }
    },
    closeAll(code, reason, terminate = false) {
      for (const client of [...all]) {
        if (terminate) client.socket.terminate();
        else if (client.socket.readyState === WebSocket.OPEN) client.socket.close(code, reason);
      }
    },
    get size() {
      return all.size;
    },
  };
  return hub;
}
