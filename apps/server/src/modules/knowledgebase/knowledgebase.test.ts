import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole } from '@energiek/db/factories/roles';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { knowledgebaseArticles } from '@energiek/db/schema/index';
import type { KnowledgebaseArticle, KnowledgebaseListItem } from '@energiek/contracts/knowledgebase';
import {
  api,
  createTestApp,
  jsonCaller,
  loginToken,
  staffToken,
  type TestApp,
} from '../../testing/test-app.ts';
import { fileUpload } from '../../testing/multipart.ts';

// Knowledge base API: 401/403, back-office articles invisible (404) to customer staff, server-side
// sanitising of the body, Dutch full-text search with marked snippets, images and attachments.

let app: TestApp;
let admin: string;
let reader: string;
let staff: string;
let staffWriter: string;

const call = jsonCaller(() => app);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function upload(url: string, token: string, fileName: string, bytes: Buffer) {
  return api(app, { method: 'POST', url, token, ...fileUpload(fileName, bytes) });
}

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Aansluiting aanvragen',
  category: 'Aansluitingen',
  body: '<p>Een nieuwe aansluiting vraag je aan bij de netbeheerder.</p>',
  visibility: 'customers',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}): Promise<KnowledgebaseArticle> {
  const response = await call('POST', '/api/v3/knowledgebase', admin, article(overrides));
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json<{ data: KnowledgebaseArticle }>().data;
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.ctx.db;
  const customer = await createCustomer(db, { name: 'Bakkerij Aalbers B.V.' });
  const readOnly = await createRole(db, {
    name: 'Kennisbank lezen',
    scope: { full: false, 'organisation-knowledgebase': { read: true, write: false } },
  });
  await createUser(db, { emailAddress: 'admin@energiek.nl', type: 'admin' });
  await createUser(db, { emailAddress: 'lezer@energiek.nl', type: 'admin', roleId: readOnly.id });
  await createUser(db, { emailAddress: 'schrijver@aalbers.nl', type: 'customer', customerId: customer.id });
  admin = await loginToken(app, 'admin@energiek.nl');
  reader = await loginToken(app, 'lezer@energiek.nl');
  staff = await staffToken(app, customer.id, 'klant@aalbers.nl', readOnly.id);
  staffWriter = await loginToken(app, 'schrijver@aalbers.nl');
});
afterAll(() => app?.close());

