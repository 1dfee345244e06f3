import type { JobDefinition, ServiceContext } from '../context.ts';

export type { AnyJobDefinition, JobDefinition, JobRun } from '../context.ts';

// What a background job is: a name, the shape of its data, and a function of (ctx, job). Jobs live next
// to the module they serve (`*.job.ts`) and are listed once, with their module, in modules.ts.

export function defineJob<TData>(definition: JobDefinition<TData>): JobDefinition<TData> {
  return definition;
}

/**
 * Enqueues the job, or runs it at once where no job runner is started (an instance serving HTTP only, a
 * test): what a hook triggers then still happens.
 */
export async function enqueueOrRun<TData>(
  ctx: ServiceContext,
  definition: JobDefinition<TData>,
  data: TData,
): Promise<void> {
  if (ctx.jobs.started) {
    await ctx.jobs.enqueue(definition, data);
    return;
  }
  await definition.run(ctx, {
    id: 'inline',
    data,
    attempt: 1,
    signal: new AbortController().signal,
    progress: async () => {},
  });
}

/** Thrown by progress() once the job was cancelled. */
export class JobCancelledError extends Error {
  constructor() {
    super('job cancelled');
    this.name = 'JobCancelledError';
  }
}

/**
 * Thrown by a job whose failure another attempt cannot mend (a file that cannot be read: a retry reads the
 * same bytes). The runner fails the job at once — no retries, unlike any other error — with this message
 * as its error (Dutch when the user sees it).
 */
export class JobFailedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'JobFailedError';
  }
}
