import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKBOOK_MESSAGES } from '../../lib/workbook/bounded-workbook.ts';
import { emptyRowsWorkbook, inflatingWorkbook } from '../../testing/crafted-workbooks.ts';
import { createUser } from '@energiek/db/factories/users';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { fileUpload } from '../../testing/multipart.ts';
import { CONTENT_TYPES } from '../../core/export.ts';

// The parameters import reads its workbook through the one bounded reader (issue 33): a hostile workbook is
// a Dutch 422 from a child process, never a parse in the server's own (which took the server down).

let app: TestApp;
let admin: string;

beforeAll(async () => {
  app = await createTestApp({ databaseUrl: process.env.DATABASE_URL });
  await createUser(app.ctx.db, { emailAddress: 'param-wb@energiek.nl', type: 'admin' });
  admin = await loginToken(app, 'param-wb@energiek.nl');
}, 60_000);
afterAll(() => app?.close());

function upload(bytes: Buffer) {
  return api(app, {
    method: 'POST',
    url: '/api/v3/parameters/import',
    token: admin,
    ...fileUpload('parameters.xlsx', bytes, { type: CONTENT_TYPES.xlsx }),
  });
}

describe('parameters import of a hostile workbook', () => {
  it('refuses a sheet of more rows than a parameters file holds with a Dutch 422', async () => {
    const header = ['Product', 'Jaar', 'Van', 'Tot', 'Tarief'];
    const response = await upload(emptyRowsWorkbook(300_000, 'Energiebelasting', header));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { file: [WORKBOOK_MESSAGES.tooManyRows] } });
  }, 60_000);

  it('refuses a worksheet that inflates far beyond its file with a Dutch 422, the server unharmed', async () => {
    const before = process.memoryUsage().rss;
    const response = await upload(await inflatingWorkbook(400));
    expect(response.statusCode).toBe(422);
    const message = response.json<{ errors: { file: string[] } }>().errors.file[0];
    // Whichever bound ends it first (the unpacked size, its rows, or the parse's time) is a Dutch 422.
    expect(Object.values(WORKBOOK_MESSAGES)).toContain(message);
    expect(message).not.toBe(WORKBOOK_MESSAGES.unreadable);
    // The parse ran elsewhere: this process grew by far less than the sheet's 400 MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    expect((await api(app, { method: 'GET', url: '/api/v3/health' })).statusCode).toBe(200);
  }, 120_000);
});
