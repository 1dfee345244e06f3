import { eq, lt, sql } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import { jobRuns, type JobRun } from '@energiek/db/schema/index';

// Drizzle only: who asked for a job and its last progress (pg-boss keeps state, result and error).

export async function insertJobRun(
  db: Database,
  values: { id: string; name: string; requestedById: number | null },
): Promise<void> {
  await db.insert(jobRuns).values(values).onConflictDoNothing();
}

/**
 * A new attempt starts at 0 (the row exists already for enqueued jobs, not for scheduled ones); after an
 * attempt whose process died it says so until its first progress message.
 */
export async function startJobRun(
  db: Database,
  values: { id: string; name: string },
  interrupted: { was: string; now: string },
): Promise<JobRun> {
  const now = new Date();
  const [row] = await db
    .insert(jobRuns)
    .values({ ...values, requestedById: null })
    .onConflictDoUpdate({
      target: jobRuns.id,
      set: {
        progress: 0,
        message: sql`case when ${jobRuns.message} = ${interrupted.was} then ${interrupted.now} else null end`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('job run not stored');
  return row;
}

export async function updateJobRun(
  db: Database,
  id: string,
  values: { progress: number; message?: string | null },
): Promise<JobRun | undefined> {
  const [row] = await db
    .update(jobRuns)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobRuns.id, id))
    .returning();
  return row;
}

/** The heartbeat: this attempt's runner is alive. */
export async function updateJobRunAlive(db: Database, id: string): Promise<void> {
  await db.update(jobRuns).set({ updatedAt: new Date() }).where(eq(jobRuns.id, id));
}

/** An attempt whose process died: says so (the retry's start clears it). */
export async function markJobRunInterrupted(
  db: Database,
  values: { id: string; name: string; message: string },
): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ ...values, requestedById: null })
    .onConflictDoUpdate({ target: jobRuns.id, set: { message: values.message, updatedAt: new Date() } });
}

export async function findJobRun(db: Database, id: string): Promise<JobRun | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.id, id));
  return row;
}

/** Rows older than pg-boss keeps its jobs. */
export async function deleteJobRunsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(jobRuns).where(lt(jobRuns.updatedAt, before)).returning({ id: jobRuns.id });
  return rows.length;
}
