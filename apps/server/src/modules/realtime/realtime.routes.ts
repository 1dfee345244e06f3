import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  REALTIME_BEARER_PREFIX,
  REALTIME_CLOSE,
  REALTIME_PATH,
  REALTIME_PROTOCOL,
} from '@energiek/contracts/realtime';
import { MESSAGES } from '@energiek/contracts/messages';
import { HttpError, forbidden, unauthenticated } from '../../lib/http-errors.ts';
import type { RealtimeBus } from '../../lib/realtime/bus.ts';
import { createHub, type Hub, type RealtimeClient } from '../../lib/realtime/hub.ts';
import { liveSessions } from './realtime.repository.ts';

// GET /api/v3/realtime: the WebSocket of docs/api.md "Realtime". Authenticated like every API call
// (bearer token offered as subprotocol `bearer.<token>`, or the session cookie), Origin checked,
// server → client only. Events come from the bus (lib/realtime), which fans out through Redis.

/** How often sockets are pinged and their sessions checked. */
export const HEARTBEAT_MS = 30_000;
/** Messages from the client are never needed; anything bigger than this closes the socket. */
const MAX_CLIENT_PAYLOAD = 1024;

export type Realtime = {
  bus: RealtimeBus;
  hub: Hub;
  /** One heartbeat now (the timer runs it every HEARTBEAT_MS); tests call it directly. */
  heartbeat(): Promise<void>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    realtime: Realtime;
  }
}

function offeredProtocols(request: FastifyRequest): string[] {
  const header = request.headers['sec-websocket-protocol'];
  return typeof header === 'string' ? header.split(',').map((p) => p.trim()) : [];
}

/** The page's origin must be the app's own (APP_URL, or the host it was served from). */
function originAllowed(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    const url = new URL(origin);
    return url.origin === new URL(appUrl).origin || url.host === request.headers.host;
  } catch {
    return false;
  }
}

export async function registerRealtime(app: FastifyInstance): Promise<void> {
  const { config, db, bus } = app.ctx;
  const hub = createHub({ log: app.log, checkSessions: (ids) => liveSessions(db, ids) });
  const unsubscribe = bus.subscribe((target, event) => void hub.deliver(target, event));

  const heartbeat = async () => {
    try {
      await hub.heartbeat();
    } catch (error) {
      app.log.error({ err: error }, 'realtime heartbeat failed');
    }
  };
  app.decorate('realtime', { bus, hub, heartbeat: () => hub.heartbeat() });
  const timer = setInterval(() => void heartbeat(), HEARTBEAT_MS);
  timer.unref();

  // Before the plugin's own preClose: tabs learn the server is going away (1001) and reconnect to
  // another instance.
  app.addHook('preClose', (done) => {
    clearInterval(timer);
    hub.closeAll(1001, 'server shutdown');
    done();
  });
  // The bus itself is closed by buildApp, which created it.
  app.addHook('onClose', async () => {
    unsubscribe();
    hub.closeAll(1001, 'server shutdown', true);
  });

  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: MAX_CLIENT_PAYLOAD,
      // Select our protocol only: the bearer entry is never echoed back.
      handleProtocols: (protocols: Set<string>) =>
        protocols.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false,
    },
  });

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    config: { permission: 'authenticated' },
    schema: {
      tags: ['realtime'],
      summary: 'Open the realtime WebSocket.',
      operationId: 'openRealtimeSocket',
      description:
        'WebSocket (subprotocol energiek.v1; bearer token as subprotocol bearer.<token> or the session ' +
        'cookie). Pushes {type:"notifications.changed"} and {type:"counter.changed"} to the user. ' +
        'Without an upgrade: 426.',
    },
    // Browsers cannot send an Authorization header on a WebSocket: the token arrives as a subprotocol
    // and is handed to the normal authentication (plugins/authenticate.ts) as a bearer token.
    onRequest: async (request) => {
      if (request.headers.authorization) return;
      const offered = offeredProtocols(request).find((p) => p.startsWith(REALTIME_BEARER_PREFIX));
      const token = offered?.slice(REALTIME_BEARER_PREFIX.length);
      if (token) request.headers.authorization = `Bearer ${token}`;
    },
    preHandler: async (request) => {
      if (!request.ws) return;
      // Cross-site WebSocket hijacking: a page elsewhere would connect with the visitor's cookie.
      if (!originAllowed(request, config.appUrl)) throw forbidden(MESSAGES.csrf);
    },
    handler: async () => {
      throw new HttpError(426, 'Deze verbinding werkt alleen als WebSocket.');
    },
    wsHandler: (socket, request) => {
      const auth = request.auth;
      if (!auth) {
        // The authentication hook answered 401 already; never reached.
        socket.close(REALTIME_CLOSE.sessionEnded, unauthenticated().message);
        return;
      }
      const client: RealtimeClient = {
        socket,
        sessionId: auth.session.id,
        userId: auth.user.id,
        customerId:
          auth.selectedCustomer?.id ?? (auth.user.type === 'customer' ? auth.user.customerId : null),
        alive: true,
      };
      if (!hub.add(client)) {
        socket.close(REALTIME_CLOSE.tooManySockets, 'too many sockets');
        return;
      }
      socket.on('pong', () => {
        client.alive = true;
      });
      socket.on('close', () => hub.remove(client));
      // The client has nothing to say; messages are ignored (maxPayload bounds them).
      hub.send(client, { type: 'ready' });
    },
  });
}
