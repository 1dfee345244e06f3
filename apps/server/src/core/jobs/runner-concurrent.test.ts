import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@energiek/db/client';
import {
  TEST_DATABASE_PREFIX,
  databaseUrlFor,
  dropDatabase,
  withAdminClient,
} from '@energiek/db/testing/templates';
import type { ServiceContext } from '../context.ts';
import { APP_JOBS } from './app-jobs.ts';
import { createJobRunner, retryOnDeadlock, type Jobs } from './runner.ts';

// Instances starting at once on one fresh PostgreSQL database (docs/scaling.md, `npm run bench two-instances`)
// each start the job runner, which creates the app's queues: pg-boss 10's create_queue deadlocked between
// them and the losing instance died on start. Needs DATABASE_URL (PGlite is one process, no concurrency).

const databaseUrl = process.env.DATABASE_URL;
const quiet = { error: () => undefined, info: () => undefined };

describe('retryOnDeadlock', () => {
  it('runs the work again after a deadlock, and gives up on other errors or after the last attempt', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        if (calls < 3) throw deadlock;
        return 'created';
      }),
    ).resolves.toBe('created');
    expect(calls).toBe(3);

    calls = 0;
    const other = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw other;
      }),
    ).rejects.toBe(other);
    expect(calls).toBe(1);

    calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw deadlock;
      }, 2),
    ).rejects.toBe(deadlock);
    expect(calls).toBe(2);
  });
});

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
          definitions: APP_JOBS,
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
