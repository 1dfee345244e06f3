import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';

// What a background job is: a name, the shape of its data, and a function of (ctx, job). Jobs live next
// to the module they serve (`*.job.ts`) and are listed once in app-jobs.ts.

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

export function defineJob<TData>(definition: JobDefinition<TData>): JobDefinition<TData> {
  return definition;
}

/** Thrown by progress() once the job was cancelled. */
export class JobCancelledError extends Error {
  constructor() {
    super('job cancelled');
    this.name = 'JobCancelledError';
  }
}
