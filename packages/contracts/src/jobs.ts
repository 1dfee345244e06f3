import { z } from 'zod';
import { text } from './primitives.ts';

// Background jobs (docs/api.md "Jobs"): GET jobs/{id} and the realtime event job.progress carry the same
// status, so a screen shows a job's progress from either without knowing where it came from.

/** pg-boss's job states: waiting (created, retry after a failure), running, and the three ends. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** States after which nothing changes any more. */
export const FINISHED_JOB_STATES: readonly JobState[] = ['completed', 'cancelled', 'failed'];

export function isJobFinished(state: JobState): boolean {
  return FINISHED_JOB_STATES.includes(state);
}

/** `jobs/{id}`: pg-boss job ids are UUIDs. */
export const jobParams = z.object({
  id: z.uuid({ error: 'Onbekende taak' }).describe('The job id (UUID) answered when it was enqueued.'),
});

export const jobStatusSchema = z.object({
  id: text().describe('Job id (UUID).'),
  name: text().describe("The job's kind, e.g. services.recompute-modules."),
  state: z.enum(JOB_STATES),
  progress: z.number().min(0).max(1).describe('0–1; 1 once completed.'),
  message: text().nullable().describe('What the job is doing now (Dutch), or null.'),
  // unknown already admits null; .nullable() would emit `nullable` without a `type` (invalid OpenAPI 3.0).
  result: z.unknown().describe('What a completed job answered; null before.'),
  error: text().nullable().describe('Why the last attempt failed (also while a retry waits).'),
  attempts: z.number().int().min(0).describe('Attempts started so far (retries included).'),
  createdAt: text().describe('ISO time the job was enqueued.'),
  updatedAt: text().describe('ISO time of the last change seen.'),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const jobResponseSchema = z.object({ data: jobStatusSchema });