describe('access', () => {
  it('answers 401 without a session and 403 to a reader who writes, changing nothing', async () => {
    expect((await call('GET', '/api/v3/knowledgebase', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/v3/knowledgebase', reader)).statusCode).toBe(200);
    expect((await call('POST', '/api/v3/knowledgebase', reader, article())).statusCode).toBe(403);
    expect((await call('POST', '/api/v3/knowledgebase', staff, article())).statusCode).toBe(403);
    expect((await upload('/api/v3/knowledgebase-images', staff, 'a.png', PNG)).statusCode).toBe(403);
    expect(await app.ctx.db.select().from(knowledgebaseArticles)).toEqual([]);
  });

  it('hides back-office articles from customer staff (404), also for writes and files', async () => {
    const internal = await create({ title: 'Interne werkwijze', visibility: 'backoffice' });
    const open = await create({ title: 'Voor klanten' });
    const list = await call('GET', '/api/v3/knowledgebase', staff);
    const ids = list.json<{ data: KnowledgebaseListItem[] }>().data.map((item) => item.id);
    expect(ids).toContain(open.id);
    expect(ids).not.toContain(internal.id);
    expect((await call('GET', `/api/v3/knowledgebase/${internal.id}`, staff)).statusCode).toBe(404);
    const edit = await call('POST', `/api/v3/knowledgebase/${internal.id}`, staffWriter, article());
    expect(edit.statusCode).toBe(404);
    expect((await call('DELETE', `/api/v3/knowledgebase/${internal.id}`, staffWriter)).statusCode).toBe(404);
    expect(
      (await upload(`/api/v3/knowledgebase/${internal.id}/attachments`, staffWriter, 'a.png', PNG))
        .statusCode,
    ).toBe(404);
    const still = await call('GET', `/api/v3/knowledgebase/${internal.id}`, admin);
    expect(still.json().data.title).toBe('Interne werkwijze');
    // Customer staff may write, but only articles for customers.
    const refused = await call(
      'POST',
      '/api/v3/knowledgebase',
      staffWriter,
      article({ visibility: 'backoffice' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.visibility).toEqual([
      'Alleen de backoffice kan artikelen voor alleen de backoffice maken.',
    ]);
    const categories = await call('GET', '/api/v3/knowledgebase/categories', staff);
    expect(categories.json().data).toEqual([{ name: 'Aansluitingen', count: 1 }]);
  });
});

describe('articles', () => {
  it('refuses bad input with Dutch 422s', async () => {
    const empty = await call('POST', '/api/v3/knowledgebase', admin, {
      title: '',
      category: '',
      body: '',
      visibility: 'x',
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['category', 'title', 'visibility']);
    const onlyScript = await call(
      'POST',
      '/api/v3/knowledgebase',
      admin,
      article({ body: '<script>alert(1)</script>' }),
    );
    expect(onlyScript.json().errors.body).toEqual(['Schrijf de tekst van het artikel.']);
    expect((await call('GET', '/api/v3/knowledgebase/abc', admin)).statusCode).toBe(422);
    expect((await call('GET', '/api/v3/knowledgebase/999999', admin)).statusCode).toBe(404);
  });

  it('stores only the allowlist: no event handlers, scripts or javascript: links', async () => {
    const created = await create({
      body:
        '<h1 onclick="x()">Titel</h1><p>Tekst <img src="x" onerror="alert(1)"><a href="javascript:alert(1)">klik</a>' +
        ' <a href="https://www.energiek.nl">site</a></p><script>alert(2)</script><iframe src="https://x"></iframe>' +
        '<ul><li><strong>vet</strong> <em>schuin</em></li></ul>',
    });
    expect(created.body).toBe(
      '<h2>Titel</h2><p>Tekst <a target="_blank" rel="noopener noreferrer nofollow">klik</a> ' +
        '<a href="https://www.energiek.nl" target="_blank" rel="noopener noreferrer nofollow">site</a></p>' +
        '<ul><li><strong>vet</strong> <em>schuin</em></li></ul>',
    );
    const updated = await call(
      'PUT',
      `/api/v3/knowledgebase/${created.id}`,
      admin,
      article({ body: '<p onmouseover="x">Nieuw</p>' }),
    );
    expect(updated.json().data.body).toBe('<p>Nieuw</p>');
    expect((await call('DELETE', `/api/v3/knowledgebase/${created.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/v3/knowledgebase/${created.id}`, admin)).statusCode).toBe(404);
  });

  it('searches in Dutch (stemming) ranked, with marked snippets as text', async () => {
    await create({
      title: 'Energiebelasting teruggave',
      category: 'Belastingen',
      body: '<p>De teruggave van energiebelasting vraag je per jaar aan. Bij <b>meerdere</b> aansluitingen telt elke aansluiting apart.</p>',
    });
    const response = await call(
      'GET',
      `/api/v3/knowledgebase?q=${encodeURIComponent('aansluitingen -gas')}`,
      admin,
    );
    const found = response.json<{ data: KnowledgebaseListItem[] }>().data;
    const hit = found.find((item) => item.title === 'Energiebelasting teruggave');
    expect(hit?.snippet.filter((part) => part.highlight).map((part) => part.text)).toEqual([
      'aansluitingen',
      'aansluiting',
    ]);
    expect(hit?.snippet.map((part) => part.text).join('')).toContain('telt elke aansluiting apart');
    const category = await call('GET', '/api/v3/knowledgebase?category=Belastingen', admin);
    expect(category.json().data.map((item: KnowledgebaseListItem) => item.title)).toEqual([
      'Energiebelasting teruggave',
    ]);
    const none = await call(
      'GET',
      `/api/v3/knowledgebase?q=${encodeURIComponent('"teruggave van gas"')}`,
      admin,
    );
    expect(none.json().data).toEqual([]);
  });
});

describe('files', () => {
  it('uploads an image for the body and serves it; refuses other types', async () => {
    const image = await upload('/api/v3/knowledgebase-images', admin, 'schema.png', PNG);
    expect(image.statusCode).toBe(201);
    const url: string = image.json().data.url;
    expect(url).toMatch(/^\/api\/v3\/knowledgebase-images\/[a-z0-9-]+$/);
    const created = await create({ body: `<p>Zie schema</p><p><img src="${url}" alt="schema"></p>` });
    expect(created.body).toContain(`<img src="${url}" alt="schema" />`);
    const served = await call('GET', url, staff);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const text = await upload('/api/v3/knowledgebase-images', admin, 'a.txt', Buffer.from('hallo'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual(['Alleen afbeeldingen (PNG of JPG) kunnen in de tekst.']);
    const fake = await upload(
      '/api/v3/knowledgebase-images',
      admin,
      'x.png',
      Buffer.from('<svg onload=alert(1)>'),
    );
    expect(fake.statusCode).toBe(422);
  });

  it('adds, downloads and deletes attachments', async () => {
    const created = await create();
    const added = await upload(
      `/api/v3/knowledgebase/${created.id}/attachments`,
      admin,
      'handleiding.pdf',
      Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
    );
    expect(added.statusCode).toBe(201);
    const fileId: number = added.json().data.id;
    const detail = await call('GET', `/api/v3/knowledgebase/${created.id}`, staff);
    expect(detail.json().data.attachments).toMatchObject([
      { fileName: 'handleiding.pdf', contentType: 'application/pdf' },
    ]);
    const download = await call('GET', `/api/v3/knowledgebase/${created.id}/attachments/${fileId}`, staff);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    const other = await create({ title: 'Ander artikel' });
    expect(
      (await call('GET', `/api/v3/knowledgebase/${other.id}/attachments/${fileId}`, admin)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/v3/knowledgebase/${created.id}/attachments/${fileId}`, admin)).statusCode,
    ).toBe(204);
    expect(
      (await call('GET', `/api/v3/knowledgebase/${created.id}/attachments/${fileId}`, admin)).statusCode,
    ).toBe(404);
    const noFile = await call('POST', `/api/v3/knowledgebase/${created.id}/attachments`, admin, {});
    expect(noFile.statusCode).toBe(422);
  });
});

describe('search spelling and excerpts (issue 31)', () => {
  it('finds "Teruggave" for teruggaaf and cuts an excerpt at a word, with an ellipsis', async () => {
    const words = Array.from({ length: 60 }, (_, i) => `woord${i}`).join(' ');
    await create({
      title: 'Teruggave energiebelasting',
      category: 'Belastingen',
      body: `<p>De teruggave van energiebelasting vraag je per jaar aan. ${words}</p>`,
    });
    const found = await call('GET', '/api/v3/knowledgebase?q=teruggaaf', staff);
    expect(found.json().data.map((a: KnowledgebaseListItem) => a.title)).toContain(
      'Teruggave energiebelasting',
    );

    const listed = (await call('GET', '/api/v3/knowledgebase?category=Belastingen', staff)).json().data;
    const excerpt = listed
      .find((a: KnowledgebaseListItem) => a.title === 'Teruggave energiebelasting')
      .snippet.map((part: { text: string }) => part.text)
      .join('');
    expect(excerpt.endsWith(' …')).toBe(true);
    // Every word before the ellipsis is whole: the text up to it is a prefix ending at a word boundary.
    const body = `De teruggave van energiebelasting vraag je per jaar aan. ${words}`;
    const kept = excerpt.slice(0, -2);
    expect(body.startsWith(kept)).toBe(true);
    expect(body[kept.length]).toBe(' ');
    expect(kept.length).toBeLessThanOrEqual(200);
  });
});
