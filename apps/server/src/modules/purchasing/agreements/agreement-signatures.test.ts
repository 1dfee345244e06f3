import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { scopeAllowing } from '@energiek/contracts/areas';
import { createContact } from '@energiek/db/factories/contacts';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplyAgreement } from '@energiek/db/factories/purchasing';
import { createRole } from '@energiek/db/factories/roles';
import { createUser } from '@energiek/db/factories/users';
import {
  agreementSignatureRequests,
  auditLog,
  documents,
  mailOutbox,
  supplyAgreements,
} from '@energiek/db/schema/index';
import { DEFAULT_RATE_LIMITS } from '../../../config.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../../testing/test-app.ts';

// Signing: the one-time link by mail (only its hash stored, redacted in the outbox), the public page and
// PDF, the signature (name, time, IP, SHA-256 of the PDF shown), the signed copy in the library, single use,
// revoke, expiry, the status list for back-office-signhost-contracts:read, and the rate limit.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({
    mailCapture: true,
    rateLimits: { ...DEFAULT_RATE_LIMITS, signingPerIp: { points: 25, durationSeconds: 60 } },
  });
}, 180_000);
afterAll(() => app?.close());

let seq = 0;
async function fixture() {
  const db = app.ctx.db;
  seq += 1;
  const bakker = await createCustomer(db, { name: `Bakkerij ${seq} B.V.` });
  const hotel = await createCustomer(db, { name: `Hotel ${seq} B.V.` });
  const agreement = await createSupplyAgreement(db, {
    customerId: bakker.id,
    status: 'concept',
    reference: `VK-${seq}`,
  });
  const contact = await createContact(db, {
    customerId: bakker.id,
    firstName: 'Els',
    lastName: `de Bakker ${seq}`,
    emailAddress: `els${seq}@bakkerij.nl`,
  });
  const foreignContact = await createContact(db, { customerId: hotel.id, emailAddress: `h${seq}@hotel.nl` });
  await createUser(db, { emailAddress: `adviseur${seq}@energiek.nl`, type: 'admin', canSwitch: true });
  const token = await loginToken(app, `adviseur${seq}@energiek.nl`);
  return { bakker, hotel, agreement, contact, foreignContact, token };
}

const requestsUrl = (id: number) => `/api/v3/supply-agreements/${id}/signature-requests`;

function linkTokenFor(to: string): string {
  const mail = app.ctx.mailer.captured().find((m) => m.toAddress === to);
  const match = mail?.text.match(/\/ondertekenen\/(\S+)/);
  if (!match?.[1]) throw new Error(`no signing mail for ${to}`);
  return decodeURIComponent(match[1]);
}

