import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { actionNotifications, actions, adminCustomerAssignments } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';
import { raiseActionNotification } from './notifications.service.ts';

// Notifications never outlive access: lost access hides them from the list and the counters, and no
// new ones are raised; customer staff never hear of an internal note.

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const get = (url: string, token: string) => api(app, { method: 'GET', url: `/api/v3/${url}`, token });
const post = (url: string, token: string) => api(app, { method: 'POST', url: `/api/v3/${url}`, token });
const snapshot = { subject: 'Meterstanden controleren', deadline: null, statusName: 'Open' };

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
  const anna = await createUser(db, { emailAddress: 'anna@energiek.nl', type: 'admin', canSwitch: true });
  const pieter = await createUser(db, {
    emailAddress: 'pieter@energiek.nl',
    type: 'admin',
    canSwitch: false,
  });
  await db.insert(adminCustomerAssignments).values({ userId: pieter.id, customerId: bakker.id });
  const staff = await createUser(db, {
    emailAddress: 'staf@bakkerij.nl',
    type: 'customer',
    customerId: bakker.id,
  });
  const raise = (recipientIds: number[], actionId: number | null = null) =>
    raiseActionNotification(app.ctx, {
      type: 3,
      recipientIds,
      actorId: anna.id,
      customerId: bakker.id,
      actionId,
      action: snapshot,
    });
  return { db, bakker, anna, pieter, staff, raise };
}

describe('notifications and access', () => {
  it('hides the notifications of a customer the user lost, in the list and the counters, and raises none', async () => {
    const { db, bakker, pieter, raise } = await fixture();
    const [first] = await raise([pieter.id]);
    const token = await loginToken(app, 'pieter@energiek.nl');
    expect((await get('action-notifications', token)).json().meta).toMatchObject({ total: 1, unread: 1 });
    expect((await get('counter', token)).json().data.notifications).toBe(true);

    await db
      .delete(adminCustomerAssignments)
      .where(
        and(
          eq(adminCustomerAssignments.userId, pieter.id),
          eq(adminCustomerAssignments.customerId, bakker.id),
        ),
      );
    const list = (await get('action-notifications', token)).json();
    expect(list.data).toEqual([]);
    expect(list.meta).toMatchObject({ total: 0, unread: 0 });
    expect((await get('counter', token)).json().data.notifications).toBe(false);
    expect((await post(`action-notifications/${first?.id}/mark-as-read`, token)).statusCode).toBe(404);

    expect(await raise([pieter.id])).toEqual([]);
    const rows = await db.select().from(actionNotifications).where(eq(actionNotifications.userId, pieter.id));
    expect(rows).toHaveLength(1);

    // Access back (assigned again): the notification is there again.
    await db.insert(adminCustomerAssignments).values({ userId: pieter.id, customerId: bakker.id });
    expect((await get('action-notifications', token)).json().meta).toMatchObject({ total: 1, unread: 1 });
  });

  it('never notifies customer staff of another customer, nor of an internal note; a visible note they hear of', async () => {
    const { db, bakker, staff, raise } = await fixture();
    const hotel = await createCustomer(db, { name: 'Hotel Zeezicht B.V.' });
    const hotelStaff = await createUser(db, {
      emailAddress: 'staf@hotel.nl',
      type: 'customer',
      customerId: hotel.id,
    });
    const [internal, visible] = await db
      .insert(actions)
      .values([
        { customerId: bakker.id, type: 'note', subject: 'Intern', visibleToCustomer: false },
        { customerId: bakker.id, type: 'note', subject: 'Voor de klant', visibleToCustomer: true },
      ])
      .returning();
    expect(await raise([hotelStaff.id])).toEqual([]);
    expect(await raise([staff.id], internal?.id)).toEqual([]);
    expect((await raise([staff.id], visible?.id)).map((n) => n.userId)).toEqual([staff.id]);

    // A notification stored before the note turned internal is no longer shown nor counted.
    await db
      .update(actions)
      .set({ visibleToCustomer: false })
      .where(eq(actions.id, visible?.id ?? 0));
    const token = await loginToken(app, 'staf@bakkerij.nl');
    expect((await get('action-notifications', token)).json().meta).toMatchObject({ total: 0, unread: 0 });
    expect((await get('counter', token)).json().data.notifications).toBe(false);
  });
});
