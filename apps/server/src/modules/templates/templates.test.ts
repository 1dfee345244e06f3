import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createCustomer } from '@energiek/db/factories/customers';
import { createUser } from '@energiek/db/factories/users';
import { auditLog, emailTemplates } from '@energiek/db/schema/index';
import type { TemplateItem } from '@energiek/contracts/templates';
import { MAIL_TEMPLATES } from '../../lib/mail-templates/definitions.ts';
import { backOfficeCallers, createTestApp, jsonCaller, type TestApp } from '../../testing/test-app.ts';

// E-mail templates API: admin-only (401/403, a reader cannot write), defaults stored on first use,
// unknown and missing variables refused with Dutch 422s, preview with sample data, test send, reset,
// and the product's mails rendered from the edited template (fallback to the default when it is gone).

let app: TestApp;
let admin: string;
let reader: string;
let staff: string;

const call = jsonCaller(() => app);

async function templateOf(key: string): Promise<TemplateItem> {
  const list = await call('GET', '/api/v3/templates?limit=999', admin);
  const found = list.json<{ data: TemplateItem[] }>().data.find((item) => item.key === key);
  if (!found) throw new Error(`no template ${key}`);
  return found;
}

beforeAll(async () => {
  app = await createTestApp({ mailCapture: true });
  const db = app.ctx.db;
  const customer = await createCustomer(db, { name: 'Bakkerij Aalbers B.V.' });
  ({ admin, reader, staff } = await backOfficeCallers(app, 'email-templates', customer.id, {
    firstName: 'Anna',
  }));
});
afterAll(() => app?.close());

describe('access', () => {
  it('answers 401 without a session, 403 to customer staff and to a reader who writes', async () => {
    expect((await call('GET', '/api/v3/templates', undefined)).statusCode).toBe(401);
    expect((await call('GET', '/api/v3/templates', staff)).statusCode).toBe(403);
    expect((await call('GET', '/api/v3/templates', reader)).statusCode).toBe(200);
    const body = { name: 'Eigen', subject: 'Hallo', body: 'Beste {{ontvanger.voornaam}}' };
    expect((await call('POST', '/api/v3/templates', reader, body)).statusCode).toBe(403);
    expect((await call('POST', '/api/v3/templates', staff, body)).statusCode).toBe(403);
    const reset = await templateOf('password-reset');
    expect((await call('POST', `/api/v3/templates/${reset.id}/test`, reader, {})).statusCode).toBe(403);
    expect(await app.ctx.db.select().from(emailTemplates).where(eq(emailTemplates.name, 'Eigen'))).toEqual(
      [],
    );
  });
});

