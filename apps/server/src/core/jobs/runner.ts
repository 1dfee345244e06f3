import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { isJobFinished, type JobStatus } from '@energiek/contracts/jobs';
import type { Database } from '@energiek/db/client';
import { JOB_RUNNER_START_LOCK_KEY } from '@energiek/db/advisory-locks';
import type { JobRun as JobRunRow } from '@energiek/db/schema/index';
import { publishToUser } from '../../lib/realtime/index.ts';
import type { Jobs, ServiceContext } from '../context.ts';
import { bossDbFor, driverClientOf } from './database-adapter.ts';
import { JobCancelledError, JobFailedError, type AnyJobDefinition, type JobRun } from './job-definition.ts';
import {
  findJobRun,
  insertJobRun,
  markJobRunInterrupted,
  startJobRun,
  updateJobRun,
  updateJobRunAlive,
} from './job-runs.repository.ts';
import { errorText, toJobStatus, type BossJob } from './job-status.ts';

// The job runner (docs/architecture.md "Background jobs"): pg-boss on the app's own database — the
// PostgreSQL pool, or the embedded PGlite session — so both run the same jobs. pg-boss keeps the queue,
// retries with backoff and cron schedules; job_runs keeps who asked and the progress, which also goes to
// the requester's tabs as `job.progress`, and the runner's heartbeat: a running job not marked alive for
// 45 s belonged to a process that died and is failed over to a retry.

export type JobRunnerOptions = {
  db: Database;
  /** The services' context handed to every job (built after the runner, hence a function). */
  context: () => ServiceContext;
  /**
   * The database the jobs themselves run on, in place of the context's (the embedded database in its worker:
   * DatabaseHandle.backgroundDb, whose statements wait for the requests'). Default: the context's.
   */
  backgroundDb?: Database | undefined;
  definitions: readonly AnyJobDefinition[];
  log: {
    error(object: object, message: string): void;
    info(object: object, message: string): void;
    warn?(object: object, message: string): void;
  };
  /** How often an idle worker looks for work (pg-boss's minimum 0.5 s; default 5 s: enqueue wakes this
   *  instance's worker at once, so polling only matters for retries and other instances' jobs). */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (their process died) are failed over to a retry (default 60 s). */
  maintenanceIntervalSeconds?: number;
  /** Register the definitions' cron schedules (default true). */
  schedules?: boolean;
  /** How often this runner marks its running jobs alive and looks for dead ones (default 10 s). */
  heartbeatSeconds?: number;
  /** A running job whose runner has not marked it alive for this long is dead (default 45 s). */
  staleAfterSeconds?: number;
};

export type { EnqueueOptions, Jobs } from '../context.ts';

/**
 * On PostgreSQL, one instance at a time starts its runner: a session advisory lock on a connection of its
 * own, held while pg-boss installs its schema and the queues are created. Instances starting at once on a
 * fresh database died without it: pg-boss 10's install raced (`CREATE SCHEMA pgboss`: duplicate key in
 * pg_namespace, which pg-boss does not take for "already exists") and its create_queue deadlocked between
 * two instances. The later instances then find everything in place. Returns the release.
 */
async function lockStart(db: Database): Promise<() => Promise<void>> {
  const client = driverClientOf(db);
  if (!(client instanceof pg.Pool)) return () => Promise.resolve(); // PGlite: one process
  const lock = new pg.Client(client.options);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [JOB_RUNNER_START_LOCK_KEY.toString()]);
  } catch (error) {
    await lock.end();
    throw error;
  }
  return () => lock.end(); // ending the session releases the lock
}

const BOSS_SCHEMA = 'pgboss';

/** An attempt that waited or ran longer than this is logged as slow (a warning: the queue is behind). */
const SLOW_SECONDS = 60;

/**
 * pg-boss 10 fails a thrown attempt over to a retry while retry_count < retry_limit, and has no call that
 * fails a job for good: lowering the active job's limit to its count before the error reaches pg-boss makes
 * pg-boss's own fail() mark it failed (completed_on, output) and schedule no retry.
 */
const END_RETRIES = `UPDATE ${BOSS_SCHEMA}.job SET retry_limit = retry_count
  WHERE name = $1 AND id = $2 AND state = 'active'`;

/**
 * Jobs pg-boss holds as running whose runner stopped marking them alive (job_runs.updated_at, or the start
 * when the attempt never got that far): their process died. `$1`: seconds of silence that make a job dead.
 */
const DEAD_JOBS = `SELECT j.name, j.id::text AS id FROM ${BOSS_SCHEMA}.job j
  LEFT JOIN public.job_runs r ON r.id = j.id
  WHERE j.state = 'active' AND coalesce(r.updated_at, j.started_on) < now() - make_interval(secs => $1)`;

/** What the job's screen says about an attempt that ended because its process died. */
export const INTERRUPTED_MESSAGE =
  'Onderbroken: de server stopte tijdens deze taak. De taak wordt opnieuw gestart.';

