import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { actionNotifications, actions } from '@energiek/db/schema/index';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { jsonCaller, loginToken, type TestApp } from '../../testing/test-app.ts';

// A note is internal unless marked "zichtbaar voor klant": customer staff never get an internal note in
// lists, detail, comments, suggestions, counters or notifications.

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const call = jsonCaller(() => app, '/api/v3/');

async function fixture() {
  const db = app.ctx.db;
  const anna = await createUser(db, { emailAddress: 'anna@energiek.nl', type: 'admin', canSwitch: true });
  const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.', accountManagerId: anna.id });
  const manager = await createRole(db, {
    name: 'Klant (beheer)',
    scope: scopeAllowing({ organisation: ['read', 'write'] }),
  });
  const staff = await createCustomerUser(db, bakker.id, 'staf@bakkerij.nl', manager.id);
  return {
    db,
    bakker,
    anna,
    staff,
    admin: await loginToken(app, 'anna@energiek.nl'),
    customer: await loginToken(app, 'staf@bakkerij.nl'),
  };
}

describe('internal notes', () => {
  it('are internal by default and hidden from customer staff everywhere; visible ones are shown', async () => {
    const { db, bakker, staff, admin, customer } = await fixture();
    const base = `customers/${bakker.id}/actions`;
    const internal = (await call('POST', base, admin, { type: 'note', subject: 'Marge klant' })).json().data;
    expect(internal.visibleToCustomer).toBe(false);
    const shared = (
      await call('POST', base, admin, { type: 'note', subject: 'Bezoekverslag', visibleToCustomer: true })
    ).json().data;
    expect(shared.visibleToCustomer).toBe(true);
    await call('POST', base, admin, { subject: 'Meterstanden opvragen', visibleToCustomer: true });

    // The admin sees all three; customer staff the shared action and the visible note.
    const subjects = async (token: string, query = '') =>
      (await call('GET', `${base}${query}`, token)).json().data.map((a: { subject: string }) => a.subject);
    expect((await subjects(admin)).sort()).toEqual(['Bezoekverslag', 'Marge klant', 'Meterstanden opvragen']);
    expect((await subjects(customer)).sort()).toEqual(['Bezoekverslag', 'Meterstanden opvragen']);
    expect(await subjects(customer, '?type=note&q=Marge')).toEqual([]);
    expect((await call('GET', base, customer)).json().meta.total).toBe(2);

    // Detail, update, delete and comments of the internal note answer 404 as an unknown note.
    const url = `${base}/${internal.id}`;
    expect((await call('GET', url, customer)).statusCode).toBe(404);
    expect((await call('PATCH', url, customer, { subject: 'x' })).statusCode).toBe(404);
    expect((await call('GET', `${url}/comments`, customer)).statusCode).toBe(404);
    expect((await call('POST', `${url}/comments`, customer, { content: 'Hallo' })).statusCode).toBe(404);
    expect((await call('DELETE', url, customer)).statusCode).toBe(404);
    expect((await call('GET', url, admin)).json().data.subject).toBe('Marge klant');
    expect((await call('GET', `${base}/${shared.id}`, customer)).statusCode).toBe(200);

    // Suggestions offer action subjects only, never a note's.
    const suggest = await call('POST', 'actions/suggest', customer, { query: 'Marge' });
    expect(suggest.json().data).toEqual([]);

    // A note that customer staff write is visible to them; they cannot make a note internal.
    const own = (await call('POST', base, customer, { type: 'note', subject: 'Vraag van ons' })).json().data;
    expect(own.visibleToCustomer).toBe(true);
    await call('PATCH', `${base}/${shared.id}`, customer, { visibleToCustomer: false });
    expect((await call('GET', `${base}/${shared.id}`, customer)).json().data.visibleToCustomer).toBe(true);

    // Staff who commented on the note while it was shared hear nothing once it is internal again.
    await call('POST', `${base}/${shared.id}/comments`, customer, { content: 'Dank voor het verslag' });
    await call('PATCH', `${base}/${shared.id}`, admin, { visibleToCustomer: false });
    expect((await call('GET', `${base}/${shared.id}`, customer)).statusCode).toBe(404);
    await call('POST', `${base}/${shared.id}/comments`, admin, { content: 'Intern vervolg' });
    const heard = await db.select().from(actionNotifications).where(eq(actionNotifications.userId, staff.id));
    expect(heard).toEqual([]);
    const row = await db.select().from(actions).where(eq(actions.id, shared.id));
    expect(row[0]?.visibleToCustomer).toBe(false);
  });
});

describe('internal actions (issue 31)', () => {
  it('are internal unless marked visible, like notes: list, detail, comments, overview, notifications', async () => {
    const { db, bakker, anna, staff, admin, customer } = await fixture();
    const base = `customers/${bakker.id}/actions`;
    const internal = (
      await call('POST', base, admin, {
        subject: 'Offerte zonnepanelen bespreken met klant',
        description: 'Marge 18 %, niet met de klant delen.',
        assigneeId: anna.id,
      })
    ).json().data;
    expect(internal.visibleToCustomer).toBe(false);
    const shared = (
      await call('POST', base, admin, { subject: 'Meterstanden doorgeven', visibleToCustomer: true })
    ).json().data;

    const subjects = async (token: string, url: string) =>
      (await call('GET', url, token)).json().data.map((a: { subject: string }) => a.subject);
    expect(await subjects(customer, base)).toEqual(['Meterstanden doorgeven']);
    expect(await subjects(customer, `${base}?q=zonnepanelen`)).toEqual([]);
    expect((await call('GET', base, customer)).json().meta.total).toBe(1);
    expect((await subjects(admin, base)).sort()).toEqual([
      'Meterstanden doorgeven',
      'Offerte zonnepanelen bespreken met klant',
    ]);

    const url = `${base}/${internal.id}`;
    expect((await call('GET', url, customer)).statusCode).toBe(404);
    expect((await call('PATCH', url, customer, { subject: 'x' })).statusCode).toBe(404);
    expect((await call('GET', `${url}/comments`, customer)).statusCode).toBe(404);
    expect((await call('POST', `${url}/comments`, customer, { content: 'Hallo' })).statusCode).toBe(404);
    expect((await call('GET', `${base}/${shared.id}`, customer)).json().data.subject).toBe(
      'Meterstanden doorgeven',
    );

    // Customer staff cannot make a shared action internal or an internal one shared; an action they
    // write is theirs to see.
    await call('PATCH', `${base}/${shared.id}`, customer, { visibleToCustomer: false });
    expect((await call('GET', `${base}/${shared.id}`, customer)).statusCode).toBe(200);
    const own = (await call('POST', base, customer, { subject: 'Nieuwe meter plaatsen' })).json().data;
    expect(own.visibleToCustomer).toBe(true);

    // A comment on the internal action raises no notification for customer staff.
    await call('POST', `${url}/comments`, admin, { content: 'Rekenmodel staat klaar' });
    const heard = await db.select().from(actionNotifications).where(eq(actionNotifications.userId, staff.id));
    expect(heard.map((n) => n.actionId)).not.toContain(internal.id);

    // The admin shares it: now customer staff see it.
    await call('PATCH', url, admin, { visibleToCustomer: true });
    expect((await call('GET', url, customer)).statusCode).toBe(200);
  });
});
