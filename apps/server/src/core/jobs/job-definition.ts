import type { JobDefinition } from '../context.ts';

export type { AnyJobDefinition, JobDefinition, JobRun } from '../context.ts';

// What a background job is: a name, the shape of its data, and a function of (ctx, job). Jobs live next
// to the module they serve (`*.job.ts`) and are listed once in app-jobs.ts.

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
