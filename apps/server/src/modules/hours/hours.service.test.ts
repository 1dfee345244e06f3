import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import type { Scope } from '@energiek/contracts/auth';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { auditLog, users } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import { buildProfile } from '../../plugins/authenticate.ts';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { type TestApp } from '../../testing/test-app.ts';
import { createHour, deleteHour, getHour, listHours, registerTimer, updateHour } from './hours.service.ts';

// The hours rules called as jobs and scripts call them: (ctx, actor, input), no HTTP in between.

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

async function actorFor(userId: number, scope: Scope, actFor: Actor['actFor']): Promise<Actor> {
  const [user] = await app.ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error('no user');
  return {
    user,
    profile: buildProfile({ user, roleScope: scope, customer: null }),
    sessionId: 0,
    impersonatorId: null,
    selectedCustomerId: null,
    actFor,
    ip: null,
    userAgent: null,
  };
}

const query = { sort: '-date', page: 1, limit: 25 } as const;
const entry = { date: '2026-11-02', hours: 1, minutes: 30, description: 'Offerte besproken' };

describe('hours service', () => {
  it('keeps an actor without full rights to their own entries and their own customers', async () => {
    const db = app.ctx.db;
    const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
    const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
    const anna = await createUser(db, { type: 'admin', canSwitch: true });
    const pieter = await createUser(db, { type: 'admin', canSwitch: false });
    const full = await actorFor(anna.id, { full: true }, 'all');
    const own = await actorFor(
      pieter.id,
      scopeAllowing({ 'organisation-hours': ['read', 'write'] }),
      new Set([bakker.id]),
    );

    const annas = await createHour(app.ctx, full, { customerId: bakker.id, body: entry });
    expect(annas).toMatchObject({ seconds: 5400, source: 'manual', user: { id: anna.id } });
    // Full rights book on another active admin; without them only on oneself.
    const booked = await createHour(app.ctx, full, {
      customerId: bakker.id,
      body: { ...entry, userId: pieter.id },
    });
    expect(booked.user.id).toBe(pieter.id);
    await expect(
      createHour(app.ctx, own, { customerId: bakker.id, body: { ...entry, userId: anna.id } }),
    ).rejects.toMatchObject({ statusCode: 422 });

    // Someone else's entry: 403; a customer the actor may not act for: 404, as an unknown entry.
    const target = { customerId: bakker.id, id: annas.id };
    await expect(updateHour(app.ctx, own, { ...target, body: { minutes: 5 } })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(deleteHour(app.ctx, own, target)).rejects.toMatchObject({ statusCode: 403 });
    await expect(getHour(app.ctx, own, { customerId: hotel.id, id: annas.id })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(listHours(app.ctx, own, { customerId: hotel.id, query })).rejects.toMatchObject({
      statusCode: 404,
    });
    await expect(
      registerTimer(app.ctx, own, {
        customerId: hotel.id,
        body: { seconds: 60, description: 'x', topbar: true },
      }),
    ).rejects.toMatchObject({ statusCode: 404 });

    // Their own entry they change and delete; every write is audited with the actor.
    const mine = booked.id;
    const changed = await updateHour(app.ctx, own, {
      customerId: bakker.id,
      id: mine,
      body: { minutes: 15, hours: 0 },
    });
    expect(changed.seconds).toBe(900);
    await deleteHour(app.ctx, own, { customerId: bakker.id, id: mine });
    const listed = await listHours(app.ctx, own, { query });
    expect(listed.data.map((item) => item.id)).toEqual([annas.id]);
    expect(listed.meta).toMatchObject({ total: 1, totals: { totalSeconds: 5400 } });
    const audited = await db.select().from(auditLog).where(eq(auditLog.userId, pieter.id));
    expect(audited.map((row) => row.event).sort()).toEqual(['hours.deleted', 'hours.updated']);
  });
});
