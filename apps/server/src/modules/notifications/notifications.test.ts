import { describe, expect, it } from 'vitest';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { actionNotifications } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';
import { raiseActionNotification } from './notifications.service.ts';

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const get = (url: string, token?: string) => api(app, { method: 'GET', url, token });
const post = (url: string, token?: string) => api(app, { method: 'POST', url, token });

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const anna = await createUser(db, {
    emailAddress: 'anna@energiek.nl',
    type: 'admin',
    firstName: 'Anna',
    lastName: 'Jansen',
  });
  const pieter = await createUser(db, {
    emailAddress: 'pieter@energiek.nl',
    type: 'admin',
    firstName: 'Pieter',
    lastName: 'de Boer',
  });
  const older = await raiseActionNotification(app.ctx, {
    type: 3,
    recipientIds: [anna.id],
    actorId: pieter.id,
    customerId: bakker.id,
    actionId: null,
    action: { subject: 'Meterstanden controleren', deadline: '2026-12-01', statusName: 'Open' },
    createdAt: new Date('2026-11-20T09:00:00Z'),
  });
  const newer = await raiseActionNotification(app.ctx, {
    type: 1,
    recipientIds: [anna.id, pieter.id, anna.id],
    actorId: pieter.id,
    customerId: bakker.id,
    actionId: 12,
    action: { subject: 'Offerte zonnepanelen', deadline: null, statusName: 'In behandeling' },
    createdAt: new Date('2026-11-21T09:00:00Z'),
  });
  return { bakker, anna, pieter, older, newer };
}

describe('raiseActionNotification', () => {
  it('notifies every recipient once and never the actor', async () => {
    const { anna, newer } = await fixture();
    expect(newer.map((n) => n.userId)).toEqual([anna.id]);
    expect(await app.ctx.db.select().from(actionNotifications)).toHaveLength(2);
  });
});

describe('GET action-notifications', () => {
  it("lists the user's own notifications newest first with the spec fields", async () => {
    const { bakker } = await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    const response = await get('/api/v3/action-notifications', token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 2, unread: 2 });
    expect(body.data.map((n: { action: { subject: string } }) => n.action.subject)).toEqual([
      'Offerte zonnepanelen',
      'Meterstanden controleren',
    ]);
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      type: 3,
      isRead: false,
      actionBy: { initials: 'PB' },
      action: {
        id: null,
        customerId: bakker.id,
        deadline: '2026-12-01',
        subject: 'Meterstanden controleren',
        statusName: 'Open',
      },
      customer: { id: bakker.id, name: 'Bakkerij Jansen B.V.' },
      createdAt: '2026-11-20T09:00:00.000Z',
    });
    const paged = await get('/api/v3/action-notifications?limit=1&page=2', token);
    expect(paged.json().meta).toEqual({ current_page: 2, last_page: 2, per_page: 1, total: 2, unread: 2 });
    expect(paged.json().data[0].action.subject).toBe('Meterstanden controleren');

    const pieter = await loginToken(app, 'pieter@energiek.nl');
    expect((await get('/api/v3/action-notifications', pieter)).json().data).toEqual([]);
    expect((await get('/api/v3/action-notifications')).statusCode).toBe(401);
  });
});

describe('POST action-notifications/{id}/mark-as-read and mark-as-unread', () => {
  it('marks only own notifications; another user id answers 404', async () => {
    const { older } = await fixture();
    const id = older[0]?.id;
    const anna = await loginToken(app, 'anna@energiek.nl');
    const pieter = await loginToken(app, 'pieter@energiek.nl');

    const unreadBefore = (await get('/api/v3/action-notifications', anna)).json().meta.unread as number;
    expect(unreadBefore).toBeGreaterThan(0);
    expect((await post(`/api/v3/action-notifications/${id}/mark-as-read`, pieter)).statusCode).toBe(404);
    expect((await post(`/api/v3/action-notifications/999999/mark-as-read`, anna)).statusCode).toBe(404);
    expect((await post(`/api/v3/action-notifications/${id}/mark-as-read`)).statusCode).toBe(401);

    expect((await post(`/api/v3/action-notifications/${id}/mark-as-read`, anna)).statusCode).toBe(204);
    const read = (await get('/api/v3/action-notifications', anna)).json();
    expect(read.data.find((n: { id: number }) => n.id === id).isRead).toBe(true);
    expect(read.meta.unread).toBe(unreadBefore - 1);

    expect((await post(`/api/v3/action-notifications/${id}/mark-as-unread`, pieter)).statusCode).toBe(404);
    expect((await post(`/api/v3/action-notifications/${id}/mark-as-unread`, anna)).statusCode).toBe(204);
    const again = (await get('/api/v3/action-notifications', anna)).json().data;
    expect(again.find((n: { id: number }) => n.id === id).isRead).toBe(false);
  });
});

describe('unread count', () => {
  it("counts only the signed-in user's unread notifications", async () => {
    const { anna, newer, older } = await fixture();
    const token = await loginToken(app, 'anna@energiek.nl');
    for (const n of [...older, ...newer]) {
      expect(n.userId).toBe(anna.id);
      await post(`/api/v3/action-notifications/${n.id}/mark-as-read`, token);
    }
    expect((await get('/api/v3/action-notifications', token)).json().meta.unread).toBe(0);
    const pieter = await loginToken(app, 'pieter@energiek.nl');
    expect((await get('/api/v3/action-notifications', pieter)).json().meta).toMatchObject({
      total: 0,
      unread: 0,
    });
  });
});
