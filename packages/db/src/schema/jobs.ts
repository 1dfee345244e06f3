import * as pg from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

// Background jobs (docs/architecture.md "Background jobs"): the queue itself is pg-boss's own schema
// (`pgboss`); this table adds what pg-boss does not keep: who asked for a job and its progress.

export const jobRuns = pg.pgTable(
  'job_runs',
  {
    /** pg-boss's job id. */
    id: pg.uuid().primaryKey(),
    /** The job's queue name (e.g. 'services.recompute-modules'). */
    name: pg.text().notNull(),
    /** The user who enqueued it; null for scheduled jobs (only full admins may look at those). */
    requestedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    /** 0–1. */
    progress: pg.real().notNull().default(0),
    message: pg.text(),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index().on(t.updatedAt)],
);

export type JobRun = typeof jobRuns.$inferSelect;