/** What the retry of such an attempt says until its first progress message. */
export const RESTARTED_MESSAGE =
  'Opnieuw gestart: de vorige poging werd onderbroken doordat de server stopte.';

function queueOptions(definition: AnyJobDefinition) {
  return {
    name: definition.name,
    retryLimit: definition.retryLimit ?? 3,
    retryDelay: definition.retryDelaySeconds ?? 30,
    retryBackoff: definition.retryBackoff ?? true,
    expireInSeconds: definition.expireInSeconds ?? 15 * 60,
  };
}

export function createJobRunner(options: JobRunnerOptions): Jobs {
  const { db, log } = options;
  const bossDb = bossDbFor(db, log);
  const definitions = new Map(options.definitions.map((definition) => [definition.name, definition]));
  const running = new Map<string, AbortController>();
  const workers = new Map<string, string>();
  let boss: PgBoss | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const config = () => ({
    db: bossDb,
    schema: BOSS_SCHEMA,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    schedule: options.schedules ?? true,
  });
  // Reading and cancelling need no started runner (an instance that serves HTTP only, or a test).
  let reader: PgBoss | null = null;
  const requireBoss = (): PgBoss => boss ?? (reader ??= new PgBoss(config()));
  const requireStarted = (): PgBoss => {
    if (!boss) throw new Error('jobs: the runner is not started');
    return boss;
  };

  const bossJob = async (name: string, id: string, instance = requireBoss()): Promise<BossJob | null> =>
    (await instance.getJobById(name, id, { includeArchive: true })) as BossJob | null;

  const publish = async (row: JobRunRow | undefined, status: JobStatus) => {
    if (!row?.requestedById) return;
    try {
      await publishToUser(options.context(), row.requestedById, { type: 'job.progress', job: status });
    } catch (error) {
      log.error({ err: error, jobId: status.id }, 'jobs: progress not published');
    }
  };

  async function runJob(instance: PgBoss, definition: AnyJobDefinition, job: BossJob): Promise<unknown> {
    const began = Date.now();
    const due = new Date((job as BossJob & { startAfter?: Date | string }).startAfter ?? job.createdOn);
    const controller = new AbortController();
    const isCancelled = async () => (await bossJob(job.name, job.id, instance))?.state === 'cancelled';
    let row: JobRunRow | undefined = await startJobRun(
      db,
      { id: job.id, name: job.name },
      { was: INTERRUPTED_MESSAGE, now: RESTARTED_MESSAGE },
    );
    running.set(job.id, controller);
    const status = (patch: Partial<JobStatus>): JobStatus => ({
      ...toJobStatus({ ...job, state: 'active' }, row),
      ...patch,
    });
    await publish(row, status({}));
    const progress: JobRun<unknown>['progress'] = async (fraction, message) => {
      // cancel() aborts with a JobCancelledError as the reason, stop() without one: a cancel that lands
      // while this report reads the job's state still ends the job as cancelled.
      if ((await isCancelled()) || controller.signal.reason instanceof JobCancelledError) {
        controller.abort(new JobCancelledError());
        throw new JobCancelledError();
      }
      if (controller.signal.aborted) throw new Error('jobs: the runner stopped during this attempt');
      const clamped = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
      row =
        (await updateJobRun(db, job.id, {
          progress: clamped,
          ...(message !== undefined ? { message } : {}),
        })) ?? row;
      await publish(row, status({}));
    };
    try {
      const data = definition.data.parse(job.data);
      const context = options.context();
      const result = await definition.run(
        options.backgroundDb ? { ...context, db: options.backgroundDb } : context,
        {
          id: job.id,
          data,
          attempt: Number(job.retryCount) + 1,
          signal: controller.signal,
          progress,
        },
      );
      row = (await updateJobRun(db, job.id, { progress: 1 })) ?? row;
      await publish(row, status({ state: 'completed', progress: 1, result: result ?? null }));
      return result;
    } catch (error) {
      const cancelled = error instanceof JobCancelledError || (await isCancelled().catch(() => false));
      // A job that failed for good is not retried (should the statement fail, it is retried as ever).
      const final =
        !cancelled &&
        error instanceof JobFailedError &&
        (await bossDb.executeSql(END_RETRIES, [job.name, job.id]).then(
          () => true,
          () => false,
        ));
      const state = cancelled
        ? 'cancelled'
        : !final && Number(job.retryCount) < Number(job.retryLimit)
          ? 'retry'
          : 'failed';
      // A job's own verdict (a file the user has to fix) is no error of the server.
      if (final) log.info({ job: job.name, jobId: job.id, reason: errorText(error) }, 'jobs: job failed');
      else if (!cancelled)
        log.error({ err: error, job: job.name, jobId: job.id, state }, 'jobs: attempt failed');
      await publish(row, status({ state, error: cancelled ? null : errorText(error) }));
      throw error;
    } finally {
      running.delete(job.id);
      const waited = Math.max(0, (began - due.getTime()) / 1000);
      const ran = (Date.now() - began) / 1000;
      if (waited > SLOW_SECONDS || ran > SLOW_SECONDS)
        log.warn?.({ job: job.name, jobId: job.id, waited, ran }, 'jobs: slow attempt');
    }
  }

  /**
   * Marks this runner's running jobs alive, then fails the dead ones over to pg-boss's retry, well before
   * their expiry (hours for long jobs): after a restart a dead job runs again within about a minute.
   */
  async function sweep(instance: PgBoss, silenceSeconds: number): Promise<void> {
    const mine = [...running.keys()];
    for (const id of mine) await updateJobRunAlive(db, id);
    const { rows } = await bossDb.executeSql(DEAD_JOBS, [silenceSeconds]);
    for (const row of rows as { name: string; id: string }[]) {
      if (running.has(row.id)) continue;
      await markJobRunInterrupted(db, { id: row.id, name: row.name, message: INTERRUPTED_MESSAGE });
      await instance.fail(row.name, row.id, { message: INTERRUPTED_MESSAGE });
      log.info({ job: row.name, jobId: row.id }, 'jobs: job of a stopped process failed over to a retry');
    }
  }

  return {
    get started() {
      return boss !== null;
    },

    async start() {
      if (boss) return;
      bossDb.detached = false;
      const instance = new PgBoss(config());
      instance.on('error', (error) => log.error({ err: error }, 'jobs: pg-boss error'));
      const release = await lockStart(db);
      try {
        await instance.start();
        for (const definition of definitions.values()) {
          const queue = queueOptions(definition);
          await instance.createQueue(definition.name, queue);
          await instance.updateQueue(definition.name, queue);
        }
      } finally {
        await release();
      }
      boss = instance;
      for (const definition of definitions.values()) {
        const workerId = await instance.work(
          definition.name,
          { includeMetadata: true, batchSize: 1 },
          async ([job]) => (job ? runJob(instance, definition, job as unknown as BossJob) : undefined),
        );
        workers.set(definition.name, workerId);
      }
      if (options.schedules ?? true) {
        for (const schedule of await instance.getSchedules()) {
          if (!definitions.get(schedule.name)?.schedule) await instance.unschedule(schedule.name);
        }
        for (const definition of definitions.values()) {
          if (!definition.schedule) continue;
          const { cron, tz, data } = definition.schedule;
          await instance.schedule(definition.name, cron, data as object, { tz });
        }
      }
      await sweep(instance, options.staleAfterSeconds ?? 45);
      heartbeat = setInterval(
        () =>
          void sweep(instance, options.staleAfterSeconds ?? 45).catch((error: unknown) =>
            log.error({ err: error }, 'jobs: heartbeat failed'),
          ),
        (options.heartbeatSeconds ?? 10) * 1000,
      );
      heartbeat.unref();
      log.info({ jobs: [...definitions.keys()] }, 'jobs: runner started');
    },

    async stop({ timeoutMs = 8000 } = {}) {
      const instance = boss;
      if (!instance) return;
      boss = null;
      workers.clear();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      // Cooperative jobs stop at their next progress() or signal check; pg-boss fails what still runs
      // after the timeout over to a retry, so nothing is lost.
      for (const controller of running.values()) controller.abort();
      await instance.stop({ graceful: true, wait: true, timeout: timeoutMs });
      // pg-boss stops waiting after the timeout, but an attempt may still be on its way out (its last
      // statement, then pg-boss's fail()): wait for it, bounded, so the database is not closed under it.
      const deadline = Date.now() + timeoutMs;
      while (running.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await bossDb.idle();
      bossDb.detached = true;
    },

    async enqueue(definition, data, { requestedById = null, startAfterSeconds } = {}) {
      const instance = requireStarted();
      const parsed = definition.data.parse(data);
      const id = randomUUID();
      await insertJobRun(db, { id, name: definition.name, requestedById });
      const sent = await instance.send(definition.name, parsed as object, {
        id,
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
      if (!sent) throw new Error(`jobs: ${definition.name} was not enqueued (unknown queue?)`);
      const workerId = workers.get(definition.name);
      if (workerId && !startAfterSeconds) instance.notifyWorker(workerId);
      return id;
    },

    async find(id) {
      const first = await findJobRun(db, id);
      if (!first) return null;
      const job = await bossJob(first.name, id);
      if (!job) return null;
      // The row and the job are two reads: a short job can run to its end between them. Its row is
      // written before the job ends, so at an end state the row is read again and shows the last report.
      const row = isJobFinished(job.state) ? ((await findJobRun(db, id)) ?? first) : first;
      return { status: toJobStatus(job, row), requestedById: row.requestedById };
    },

    async cancel(id) {
      const row = await findJobRun(db, id);
      if (!row) return null;
      await requireBoss().cancel(row.name, id);
      running.get(id)?.abort(new JobCancelledError());
      const job = await bossJob(row.name, id);
      if (!job) return null;
      const status = toJobStatus(job, row);
      await publish(row, status);
      return status;
    },

    async schedules() {
      const rows = await requireStarted().getSchedules();
      return rows.map((row) => ({ name: row.name, cron: row.cron, timezone: row.options?.tz ?? null }));
    },
  };
}
