import { z } from 'zod';
import { TIME_ZONE } from '@energiek/contracts/format';
import { defineJob } from './job-definition.ts';
import { deleteJobRunsBefore } from './job-runs.repository.ts';

// pg-boss deletes finished jobs after a week; their job_runs rows go after two.

const KEEP_DAYS = 14;

export const cleanupJobRunsJob = defineJob({
  name: 'jobs.cleanup',
  data: z.object({}),
  schedule: { cron: '30 3 * * *', tz: TIME_ZONE, data: {} },
  async run(ctx) {
    const deleted = await deleteJobRunsBefore(ctx.db, new Date(Date.now() - KEEP_DAYS * 24 * 60 * 60 * 1000));
    return { deleted };
  },
});