describe('templates', () => {
  it('stores the default of every mail on first use, with its variables', async () => {
    const list = await call('GET', '/api/v3/templates', admin);
    expect(list.statusCode).toBe(200);
    const { data, meta } = list.json<{
      data: TemplateItem[];
      meta: { current_page: number; last_page: number };
    }>();
    expect(meta).toMatchObject({ current_page: 1, last_page: 1 });
    expect(data.map((item) => item.key).sort()).toEqual(MAIL_TEMPLATES.map((t) => t.key).sort());
    const reset = data.find((item) => item.key === 'password-reset');
    expect(reset).toMatchObject({ subject: 'Wachtwoord herstellen', isDefault: true });
    expect(reset?.variables.find((variable) => variable.name === 'link')?.required).toBe(true);
    // Listing again adds nothing.
    await call('GET', '/api/v3/templates', admin);
    expect(await app.ctx.db.select().from(emailTemplates)).toHaveLength(MAIL_TEMPLATES.length);
  });

  it('refuses unknown and missing variables and broken syntax with Dutch 422s, changing nothing', async () => {
    const reset = await templateOf('password-reset');
    const unknown = await call('POST', `/api/v3/templates/${reset.id}`, admin, {
      name: reset.name,
      subject: 'Herstel voor {{klant.nam}}',
      body: 'Hallo {{ontvanger.voornaam}}, {{link}}',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.subject).toEqual([
      'Onbekende variabele {{klant.nam}}: kies er een uit de lijst.',
    ]);
    const missing = await call('PUT', `/api/v3/templates/${reset.id}`, admin, {
      name: reset.name,
      subject: 'Herstel',
      body: 'Hallo {{ontvanger.voornaam}}',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.body).toEqual([
      'De variabele {{link}} ontbreekt; deze e-mail werkt niet zonder.',
    ]);
    const broken = await call('PATCH', `/api/v3/templates/${reset.id}`, admin, {
      name: reset.name,
      subject: 'Herstel',
      body: '{{#link}} {{link}}',
    });
    expect(broken.json().errors.body).toEqual([
      'Het sjabloon klopt niet: {{#link}} wordt niet afgesloten met {{/link}}.',
    ]);
    const empty = await call('POST', `/api/v3/templates/${reset.id}`, admin, {
      name: '',
      subject: '',
      body: '',
    });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['body', 'name', 'subject']);
    expect((await templateOf('password-reset')).isDefault).toBe(true);
    expect((await call('GET', '/api/v3/templates/999999', admin)).statusCode).toBe(404);
  });

  it('previews unsaved text with sample data', async () => {
    const preview = await call('POST', '/api/v3/templates/preview', admin, {
      key: 'invitation',
      subject: 'Welkom {{ontvanger.voornaam}}',
      body: '{{uitnodiger.naam}} nodigt je uit: {{link}}',
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      subject: 'Welkom Sanne',
      text: 'Jan Jansen nodigt je uit: https://energiek.example.nl/reset-password?token=voorbeeld',
    });
    const bad = await call('POST', '/api/v3/templates/preview', admin, {
      key: null,
      subject: 'x',
      body: '{{link}}',
    });
    expect(bad.statusCode).toBe(422);
  });

  it('renders the password-reset mail from the edited template, and from the default once it is gone', async () => {
    const reset = await templateOf('password-reset');
    const saved = await call('POST', `/api/v3/templates/${reset.id}`, admin, {
      name: reset.name,
      subject: 'Nieuw wachtwoord voor {{ontvanger.voornaam}}',
      body: 'Hoi {{ontvanger.voornaam}}, klik: {{link}}',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.isDefault).toBe(false);
    await createUser(app.ctx.db, { emailAddress: 'piet@example.nl', firstName: 'Piet' });
    await call('POST', '/api/v3/auth/request-password', undefined, { emailAddress: 'piet@example.nl' });
    const mail = app.ctx.mailer.captured().find((m) => m.toAddress === 'piet@example.nl');
    expect(mail?.subject).toBe('Nieuw wachtwoord voor Piet');
    expect(mail?.text).toMatch(/^Hoi Piet, klik: http:\/\/localhost:3000\/reset-password\?token=/);

    await app.ctx.db.delete(emailTemplates).where(eq(emailTemplates.key, 'password-reset'));
    await call('POST', '/api/v3/auth/request-password', undefined, { emailAddress: 'piet@example.nl' });
    const again = app.ctx.mailer.captured().find((m) => m.toAddress === 'piet@example.nl');
    expect(again?.subject).toBe('Wachtwoord herstellen');
    expect(again?.text).toContain('Beste Piet,');
  });

  it('resets a mail template to the product text and sends a test mail', async () => {
    const invitation = await templateOf('invitation');
    await call('POST', `/api/v3/templates/${invitation.id}`, admin, { ...invitation, subject: 'Anders' });
    const reset = await call('POST', `/api/v3/templates/${invitation.id}/reset`, admin);
    expect(reset.json().data).toMatchObject({
      subject: 'Welkom bij Energiek: kies je wachtwoord',
      isDefault: true,
    });
    const sent = await call('POST', `/api/v3/templates/${invitation.id}/test`, admin, {});
    // Without SMTP the test mail is only stored, and the answer says so (issue 31): no "sent" toast.
    expect(sent.json().data).toEqual({ to: 'admin@energiek.nl', status: 'stored' });
    const mail = app.ctx.mailer.captured()[0];
    expect(mail).toMatchObject({
      toAddress: 'admin@energiek.nl',
      subject: '[Test] Welkom bij Energiek: kies je wachtwoord',
    });
    expect(mail?.text).toContain('Jan Jansen heeft een Energiek-account voor je aangemaakt.');
    const badTo = await call('POST', `/api/v3/templates/${invitation.id}/test`, admin, { to: 'geen-adres' });
    expect(badTo.statusCode).toBe(422);
    expect(badTo.json().errors.to).toEqual(['Vul een geldig e-mailadres in.']);
  });

  it("creates, updates and deletes an admin's own template; a mail's template cannot be deleted", async () => {
    const created = await call('POST', '/api/v3/templates', admin, {
      name: 'Jaarafsluiting',
      subject: 'Jaarafsluiting {{klant.naam}}',
      body: 'Beste {{ontvanger.voornaam}},\n\nGroet, {{afzender.naam}}',
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<{ data: TemplateItem }>().data;
    expect(item).toMatchObject({ key: null, isDefault: false });
    const refused = await call('POST', '/api/v3/templates', admin, {
      name: 'X',
      subject: 'X',
      body: '{{link}}',
    });
    expect(refused.json().errors.body).toEqual(['Onbekende variabele {{link}}: kies er een uit de lijst.']);
    const digest = await templateOf('notification-digest');
    const notDeleted = await call('DELETE', `/api/v3/templates/${digest.id}`, admin);
    expect(notDeleted.statusCode).toBe(422);
    expect((await call('DELETE', `/api/v3/templates/${item.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/v3/templates/${item.id}`, admin)).statusCode).toBe(404);
    const events = await app.ctx.db.select({ event: auditLog.event }).from(auditLog);
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['templates.created', 'templates.deleted']),
    );
  });
});
