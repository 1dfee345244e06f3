import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import {
  TEST_DATABASE_PREFIX,
  databaseUrlFor,
  dropDatabase,
  withAdminClient,
} from '@energiek/db/testing/templates';
import type { ServiceContext } from '../context.ts';
import { MODULE_JOBS } from '../../modules.ts';
import { createJobRunner, type Jobs } from './runner.ts';

// Instances starting at once on one fresh PostgreSQL database (docs/scaling.md, `npm run bench two-instances`)
// each start the job runner, which installs pg-boss and creates the app's queues: pg-boss 10's install raced
// (duplicate key on pg_namespace) and its create_queue deadlocked, and the losing instance died on start. Needs DATABASE_URL (PGlite is one process, no concurrency).

const databaseUrl = process.env.DATABASE_URL;
const quiet = { error: () => undefined, info: () => undefined };

describe.skipIf(!databaseUrl)('job runners starting at once on PostgreSQL (needs DATABASE_URL)', () => {
  const name = `${TEST_DATABASE_PREFIX}runners_${process.pid}`;
  const handles: DatabaseHandle[] = [];
  const runners: Jobs[] = [];

  afterAll(async () => {
    for (const runner of runners) await runner.stop({ timeoutMs: 1000 }).catch(() => undefined);
    for (const handle of handles) await handle.close().catch(() => undefined);
    await withAdminClient(databaseUrl!, (client) => dropDatabase(client, name, true));
  });

  it("three instances' runners start together on a fresh database and each creates the app's queues", async () => {
    await withAdminClient(databaseUrl!, async (client) => {
      await dropDatabase(client, name, true);
      await client.query(`create database "${name}"`);
    });
    for (let i = 0; i < 3; i++) {
      handles.push(await openDatabase({ databaseUrl: databaseUrlFor(databaseUrl!, name), poolSize: 4 }));
    }
    await handles[0]!.migrate();
    for (const handle of handles) {
      runners.push(
        createJobRunner({
          db: handle.db,
          context: () => ({}) as ServiceContext, // no job runs here: only the start is under test
          definitions: MODULE_JOBS,
          log: quiet,
          schedules: true,
        }),
      );
    }
    const outcomes = await Promise.allSettled(runners.map((runner) => runner.start()));
    expect(
      outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
    ).toEqual(['started', 'started', 'started']);
    expect(runners.every((runner) => runner.started)).toBe(true);
  });
});
