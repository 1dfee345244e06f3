import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import {
  actionNotifications,
  actions,
  adminCustomerAssignments,
  mailOutbox,
} from '@energiek/db/schema/index';
import { oneAppForFile } from '../../testing/app-lifecycle.ts';
import { type TestApp } from '../../testing/test-app.ts';
import { testJobRun } from '../../testing/job-run.ts';
import { notificationDigestJob } from './digest.job.ts';

// The daily digest: one Dutch mail per 'daily' user with unread notifications of the last day, only of
// customers they may still act for; nobody with nothing new is mailed; a second run mails nobody twice.

let app: TestApp;
oneAppForFile((opened) => (app = opened));

const HOUR = 60 * 60 * 1000;
const daily = { emailNotifications: true, notificationDigest: 'daily' };

describe('action-notifications.daily-digest', () => {
  it('mails each daily user their unread notifications of the last day, of customers they act for', async () => {
    const db = app.ctx.db;
    const mine = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
    const former = await createCustomer(db, { name: 'Vroeger B.V.' });
    const actor = await createUser(db, { type: 'admin', firstName: 'Anna', lastName: 'Jansen' });
    // An admin without canSwitch acts only for assigned customers: `former` is no longer assigned.
    const admin = await createUser(db, {
      type: 'admin',
      canSwitch: false,
      firstName: 'Piet',
      settings: daily,
    });
    await db.insert(adminCustomerAssignments).values({ userId: admin.id, customerId: mine.id });
    const direct = await createUser(db, {
      type: 'admin',
      settings: { ...daily, notificationDigest: 'direct' },
    });
    const quiet = await createUser(db, { type: 'customer', customerId: mine.id, settings: daily });
    const staff = await createUser(db, {
      type: 'customer',
      customerId: mine.id,
      settings: daily,
      firstName: 'Kim',
    });

    const notify = (
      userId: number,
      customerId: number,
      subject: string,
      hoursAgo: number,
      isRead = false,
    ) => ({
      userId,
      type: 1,
      isRead,
      actorId: actor.id,
      customerId,
      actionId: 7,
      action: { subject, deadline: null, statusName: 'Open' },
      createdAt: new Date(Date.now() - hoursAgo * HOUR),
    });
    await db
      .insert(actionNotifications)
      .values([
        notify(admin.id, mine.id, 'Contract verlengen', 2),
        notify(admin.id, mine.id, 'Meterstanden opvragen', 5),
        notify(admin.id, former.id, 'Oude klant', 3),
        notify(admin.id, mine.id, 'Al gelezen', 1, true),
        notify(admin.id, mine.id, 'Eergisteren', 30),
        notify(direct.id, mine.id, 'Direct gemaild', 1),
        notify(quiet.id, mine.id, 'Te oud', 25),
        notify(staff.id, mine.id, 'Offerte bekijken', 4),
      ]);

    const result = await notificationDigestJob.run(app.ctx, testJobRun({}));
    expect(result).toEqual({ recipients: 3, mailed: 2 });
    const mails = await db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      [admin.emailAddress, 'Dagelijkse samenvatting: 2 nieuwe meldingen'],
      [staff.emailAddress, 'Dagelijkse samenvatting: 1 nieuwe melding'],
    ]);
    const text = mails[0]?.text ?? '';
    expect(text).toContain('Beste Piet,');
    expect(text).toContain('- Nieuwe reactie: Meterstanden opvragen (Bakkerij Jansen B.V.)');
    expect(text).toContain('door Anna Jansen');
    expect(text).toContain(`http://localhost:3000/v3/customers/${mine.id}/actions/7/edit`);
    expect(text.indexOf('Meterstanden opvragen')).toBeLessThan(text.indexOf('Contract verlengen'));
    for (const absent of ['Oude klant', 'Al gelezen', 'Eergisteren']) expect(text).not.toContain(absent);

    // A retried or repeated run the same day mails nobody again.
    expect(await notificationDigestJob.run(app.ctx, testJobRun({}))).toEqual({ recipients: 3, mailed: 0 });
    expect(await db.$count(mailOutbox)).toBe(2);
  });

  it('never mails customer staff about an internal note', async () => {
    const db = app.ctx.db;
    const glas = await createCustomer(db, { name: 'Westland Glas B.V.' });
    const actor = await createUser(db, { type: 'admin' });
    const staff = await createUser(db, { type: 'customer', customerId: glas.id, settings: daily });
    const [internal, shared] = await db
      .insert(actions)
      .values([
        { customerId: glas.id, type: 'note', subject: 'Marge intern', visibleToCustomer: false },
        { customerId: glas.id, type: 'note', subject: 'Bezoekverslag', visibleToCustomer: true },
      ])
      .returning();
    const about = (action: typeof internal) => ({
      userId: staff.id,
      type: 1,
      actorId: actor.id,
      customerId: glas.id,
      actionId: action?.id ?? null,
      action: { subject: action?.subject ?? '', deadline: null, statusName: 'Open' },
      createdAt: new Date(Date.now() - HOUR),
    });
    await db.insert(actionNotifications).values([about(internal), about(shared)]);
    await notificationDigestJob.run(app.ctx, testJobRun({}));
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, staff.emailAddress));
    expect(mail?.subject).toBe('Dagelijkse samenvatting: 1 nieuwe melding');
    expect(mail?.text).toContain('Bezoekverslag');
    expect(mail?.text).not.toContain('Marge intern');
  });
});
