import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@energiek/db/client';
import type { Config } from '../config.ts';
import type { Limiters } from '../lib/rate-limit.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { RealtimeBus } from '../lib/realtime/bus.ts';
import type { ObjectStorage } from '../lib/storage/storage.ts';
import type { Jobs } from './jobs/runner.ts';

// What every service gets: configuration, database and shared services. Services take (ctx, actor, input)
// and never a FastifyInstance or request, so routes, jobs, CLI and tests call the same functions.

export type Security = {
  /** Admins must enrol two-step verification (REQUIRE_ADMIN_2FA, else the app setting, else true). */
  requireAdmin2fa(): boolean;
};

export type ServiceContext = {
  config: Config;
  db: Database;
  mailer: Mailer;
  limiters: Limiters;
  security: Security;
  /** Realtime events to open tabs on every instance (lib/realtime: publishToUser, publishToCustomer). */
  bus: RealtimeBus;
  /** Where uploaded customer documents live (default: DATA_DIR/documents on the local disk). */
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  /** Background jobs: enqueue, status, cancel (core/jobs; started by server.ts, tests start it). */
  jobs: Jobs;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    ctx: ServiceContext;
  }
}
