import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createCustomer } from '@energiek/db/factories/customers';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomerUser, createUser } from '@energiek/db/factories/users';
import { hours } from '@energiek/db/schema/index';
import {
  ADMIN_ROLE,
  CUSTOMER_MANAGER_ROLE,
  CUSTOMER_ROLE,
  DEMO_ROLES,
} from '@energiek/db/seed/build-identity';
import { newAppBeforeEach } from '../../testing/app-lifecycle.ts';
import { api, loginToken, type TestApp } from '../../testing/test-app.ts';

// Hours only with organisation-hours:read (the demo customer roles do not have it), and exports that
// never carry a formula into a spreadsheet.

let app: TestApp;
newAppBeforeEach((opened) => (app = opened));

const get = (url: string, token: string) => api(app, { method: 'GET', url: `/api/v3/${url}`, token });

const demoRole = (name: string) => {
  const role = DEMO_ROLES.find((r) => r.name === name);
  if (!role) throw new Error(`no demo role ${name}`);
  return createRole(app.ctx.db, role);
};

describe('hours and the demo roles', () => {
  it('refuses every hours route to the demo customer roles and allows the demo admin role', async () => {
    const db = app.ctx.db;
    const bakker = await createCustomer(db, { name: 'Bakkerij Jansen B.V.' });
    const reading = await demoRole(CUSTOMER_ROLE);
    const managing = await demoRole(CUSTOMER_MANAGER_ROLE);
    const admin = await demoRole(ADMIN_ROLE);
    await createCustomerUser(db, bakker.id, 'lezen@bakkerij.nl', reading.id);
    await createCustomerUser(db, bakker.id, 'beheer@bakkerij.nl', managing.id);
    await createUser(db, {
      emailAddress: 'anna@energiek.nl',
      type: 'admin',
      canSwitch: true,
      roleId: admin.id,
    });
    const urls = [
      'hours',
      'hours/export',
      `customers/${bakker.id}/hours`,
      `customers/${bakker.id}/hours/export`,
    ];
    for (const email of ['lezen@bakkerij.nl', 'beheer@bakkerij.nl']) {
      const token = await loginToken(app, email);
      for (const url of urls) expect((await get(url, token)).statusCode, `${email} ${url}`).toBe(403);
    }
    const token = await loginToken(app, 'anna@energiek.nl');
    for (const url of urls) expect((await get(url, token)).statusCode, url).toBe(200);
  });
});

describe('hours export and formula injection', () => {
  it('gives every cell that starts with = + - @ tab or CR a leading apostrophe in CSV, a text cell in xlsx', async () => {
    const db = app.ctx.db;
    const customer = await createCustomer(db, { name: '@SUM(1+1) B.V.' });
    const anna = await createUser(db, {
      emailAddress: 'anna@energiek.nl',
      type: 'admin',
      canSwitch: true,
      firstName: '+31',
      lastName: 'Jansen',
    });
    const payload = '=HYPERLINK("http://evil.example","klik")';
    await db.insert(hours).values([
      {
        userId: anna.id,
        customerId: customer.id,
        date: '2026-11-02',
        seconds: 3600,
        description: payload,
        source: 'manual',
      },
      {
        userId: anna.id,
        customerId: customer.id,
        date: '2026-11-03',
        seconds: 1800,
        description: '-2+3',
        source: 'manual',
      },
      {
        userId: anna.id,
        customerId: customer.id,
        date: '2026-11-04',
        seconds: 900,
        description: '\tcmd',
        source: 'manual',
      },
    ]);
    const token = await loginToken(app, 'anna@energiek.nl');

    const csv = (await get('hours/export?format=csv&sort=date', token)).rawPayload.toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[1]).toBe(
      `02/11/2026;'+31 Jansen;'@SUM(1+1) B.V.;"'=HYPERLINK(""http://evil.example"",""klik"")";Handmatig;1:00;1,00`,
    );
    expect(lines[2]?.split(';')[3]).toBe(`'-2+3`);
    expect(lines[3]?.split(';')[3]).toBe(`'\tcmd`);

    const xlsx = await get('hours/export?format=xlsx&sort=date', token);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Uren');
    const row = (n: number) => (sheet?.getRow(n).values as unknown[]).slice(1);
    // xlsx: text cells formatted as text, shown as typed (no apostrophe), never formulas (issue 33).
    expect(row(2).slice(1, 4)).toEqual(['+31 Jansen', '@SUM(1+1) B.V.', payload]);
    expect(row(3)[3]).toBe('-2+3');
    expect(sheet?.getRow(3).getCell(4).numFmt).toBe('@');
    // Numbers and dates stay numbers and dates; nothing is a formula.
    expect(row(2)[6]).toBe(1);
    for (let n = 1; n <= (sheet?.rowCount ?? 0); n++) {
      sheet?.getRow(n).eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula));
    }
  });
});
