import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '@energiek/db/client';
import type { Config } from '../config.ts';
import type { Limiters } from '../lib/rate-limit.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { RealtimeBus } from '../lib/realtime/bus.ts';
import type { ObjectStorage } from '../lib/storage/storage.ts';
import type { JobStatus } from '@energiek/contracts/jobs';

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
  /** Resolved sessions kept in memory (core/session-cache.ts): whoever changes access outside a
   *  POST/PUT/PATCH/DELETE request (a job, a GET that switches customer) calls invalidate(). */
  sessionCache: { invalidate(): Promise<void> };
  /** Background jobs: enqueue, status, cancel (core/jobs; started by server.ts, tests start it). */
  jobs: Jobs;
  /** This app's identity, shared by every copy of its context (a job's runs on the background database):
   *  what areas register with each other is kept under it (perApp), never under the context object. */
  appKey: object;
};

/**
 * A value per app that areas register with each other (hooks, providers), kept under the context's `appKey`.
 * Keyed by the context object itself, a job's copy of the context (the embedded database's background
 * connection) found none of them: imported e-invoices went unaudited and digests lost their signals.
 */
export function perApp<T>() {
  const values = new WeakMap<object, T>();
  return {
    get: (ctx: Pick<ServiceContext, 'appKey'>): T | undefined => values.get(ctx.appKey),
    set: (ctx: Pick<ServiceContext, 'appKey'>, value: T): void => {
      values.set(ctx.appKey, value);
    },
    delete: (ctx: Pick<ServiceContext, 'appKey'>): void => {
      values.delete(ctx.appKey);
    },
  };
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    ctx: ServiceContext;
  }
}

// Background jobs (core/jobs): the types live here, beside the context every job receives, so the context
// and the runner do not import each other.

export type JobRun<TData> = {
  id: string;
  data: TData;
  /** 1 for the first attempt, 2 for the first retry … */
  attempt: number;
  /** Aborted when the job is cancelled or the runner stops: long loops should check it. */
  signal: AbortSignal;
  /**
   * Reports progress (0–1, clamped) and what is happening (Dutch, shown to the user). Throws when the job
   * was cancelled meanwhile, so a loop that reports progress stops there.
   */
  progress(fraction: number, message?: string | null): Promise<void>;
};

export type JobDefinition<TData> = {
  /** Queue name, `<module>.<what>` (letters, digits, dots and hyphens). */
  name: string;
  data: z.ZodType<TData>;
  run(ctx: ServiceContext, job: JobRun<TData>): Promise<unknown>;
  /** Retries after the first failure (default 3), the first after retryDelaySeconds (default 30),
   *  doubling with retryBackoff (default true). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** An attempt running longer counts as failed (and is retried): also how a job of a killed process
   *  comes back. Default 15 minutes. */
  expireInSeconds?: number;
  /** Runs on this cron schedule (5 fields) in this time zone, with this data. */
  schedule?: { cron: string; tz: string; data: TData };
};

export type AnyJobDefinition = JobDefinition<unknown>;

export type EnqueueOptions = { requestedById?: number | null; startAfterSeconds?: number };

export type Jobs = {
  readonly started: boolean;
  start(): Promise<void>;
  /** Stops taking work; running jobs get `timeoutMs` to end (default 8 s), then are failed over to a retry. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  enqueue<TData>(definition: JobDefinition<TData>, data: TData, options?: EnqueueOptions): Promise<string>;
  /** The job's status and who asked for it; null when unknown. */
  find(id: string): Promise<{ status: JobStatus; requestedById: number | null } | null>;
  /** Cancels a waiting or running job; answers its status (null when unknown). */
  cancel(id: string): Promise<JobStatus | null>;
  schedules(): Promise<{ name: string; cron: string; timezone: string | null }[]>;
};
