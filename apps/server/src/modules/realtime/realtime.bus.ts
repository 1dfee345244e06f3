import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@energiek/db/client';
import type { Config } from '../../config.ts';
import { createLocalBus, createRedisBus, type RealtimeBus } from '../../lib/realtime/bus.ts';
import { realtimeChannel } from './realtime.repository.ts';

// The bus of the ServiceContext (ctx.bus): one process without REDIS_URL, else Redis pub/sub on this
// installation's channel. buildApp creates it, so services publish whether or not sockets are served.

export async function createRealtimeBus(
  config: Pick<Config, 'redisUrl'>,
  db: Database,
  log: FastifyBaseLogger,
): Promise<RealtimeBus> {
  if (!config.redisUrl) return createLocalBus(log);
  return createRedisBus({ url: config.redisUrl, channel: await realtimeChannel(db), log });
}
