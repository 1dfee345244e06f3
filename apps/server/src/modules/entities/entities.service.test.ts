import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { entityCreateSchema } from '@energiek/contracts/entities';
import { createCustomer } from '@energiek/db/factories/customers';
import { createEntity as createEntityRow } from '@energiek/db/factories/entities';
import { createUser } from '@energiek/db/factories/users';
import { auditLog } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { type TestApp } from '../../testing/test-app.ts';
import { createEntity, getEntity, listEntities } from './entities.service.ts';

// Services take (ctx, actor, input): a job or script calls them without HTTP, and they re-check
// tenancy themselves instead of trusting the route.

let app: TestApp;
oneAppForFile((opened) => (app = opened));

describe('entities service without HTTP', () => {
  it('acts for the actor, audits as the actor, and answers 404 for a customer it may not act for', async () => {
    const db = app.ctx.db;
    const own = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
    const other = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
    const foreign = await createEntityRow(db, { customerId: other.id, name: 'Zeezicht Holding B.V.' });
    const user = await createUser(db, { emailAddress: 'adviseur@energiek.test', type: 'admin' });
    const actor: Actor = {
      user,
      profile: { type: 'admin', scope: { full: true }, modules: [] },
      sessionId: 0,
      impersonatorId: null,
      selectedCustomerId: null,
      actFor: new Set([own.id]),
      ip: null,
      userAgent: null,
    };

    const body = entityCreateSchema.parse({ name: 'Jansen Vastgoed B.V.' });
    const created = await createEntity(app.ctx, actor, { customerId: own.id, body });
    expect(created).toMatchObject({ customerId: own.id, name: 'Jansen Vastgoed B.V.', connectionCount: 0 });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.event, 'entities.created'));
    expect(audit).toMatchObject({
      userId: user.id,
      customerId: own.id,
      ip: null,
      subjectId: String(created.id),
    });

    const query = { page: 1, limit: 25, sort: 'name' as const, q: undefined };
    await expect(listEntities(app.ctx, actor, { customerId: other.id, query })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(getEntity(app.ctx, actor, { customerId: other.id, id: foreign.id })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(createEntity(app.ctx, actor, { customerId: other.id, body })).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
