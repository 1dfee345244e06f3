import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { JobStatus } from '@energiek/contracts/jobs';
import type { RealtimeEvent } from '@energiek/contracts/realtime';
import { createUser } from '@energiek/db/factories/users';
import type { Database } from '@energiek/db/client';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { perApp } from '../context.ts';
import { bossDbFor } from './database-adapter.ts';
import { defineJob, JobCancelledError, JobFailedError, type AnyJobDefinition } from './job-definition.ts';
import { findJobRun } from './job-runs.repository.ts';
import { createJobRunner, RESTARTED_MESSAGE, type Jobs } from './runner.ts';

// The runner on this worker's database (PGlite, or PostgreSQL with DATABASE_URL): enqueue → progress →
// done, failure → retry → failed, a job's own failure → failed without retry, restart and crash → retried, schedules, cancellation. Every wait polls a
// condition with a deadline; nothing asserts on elapsed time.

let app: TestApp;
const runners: Jobs[] = [];
const quiet = { error: () => undefined, info: () => undefined };

beforeAll(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop({ timeoutMs: 1000 });
});
afterAll(() => app?.close());

/** A queue name of its own per test: jobs of one test never reach another's handlers. */
const queueName = (what: string) => `test.${what}.${randomUUID().slice(0, 8)}`;

