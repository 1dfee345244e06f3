import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobStatus } from '@energiek/contracts/jobs';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import { recomputeModulesJob } from '../../modules/services/recompute-modules.job.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';

// GET jobs/{id}, POST jobs/{id}/cancel through the real app with its own runner started: the requester
// and full admins see a job, everyone else gets 404; the app registers its daily schedules.

let app: TestApp;
const tokens: Record<'requester' | 'fullAdmin' | 'limitedAdmin' | 'staff', string> = {
  requester: '',
  fullAdmin: '',
  limitedAdmin: '',
  staff: '',
};
let requesterId = 0;

beforeAll(async () => {
  app = await createTestApp();
  await app.ctx.jobs.start();
  const db = app.ctx.db;
  const customer = await createCustomer(db);
  const full = await createRole(db, { name: 'Volledig', scope: { full: true } });
  const limited = await createRole(db, {
    name: 'Beperkt',
    scope: { full: false, organisation: { read: true } },
  });
  const requester = await createUser(db, { type: 'admin', roleId: limited.id });
  requesterId = requester.id;
  const fullAdmin = await createUser(db, { type: 'admin', roleId: full.id });
  const limitedAdmin = await createUser(db, { type: 'admin', roleId: limited.id });
  const staff = await createUser(db, { type: 'customer', customerId: customer.id, roleId: full.id });
  tokens.requester = await loginToken(app, requester.emailAddress);
  tokens.fullAdmin = await loginToken(app, fullAdmin.emailAddress);
  tokens.limitedAdmin = await loginToken(app, limitedAdmin.emailAddress);
  tokens.staff = await loginToken(app, staff.emailAddress);
});
afterAll(() => app?.close());

async function getJob(id: string, token?: string) {
  return api(app, { method: 'GET', url: `/api/v3/jobs/${id}`, token });
}

async function waitForState(id: string, state: JobStatus['state']): Promise<JobStatus> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const response = await getJob(id, tokens.requester);
    const job = response.json<{ data: JobStatus }>().data;
    if (job.state === state) return job;
    if (Date.now() > deadline) throw new Error(`job stayed ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs API', () => {
  it('shows a job to the user who enqueued it and to full admins, and 404 to anyone else', async () => {
    const id = await app.ctx.jobs.enqueue(
      recomputeModulesJob,
      { customerIds: [] },
      { requestedById: requesterId },
    );
    const done = await waitForState(id, 'completed');
    expect(done).toMatchObject({
      id,
      name: 'services.recompute-modules',
      progress: 1,
      result: { customers: 0, changed: 0 },
      error: null,
      attempts: 1,
    });
    expect((await getJob(id, tokens.fullAdmin)).statusCode).toBe(200);
    expect((await getJob(id, tokens.limitedAdmin)).statusCode).toBe(404);
    expect((await getJob(id, tokens.staff)).statusCode).toBe(404);
    expect((await getJob(id)).statusCode).toBe(401);
    expect((await getJob(randomUUID(), tokens.fullAdmin)).statusCode).toBe(404);
    expect((await getJob('12', tokens.requester)).statusCode).toBe(422);
  });

  it('cancels a waiting job for its requester; others get 404 and change nothing', async () => {
    const id = await app.ctx.jobs.enqueue(
      recomputeModulesJob,
      { customerIds: [] },
      { requestedById: requesterId, startAfterSeconds: 3600 },
    );
    const refused = await api(app, { method: 'POST', url: `/api/v3/jobs/${id}/cancel`, token: tokens.staff });
    expect(refused.statusCode).toBe(404);
    expect((await getJob(id, tokens.requester)).json<{ data: JobStatus }>().data.state).toBe('created');
    const cancelled = await api(app, {
      method: 'POST',
      url: `/api/v3/jobs/${id}/cancel`,
      token: tokens.requester,
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: JobStatus }>().data).toMatchObject({ id, state: 'cancelled', attempts: 0 });
  });

  it('registers the daily schedules of the app', async () => {
    const schedules = await app.ctx.jobs.schedules();
    expect(schedules).toEqual(
      expect.arrayContaining([
        { name: 'services.recompute-modules', cron: '0 2 * * *', timezone: 'Europe/Amsterdam' },
        { name: 'action-notifications.daily-digest', cron: '0 7 * * *', timezone: 'Europe/Amsterdam' },
        { name: 'jobs.cleanup', cron: '30 3 * * *', timezone: 'Europe/Amsterdam' },
        { name: 'exports.cleanup', cron: '15 3 * * *', timezone: 'Europe/Amsterdam' },
      ]),
    );
  });
});