describe('signing supply agreements', () => {
  it('sends a one-time link, shows the PDF, records the signature and files the signed copy', async () => {
    const f = await fixture();
    const sent = await api(app, {
      method: 'POST',
      url: requestsUrl(f.agreement.id),
      token: f.token,
      payload: { contactId: f.contact.id },
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ status: 'verstuurd', emailAddress: `els${seq}@bakkerij.nl` });
    const [agreement] = await app.ctx.db
      .select()
      .from(supplyAgreements)
      .where(eq(supplyAgreements.id, f.agreement.id));
    expect(agreement?.status).toBe('ter-ondertekening');

    const token = linkTokenFor(`els${seq}@bakkerij.nl`);
    const [row] = await app.ctx.db
      .select()
      .from(agreementSignatureRequests)
      .where(eq(agreementSignatureRequests.agreementId, f.agreement.id));
    expect(row?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const [outbox] = await app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, `els${seq}@bakkerij.nl`));
    expect(outbox?.text).not.toContain(token);

    const view = await api(app, { method: 'GET', url: `/api/v3/signing/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().data).toMatchObject({ contactName: `Els de Bakker ${seq}`, reference: `VK-${seq}` });
    const pdf = await api(app, { method: 'GET', url: `/api/v3/signing/${token}/document` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const hash = createHash('sha256').update(pdf.rawPayload).digest('hex');
    expect(view.json().data.documentHash).toBe(hash);

    const opened = await api(app, { method: 'GET', url: requestsUrl(f.agreement.id), token: f.token });
    expect(opened.json().data[0].status).toBe('geopend');

    const noName = await api(app, {
      method: 'POST',
      url: `/api/v3/signing/${token}`,
      payload: { name: '', agree: false, documentHash: hash },
    });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toMatchObject({
      name: ['Vul je volledige naam in.'],
      agree: ['Bevestig dat je de overeenkomst hebt gelezen en ermee akkoord gaat.'],
    });
    const stale = await api(app, {
      method: 'POST',
      url: `/api/v3/signing/${token}`,
      payload: { name: 'Els de Bakker', agree: true, documentHash: 'abc' },
    });
    expect(stale.json().errors.documentHash).toEqual([
      'De overeenkomst is gewijzigd sinds je de link opende. Laad de pagina opnieuw.',
    ]);

    const signed = await api(app, {
      method: 'POST',
      url: `/api/v3/signing/${token}`,
      payload: { name: 'Els de Bakker', agree: true, documentHash: hash },
      remoteAddress: '203.0.113.7',
    });
    expect(signed.statusCode).toBe(200);
    expect(signed.json().data).toMatchObject({ signerName: 'Els de Bakker', documentHash: hash });

    const list = (await api(app, { method: 'GET', url: requestsUrl(f.agreement.id), token: f.token })).json()
      .data;
    expect(list[0]).toMatchObject({
      status: 'getekend',
      signerName: 'Els de Bakker',
      signerIp: '203.0.113.7',
      documentHash: hash,
    });
    const [after] = await app.ctx.db
      .select()
      .from(supplyAgreements)
      .where(eq(supplyAgreements.id, f.agreement.id));
    expect(after?.status).toBe('getekend');
    expect(after?.documentId).toBe(list[0].signedDocumentId);
    const [doc] = await app.ctx.db.select().from(documents).where(eq(documents.id, list[0].signedDocumentId));
    expect(doc).toMatchObject({
      customerId: f.bakker.id,
      folder: 'Contracten',
      contentType: 'application/pdf',
    });
    const download = await api(app, {
      method: 'GET',
      url: `/api/v3/customers/${f.bakker.id}/documents/${doc?.id}/download`,
      token: f.token,
    });
    expect(download.rawPayload.length).toBeGreaterThan(pdf.rawPayload.length);
    const audit = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'supply-agreements.signed'));
    expect(audit.some((a) => a.subjectId === String(f.agreement.id) && a.ip === '203.0.113.7')).toBe(true);

    // Single use: the link no longer works, for viewing or signing.
    const again = await api(app, {
      method: 'POST',
      url: `/api/v3/signing/${token}`,
      payload: { name: 'Els de Bakker', agree: true, documentHash: hash },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Deze link is ongeldig, verlopen of al gebruikt.');
    expect((await api(app, { method: 'GET', url: `/api/v3/signing/${token}` })).statusCode).toBe(404);

    // A signed agreement cannot be sent again.
    const resend = await api(app, {
      method: 'POST',
      url: requestsUrl(f.agreement.id),
      token: f.token,
      payload: { contactId: f.contact.id },
    });
    expect(resend.statusCode).toBe(422);
  });

  it('revokes, expires, refuses other customers’ contacts and contacts without e-mail', async () => {
    const f = await fixture();
    const send = (contactId: number) =>
      api(app, { method: 'POST', url: requestsUrl(f.agreement.id), token: f.token, payload: { contactId } });
    const foreign = await send(f.foreignContact.id);
    expect(foreign.json().errors.contactId).toEqual([
      'Deze contactpersoon hoort niet bij de klant van de overeenkomst.',
    ]);
    const silent = await createContact(app.ctx.db, { customerId: f.bakker.id, emailAddress: null });
    expect((await send(silent.id)).json().errors.contactId).toEqual([
      'Deze contactpersoon heeft geen e-mailadres.',
    ]);

    const first = (await send(f.contact.id)).json().data;
    const token = linkTokenFor(`els${seq}@bakkerij.nl`);
    const revoked = await api(app, {
      method: 'POST',
      url: `${requestsUrl(f.agreement.id)}/${first.id}/revoke`,
      token: f.token,
    });
    expect(revoked.json().data.status).toBe('ingetrokken');
    expect((await api(app, { method: 'GET', url: `/api/v3/signing/${token}` })).statusCode).toBe(404);
    const twice = await api(app, {
      method: 'POST',
      url: `${requestsUrl(f.agreement.id)}/${first.id}/revoke`,
      token: f.token,
    });
    expect(twice.statusCode).toBe(422);

    const second = (await send(f.contact.id)).json().data;
    const token2 = linkTokenFor(`els${seq}@bakkerij.nl`);
    await app.ctx.db
      .update(agreementSignatureRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agreementSignatureRequests.id, second.id));
    expect((await api(app, { method: 'GET', url: `/api/v3/signing/${token2}` })).statusCode).toBe(404);
    const list = (await api(app, { method: 'GET', url: requestsUrl(f.agreement.id), token: f.token })).json()
      .data;
    expect(list.map((r: { status: string }) => r.status)).toEqual(['verlopen', 'ingetrokken']);
  });

  it('needs the permissions; another customer’s agreement is a 404', async () => {
    const f = await fixture();
    expect((await api(app, { method: 'GET', url: requestsUrl(f.agreement.id) })).statusCode).toBe(401);
    const role = await createRole(app.ctx.db, {
      name: `Contracten zonder signhost ${seq}`,
      scope: scopeAllowing({ 'back-office-contracts': ['read'] }),
    });
    await createUser(app.ctx.db, {
      emailAddress: `z${seq}@energiek.nl`,
      type: 'admin',
      canSwitch: true,
      roleId: role.id,
    });
    const token = await loginToken(app, `z${seq}@energiek.nl`);
    expect((await api(app, { method: 'GET', url: requestsUrl(f.agreement.id), token })).statusCode).toBe(403);
    const send = await api(app, {
      method: 'POST',
      url: requestsUrl(f.agreement.id),
      token,
      payload: { contactId: f.contact.id },
    });
    expect(send.statusCode).toBe(403);
    const hotelAgreement = await createSupplyAgreement(app.ctx.db, {
      customerId: f.hotel.id,
      status: 'concept',
    });
    const signRole = await createRole(app.ctx.db, {
      name: `Signhost ${seq}`,
      scope: scopeAllowing({
        'back-office-contracts': ['read', 'write'],
        'back-office-signhost-contracts': ['read'],
      }),
    });
    const u = await createUser(app.ctx.db, {
      emailAddress: `s${seq}@energiek.nl`,
      type: 'admin',
      canSwitch: false,
      roleId: signRole.id,
    });
    const { adminCustomerAssignments } = await import('@energiek/db/schema/index');
    await app.ctx.db.insert(adminCustomerAssignments).values({ userId: u.id, customerId: f.bakker.id });
    const st = await loginToken(app, `s${seq}@energiek.nl`);
    expect(
      (await api(app, { method: 'GET', url: requestsUrl(hotelAgreement.id), token: st })).statusCode,
    ).toBe(404);
    const foreign = await api(app, {
      method: 'POST',
      url: requestsUrl(hotelAgreement.id),
      token: st,
      payload: { contactId: f.foreignContact.id },
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await api(app, { method: 'POST', url: requestsUrl(f.agreement.id), token: st, payload: {} });
    expect(bad.json().errors.contactId).toEqual(['Kies een contactpersoon.']);
  });

  it('rate-limits the public endpoints per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 27; i++) {
      const response = await api(app, {
        method: 'GET',
        url: '/api/v3/signing/onzin',
        remoteAddress: '198.51.100.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 25).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(25)).toEqual([429, 429]);
  });
});