async function startRunner(
  definitions: AnyJobDefinition[],
  options: {
    schedules?: boolean;
    heartbeatSeconds?: number;
    staleAfterSeconds?: number;
    backgroundDb?: Database;
  } = {},
) {
  const runner = createJobRunner({
    ...(options.backgroundDb ? { backgroundDb: options.backgroundDb } : {}),
    ...(options.heartbeatSeconds ? { heartbeatSeconds: options.heartbeatSeconds } : {}),
    ...(options.staleAfterSeconds ? { staleAfterSeconds: options.staleAfterSeconds } : {}),
    db: app.ctx.db,
    context: () => app.ctx,
    definitions,
    log: quiet,
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
    schedules: options.schedules ?? false,
  });
  runners.push(runner);
  await runner.start();
  return runner;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const statusOf = async (runner: Jobs, id: string) => (await runner.find(id))?.status;
const inState = (runner: Jobs, id: string, state: JobStatus['state']) =>
  waitFor(
    () => statusOf(runner, id),
    (status) => status?.state === state,
    `state ${state}`,
  );

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('job runner', () => {
  it('runs an enqueued job, reports its progress to the requester and keeps the result', async () => {
    const user = await createUser(app.ctx.db, { type: 'admin' });
    const events: RealtimeEvent[] = [];
    const unsubscribe = app.realtime.bus.subscribe((target, event) => {
      if ('userIds' in target && target.userIds.includes(user.id)) events.push(event);
    });
    const halfway = gate();
    const job = defineJob({
      name: queueName('progress'),
      data: z.object({ count: z.number() }),
      async run(_ctx, run) {
        await run.progress(0.5, 'Halverwege');
        await halfway.opened;
        return { counted: run.data.count };
      },
    });
    const runner = await startRunner([job as AnyJobDefinition]);
    const id = await runner.enqueue(job, { count: 3 }, { requestedById: user.id });

    const running = await waitFor(
      () => statusOf(runner, id),
      (s) => s?.progress === 0.5,
      'progress',
    );
    expect(running).toMatchObject({ state: 'active', message: 'Halverwege', attempts: 1, result: null });
    expect((await runner.find(id))?.requestedById).toBe(user.id);
    halfway.open();
    const done = await inState(runner, id, 'completed');
    expect(done).toMatchObject({ progress: 1, result: { counted: 3 }, error: null });
    unsubscribe();
    const seen = events.flatMap((event) => (event.type === 'job.progress' ? [event.job] : []));
    expect(seen.map((status) => [status.state, status.progress])).toEqual([
      ['active', 0],
      ['active', 0.5],
      ['completed', 1],
    ]);
  });

  it('runs a job on the background database as the same app: what areas registered with each other is there', async () => {
    // The embedded database gives jobs a connection of their own, so a job's context is a copy of the app's.
    // Hooks kept under the context object were lost on that copy (imported e-invoices went unaudited).
    const hooks = perApp<string>();
    hooks.set(app.ctx, 'registered');
    const background = { ...app.ctx.db } as Database;
    const seen: unknown[] = [];
    const job = defineJob({
      name: queueName('app-scope'),
      data: z.object({}),
      async run(ctx) {
        seen.push([ctx.db === background, ctx === app.ctx, hooks.get(ctx)]);
        return null;
      },
    });
    const runner = await startRunner([job as AnyJobDefinition], { backgroundDb: background });
    const id = await runner.enqueue(job, {});
    await inState(runner, id, 'completed');
    expect(seen).toEqual([[true, false, 'registered']]);
  });

  it('retries a failing job with backoff and marks it failed after the last retry', async () => {
    let attempts = 0;
    const job = defineJob({
      name: queueName('failing'),
      data: z.object({}),
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      async run() {
        attempts++;
        throw new Error(`Poging ${attempts} mislukt`);
      },
    });
    const runner = await startRunner([job as AnyJobDefinition]);
    const id = await runner.enqueue(job, {});
    const retrying = await inState(runner, id, 'retry');
    expect(retrying).toMatchObject({ error: 'Poging 1 mislukt', attempts: 1 });
    const failed = await inState(runner, id, 'failed');
    expect(failed).toMatchObject({ error: 'Poging 3 mislukt', attempts: 3, result: null });
    expect(attempts).toBe(3);
  });

  it('fails a job that throws JobFailedError at once, without the retries of other errors', async () => {
    let attempts = 0;
    const job = defineJob({
      name: queueName('failed'),
      data: z.object({ fatal: z.boolean() }),
      retryLimit: 2,
      retryDelaySeconds: 0,
      async run(_ctx, run) {
        attempts++;
        await run.progress(0.4, 'Bestand gelezen');
        if (run.data.fatal) throw new JobFailedError('Het bestand kon niet worden gelezen.');
        throw new Error('Tijdelijk mislukt');
      },
    });
    const runner = await startRunner([job as AnyJobDefinition]);
    const id = await runner.enqueue(job, { fatal: true });
    const failed = await inState(runner, id, 'failed');
    expect(failed).toMatchObject({
      error: 'Het bestand kon niet worden gelezen.',
      attempts: 1,
      message: 'Bestand gelezen',
      result: null,
    });
    // Failed is an end state: the job runs no more.
    expect(attempts).toBe(1);

    // Another error of the same job is retried as ever.
    const other = await runner.enqueue(job, { fatal: false });
    expect(await inState(runner, other, 'failed')).toMatchObject({ error: 'Tijdelijk mislukt', attempts: 3 });
    expect(attempts).toBe(4);
  });

  it('completes on a retry after a failed attempt', async () => {
    const job = defineJob({
      name: queueName('flaky'),
      data: z.object({}),
      retryDelaySeconds: 0,
      async run(_ctx, run) {
        if (run.attempt === 1) throw new Error('Eerste poging mislukt');
        return { attempt: run.attempt };
      },
    });
    const runner = await startRunner([job as AnyJobDefinition]);
    const id = await runner.enqueue(job, {});
    expect(await inState(runner, id, 'completed')).toMatchObject({ attempts: 2, result: { attempt: 2 } });
  });

  it('retries a job that was running when its runner stopped, on the next runner', async () => {
    const attempts: number[] = [];
    const job = defineJob({
      name: queueName('restart'),
      data: z.object({}),
      retryDelaySeconds: 0,
      async run(_ctx, run) {
        attempts.push(run.attempt);
        if (run.attempt > 1) return { resumed: true };
        // The first attempt works until the runner stops it (its signal aborts).
        await new Promise((resolve) => run.signal.addEventListener('abort', resolve));
        await run.progress(0.1); // throws: the runner is stopping
        return { resumed: false };
      },
    });
    const first = await startRunner([job as AnyJobDefinition]);
    const id = await first.enqueue(job, {});
    await inState(first, id, 'active');
    await first.stop({ timeoutMs: 1000 });

    const second = await startRunner([job as AnyJobDefinition]);
    expect(await inState(second, id, 'completed')).toMatchObject({ attempts: 2, result: { resumed: true } });
    expect(attempts).toEqual([1, 2]);
  });

  it('retries a job whose process died while running it, once its attempt expires', async () => {
    const job = defineJob({
      name: queueName('crash'),
      data: z.object({}),
      retryDelaySeconds: 0,
      expireInSeconds: 1,
      async run(_ctx, run) {
        return { attempt: run.attempt };
      },
    });
    // A "process" that takes the job and dies: pg-boss on the same database, fetched, never completed.
    const dying = new PgBoss({ db: bossDbFor(app.ctx.db, quiet), supervise: false, schedule: false });
    dying.on('error', () => undefined);
    await dying.start();
    await dying.createQueue(job.name, { name: job.name, retryDelay: 0, expireInSeconds: 1 });
    const id = await dying.send(job.name, {});
    expect(id).toBeTruthy();
    const [taken] = await dying.fetch(job.name);
    expect(taken?.id).toBe(id);
    await dying.stop({ graceful: false, wait: true });

    const runner = await startRunner([job as AnyJobDefinition]);
    const status = await waitFor(
      () => runner.find(id ?? ''),
      (found) => found?.status.state === 'completed',
      'the expired job to complete',
    );
    // A job enqueued outside the runner has no job_runs row until it starts: this one started here.
    expect(status?.status).toMatchObject({ attempts: 2, result: { attempt: 2 } });
  });

  it('fails a job whose process died over to a retry once its heartbeat is silent, long before it expires', async () => {
    const job = defineJob({
      name: queueName('dead'),
      data: z.object({}),
      retryDelaySeconds: 0,
      expireInSeconds: 3600,
      async run(_ctx, run) {
        return { attempt: run.attempt };
      },
    });
    const dying = new PgBoss({ db: bossDbFor(app.ctx.db, quiet), supervise: false, schedule: false });
    dying.on('error', () => undefined);
    await dying.start();
    await dying.createQueue(job.name, { name: job.name, retryDelay: 0, expireInSeconds: 3600 });
    const id = (await dying.send(job.name, {})) ?? '';
    const [taken] = await dying.fetch(job.name);
    expect(taken?.id).toBe(id);
    await dying.stop({ graceful: false, wait: true });

    // Its attempt expires in an hour; silent for more than 1 s, it is dead here.
    const runner = await startRunner([job as AnyJobDefinition], {
      heartbeatSeconds: 0.5,
      staleAfterSeconds: 1,
    });
    const done = await waitFor(
      () => runner.find(id),
      (found) => found?.status.state === 'completed',
      'the dead job to run again',
    );
    expect(done?.status).toMatchObject({ attempts: 2, result: { attempt: 2 } });
    // The job's screen says why it ran twice.
    expect((await findJobRun(app.ctx.db, id))?.message).toBe(RESTARTED_MESSAGE);
  });

  it('keeps a long job of a live runner alive: its heartbeat outlasts the silence that marks jobs dead', async () => {
    const started = gate();
    const release = gate();
    const attempts: number[] = [];
    const job = defineJob({
      name: queueName('alive'),
      data: z.object({}),
      retryDelaySeconds: 0,
      async run(_ctx, run) {
        attempts.push(run.attempt);
        started.open();
        await release.opened; // no progress reports: only the heartbeat says it is alive
        return { attempt: run.attempt };
      },
    });
    const runner = await startRunner([job as AnyJobDefinition], {
      heartbeatSeconds: 0.2,
      staleAfterSeconds: 1,
    });
    const id = await runner.enqueue(job, {});
    await started.opened;
    // Three seconds of silence from the job itself: three times what marks a job dead.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    release.open();
    expect(await inState(runner, id, 'completed')).toMatchObject({ attempts: 1 });
    expect(attempts).toEqual([1]);
  });

  it('cancels a running job at its next progress report, and a waiting job before it starts', async () => {
    const started = gate();
    let stoppedBy: unknown = null;
    const job = defineJob({
      name: queueName('cancel'),
      data: z.object({}),
      async run(_ctx, run) {
        started.open();
        try {
          for (let i = 0; ; i++) {
            await run.progress(Math.min(0.9, i / 100), `Stap ${i}`);
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        } catch (error) {
          stoppedBy = error;
          throw error;
        }
      },
    });
    const runner = await startRunner([job as AnyJobDefinition]);
    const id = await runner.enqueue(job, {});
    await started.opened;
    expect((await runner.cancel(id))?.state).toBe('cancelled');
    await waitFor(
      async () => stoppedBy,
      (value) => value !== null,
      'the job to stop',
    );
    expect(stoppedBy).toBeInstanceOf(JobCancelledError);
    expect((await statusOf(runner, id))?.state).toBe('cancelled');

    const later = await runner.enqueue(job, {}, { startAfterSeconds: 3600 });
    expect((await runner.cancel(later))?.state).toBe('cancelled');
    expect((await statusOf(runner, later))?.attempts).toBe(0);
  });

  it('registers the cron schedules of its jobs', async () => {
    const job = defineJob({
      name: queueName('daily'),
      data: z.object({}),
      schedule: { cron: '0 2 * * *', tz: 'Europe/Amsterdam', data: {} },
      async run() {
        return null;
      },
    });
    const runner = await startRunner([job as AnyJobDefinition], { schedules: true });
    expect(await runner.schedules()).toContainEqual({
      name: job.name,
      cron: '0 2 * * *',
      timezone: 'Europe/Amsterdam',
    });
  });
});
