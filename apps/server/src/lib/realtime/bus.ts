import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { realtimeEventSchema, type RealtimeEvent } from '@energiek/contracts/realtime';

// The event bus of the realtime channel. publish() hands an event to this instance's subscribers at
// once; with Redis it is also published on one pub/sub channel, and every other instance hands it to
// its own subscribers (each instance delivers to the sockets it holds, so no sticky sessions).

/** Who gets an event: these users' open tabs, or the tabs working for this customer. */
export type RealtimeTarget = { userIds: readonly number[] } | { customerId: number };

export type BusListener = (target: RealtimeTarget, event: RealtimeEvent) => void;

/** Messages between instances that no tab sees: 'sessions.changed' empties the session caches. */
export const BUS_SIGNALS = ['sessions.changed'] as const;
export type BusSignal = (typeof BUS_SIGNALS)[number];

export type RealtimeBus = {
  /** Never rejects: realtime is best effort, the change itself is already stored. */
  publish(target: RealtimeTarget, event: RealtimeEvent): Promise<void>;
  subscribe(listener: BusListener): () => void;
  /** Tells the other instances (not this one); never rejects. */
  signal(name: BusSignal): Promise<void>;
  onSignal(listener: (name: BusSignal) => void): () => void;
  close(): Promise<void>;
};

const SUBSCRIBE_WAIT_MS = 5000;

const eventEnvelopeSchema = z.object({
  /** The instance that published it; it delivered locally already. */
  origin: z.string(),
  target: z.union([
    z.object({ userIds: z.array(z.number().int()) }),
    z.object({ customerId: z.number().int() }),
  ]),
  event: realtimeEventSchema,
});
const signalEnvelopeSchema = z.object({ origin: z.string(), signal: z.enum(BUS_SIGNALS) });
const envelopeSchema = z.union([eventEnvelopeSchema, signalEnvelopeSchema]);

function createListeners(log: FastifyBaseLogger) {
  const listeners = new Set<BusListener>();
  return {
    add(listener: BusListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(target: RealtimeTarget, event: RealtimeEvent) {
      for (const listener of listeners) {
        try {
          listener(target, event);
        } catch (error) {
          log.error({ err: error }, 'realtime listener failed');
        }
      }
    },
  };
}

/** One process only (no REDIS_URL). */
export function createLocalBus(log: FastifyBaseLogger): RealtimeBus {
  const listeners = createListeners(log);
  return {
    publish(target, event) {
      listeners.emit(target, event);
      return Promise.resolve();
    },
    subscribe: listeners.add,
    signal: () => Promise.resolve(), // no other instances
    onSignal: () => () => undefined,
    close: () => Promise.resolve(),
  };
}

export type RedisBusOptions = {
  url: string;
  /** The pub/sub channel; every instance of one installation uses the same one. */
  channel: string;
  log: FastifyBaseLogger;
};

/**
 * Redis pub/sub fan-out. Two connections: a subscriber (a subscribed Redis connection can do nothing
 * else) and a publisher. ioredis reconnects and resubscribes by itself after a Redis restart; events
 * published while Redis is away reach this instance's sockets only.
 */
export async function createRedisBus({ url, channel, log }: RedisBusOptions): Promise<RealtimeBus> {
  const origin = randomUUID();
  const listeners = createListeners(log);
  const signalListeners = new Set<(name: BusSignal) => void>();
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  for (const [name, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error: Error) =>
      log.warn({ err: error }, `realtime redis ${name}: ${error.message}`),
    );
  }
  subscriber.on('message', (from: string, raw: string) => {
    if (from !== channel) return;
    let envelope: z.infer<typeof envelopeSchema>;
    try {
      envelope = envelopeSchema.parse(JSON.parse(raw));
    } catch (error) {
      log.warn({ err: error }, 'realtime: ignored a malformed message from redis');
      return;
    }
    if (envelope.origin === origin) return;
    if ('signal' in envelope) {
      for (const listener of signalListeners) listener(envelope.signal);
      return;
    }
    listeners.emit(envelope.target, envelope.event);
  });
  // Start does not hang on a Redis that is down: the subscription completes when it comes back.
  const subscribed = subscriber.subscribe(channel);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), SUBSCRIBE_WAIT_MS);
  });
  const outcome = await Promise.race([subscribed.then(() => 'ok' as const), late]).finally(() =>
    clearTimeout(timer),
  );
  if (outcome === 'late') log.warn('realtime: redis not reachable yet; other instances are not heard');
  subscribed.catch((error: unknown) => log.error({ err: error }, 'realtime: redis subscribe failed'));

  return {
    async publish(target, event) {
      listeners.emit(target, event);
      try {
        await publisher.publish(channel, JSON.stringify({ origin, target, event }));
      } catch (error) {
        log.warn({ err: error }, 'realtime: publishing to redis failed; delivered on this instance only');
      }
    },
    subscribe: listeners.add,
    async signal(name) {
      try {
        await publisher.publish(channel, JSON.stringify({ origin, signal: name }));
      } catch (error) {
        log.warn({ err: error }, `realtime: signal ${name} not sent to redis`);
      }
    },
    onSignal(listener) {
      signalListeners.add(listener);
      return () => void signalListeners.delete(listener);
    },
    async close() {
      await Promise.all([
        subscriber.quit().catch(() => subscriber.disconnect()),
        publisher.quit().catch(() => publisher.disconnect()),
      ]);
    },
  };
}
