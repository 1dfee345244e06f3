import type { DemoDataState } from '@energiek/contracts/ems-demo';
import type { JobStatus } from '@energiek/contracts/jobs';
import type { Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { demoDataJob } from './demo-data.job.ts';
import { readDemoDataSetting, writeDemoDataSetting } from './demo-data.repository.ts';

// The demo meter data's state (GET ems/demo-data) and its start: server.ts calls ensureDemoDataJob on
// the embedded demo database once the HTTP server listens, so the first start never waits for it.

const START_AFTER_SECONDS = 10;

function stateOf(
  status: JobStatus | null,
  completed: boolean,
): Pick<DemoDataState, 'status' | 'progress' | 'message'> {
  if (completed || status?.state === 'completed') return { status: 'done', progress: 1, message: null };
  if (!status) return { status: 'queued', progress: 0, message: null };
  switch (status.state) {
    case 'active':
      return { status: 'running', progress: status.progress, message: status.message };
    case 'failed':
    case 'cancelled':
      return { status: 'failed', progress: status.progress, message: status.error };
    default:
      return { status: 'queued', progress: status.progress, message: status.message };
  }
}

export async function getDemoDataState(ctx: ServiceContext, _actor: Actor): Promise<DemoDataState> {
  const setting = await readDemoDataSetting(ctx.db);
  if (!setting) return { jobId: null, status: 'off', progress: 0, message: null };
  const found = setting.completedAt ? null : await ctx.jobs.find(setting.jobId);
  return { jobId: setting.jobId, ...stateOf(found?.status ?? null, Boolean(setting.completedAt)) };
}

/**
 * Starts the demo data job unless it is done or waiting: on the first start of a demo database, and
 * after a restart that interrupted it (this process runs nothing yet, so an 'active' job is a dead
 * process's: it is cancelled and a new one continues where it stopped).
 */
export async function ensureDemoDataJob(ctx: ServiceContext): Promise<string | null> {
  const setting = await readDemoDataSetting(ctx.db);
  if (setting?.completedAt) return null;
  if (setting) {
    const found = await ctx.jobs.find(setting.jobId);
    const state = found?.status.state;
    if (state === 'completed') {
      await writeDemoDataSetting(ctx.db, { ...setting, completedAt: new Date().toISOString() });
      return null;
    }
    if (state === 'created' || state === 'retry') return setting.jobId;
    if (state === 'active') await ctx.jobs.cancel(setting.jobId);
  }
  // A short head start: the first sign-in after a fresh start does not compete with the first steps.
  const jobId = await ctx.jobs.enqueue(demoDataJob, {}, { startAfterSeconds: START_AFTER_SECONDS });
  await writeDemoDataSetting(ctx.db, { jobId, enqueuedAt: new Date().toISOString(), completedAt: null });
  return jobId;
}
