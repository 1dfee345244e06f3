import type { JobState, JobStatus } from '@energiek/contracts/jobs';
import type { JobRun } from '@energiek/db/schema/index';

// pg-boss's job row (state, output, retries) plus our job_runs row (progress, message) → one JobStatus,
// the shape of GET jobs/{id} and of the realtime event job.progress.

/** The columns pg-boss answers with includeMetadata / getJobById. */
export type BossJob = {
  id: string;
  name: string;
  data: unknown;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  startedOn: Date | string | null;
  createdOn: Date | string;
  completedOn: Date | string | null;
  output: unknown;
};

function time(value: Date | string | null | undefined): number {
  if (!value) return 0;
  return (value instanceof Date ? value : new Date(value)).getTime();
}

/** pg-boss stores a thrown error serialised ({ message, … }) and other failures as { value }. */
export function errorText(output: unknown): string | null {
  if (output === null || typeof output !== 'object') return typeof output === 'string' ? output : null;
  const record = output as Record<string, unknown>;
  if (typeof record.message === 'string') return record.message;
  const value = record.value;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
    return (value as { message: string }).message;
  }
  return null;
}

export function toJobStatus(job: BossJob, row: JobRun | undefined): JobStatus {
  const completed = job.state === 'completed';
  const updated = Math.max(
    time(job.createdOn),
    time(job.startedOn),
    time(job.completedOn),
    time(row?.updatedAt),
  );
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    progress: completed ? 1 : Math.min(1, Math.max(0, row?.progress ?? 0)),
    message: row?.message ?? null,
    result: completed ? (job.output ?? null) : null,
    error: job.state === 'failed' || job.state === 'retry' ? errorText(job.output) : null,
    attempts: job.startedOn ? Number(job.retryCount) + 1 : Number(job.retryCount),
    createdAt: new Date(time(job.createdOn)).toISOString(),
    updatedAt: new Date(updated).toISOString(),
  };
}
