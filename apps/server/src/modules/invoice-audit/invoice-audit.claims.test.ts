import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceBody } from '@energiek/contracts/invoices';
import type { CustomerAudit, InvoiceAuditDetail, InvoiceAuditList } from '@energiek/contracts/invoice-audit';
import { createConnection } from '@energiek/db/factories/connections';
import { createCustomer } from '@energiek/db/factories/customers';
import { createSupplier } from '@energiek/db/factories/master-data';
import { createUser } from '@energiek/db/factories/users';
import {
  adminCustomerAssignments,
  emsImports,
  invoiceAudits,
  invoices,
  mailOutbox,
} from '@energiek/db/schema/index';
import { eq } from 'drizzle-orm';
import { supplyInvoiceBody } from '../../testing/invoice-audit-fixture.ts';
import { api, createTestApp, loginToken, type TestApp } from '../../testing/test-app.ts';
import { invoiceReauditJob } from './invoice-audit.job.ts';
import { pausedBulkAudits, waitedForAudit } from './invoice-audit.priority.ts';
import { staleAudits } from './invoice-audit.repository.ts';

// Claims (issue 29): claim on an audit with money paid too much → the Dutch letter (PDF) → ingediend → a
// credit note on the invoice grants it and records the € recovered; another customer's user gets 404.

let app: TestApp;
let f: Awaited<ReturnType<typeof fixture>>;
beforeAll(async () => {
  app = await createTestApp({ mailCapture: true });
  f = await fixture();
});
afterAll(() => app?.close());

async function fixture() {
  const db = app.ctx.db;
  const bakker = await createCustomer(db, { name: 'Bakkerij Claim B.V.', modules: ['invoicecontrol'] });
  const hotel = await createCustomer(db, { name: 'Hotel Claim B.V.', modules: ['invoicecontrol'] });
  const connection = await createConnection(db, { customerId: bakker.id });
  const second = await createConnection(db, { customerId: bakker.id });
  const supplier = await createSupplier(db, {
    name: 'Leverancier Claimtest',
    emailAddress: 'claims@leverancier-claimtest.nl',
  });
  await createUser(db, {
    emailAddress: 'claimer@audit.test',
    type: 'admin',
    canSwitch: true,
    firstName: 'Claire',
    lastName: 'Claimer',
    modules: ['invoicecontrol'],
  });
  const other = await createUser(db, {
    emailAddress: 'hotel-only@audit.test',
    type: 'admin',
    canSwitch: false,
    modules: ['invoicecontrol'],
  });
  await db.insert(adminCustomerAssignments).values({ userId: other.id, customerId: hotel.id });
  return {
    bakker,
    connection,
    second,
    supplier,
    auditor: await loginToken(app, 'claimer@audit.test'),
    hotelOnly: await loginToken(app, 'hotel-only@audit.test'),
  };
}

function body(number: string, extra: Partial<InvoiceBody> = {}): InvoiceBody {
  return { ...supplyInvoiceBody(number, f.supplier.id, f.connection.id), ...extra };
}

async function createInvoice(payload: InvoiceBody) {
  const response = await api(app, {
    method: 'POST',
    url: `/api/v3/customers/${f.bakker.id}/invoices`,
    token: f.auditor,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

const act = (id: number, payload: Record<string, unknown>, token = f.auditor) =>
  api(app, { method: 'POST', url: `/api/v3/invoice-audits/${id}`, token, payload });

describe('claims', () => {
  let copy: number;
  let auditId: number;

  it('claims the € at stake with a Dutch letter kept as PDF', async () => {
    await createInvoice(body('CLM-1'));
    copy = await createInvoice(body('CLM-1-KOPIE'));
    const inbox = (
      await api(app, { url: `/api/v3/invoice-audits?customerId=${f.bakker.id}`, token: f.auditor })
    ).json<InvoiceAuditList>();
    const item = inbox.data.find((i) => i.invoiceId === copy)!;
    expect(item).toMatchObject({ amountAtStake: '1200.00', claimStatus: null, recovered: '0.00' });
    auditId = item.id;

    // Another customer's user: 404 and nothing changed.
    const before = JSON.stringify(await app.ctx.db.select().from(invoiceAudits));
    expect((await act(auditId, { action: 'claim' }, f.hotelOnly)).statusCode).toBe(404);
    expect(
      (await api(app, { url: `/api/v3/invoice-audits/${auditId}/claim-letter`, token: f.hotelOnly }))
        .statusCode,
    ).toBe(404);
    expect(JSON.stringify(await app.ctx.db.select().from(invoiceAudits))).toBe(before);
    // No letter before the claim.
    expect(
      (await api(app, { url: `/api/v3/invoice-audits/${auditId}/claim-letter`, token: f.auditor }))
        .statusCode,
    ).toBe(404);
    // Bad amount: Dutch 422.
    const bad = await act(auditId, { action: 'claim', amount: '0' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.amount).toEqual([
      'Vul een bedrag in groter dan 0 met hooguit 2 decimalen, bijvoorbeeld 184,30.',
    ]);

    const claimed = await act(auditId, { action: 'claim' });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const detail = claimed.json<{ data: InvoiceAuditDetail }>().data;
    expect(detail.claim).toMatchObject({
      status: 'open',
      amount: '1200.00',
      recovered: '0.00',
      creditNoteId: null,
      letterUrl: `/api/v3/invoice-audits/${auditId}/claim-letter`,
    });
    expect(detail).toMatchObject({ claimStatus: 'open', decision: 'afwijking-bevestigd' });
    expect(detail.events.at(-1)).toMatchObject({ kind: 'claim' });
    const letter = await api(app, { url: detail.claim!.letterUrl, token: f.auditor });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.headers['content-disposition']).toContain('claim-factuur-CLM-1-KOPIE.pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const twice = await act(auditId, { action: 'claim' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json<{ errors: Record<string, string[]> }>().errors.action).toEqual([
      'Voor deze factuur loopt al een claim.',
    ]);
  });

  it('mails the letter to the issuer (PDF attached, in the outbox, on the history): open becomes ingediend', async () => {
    // Another customer's user: 404, nothing sent.
    const mailsBefore = (await app.ctx.db.select().from(mailOutbox)).length;
    expect((await act(auditId, { action: 'claim-mail' }, f.hotelOnly)).statusCode).toBe(404);
    // Bad address: Dutch 422.
    const bad = await act(auditId, { action: 'claim-mail', to: 'geen-adres' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors.to).toEqual([
      'Vul een geldig e-mailadres in, bijvoorbeeld facturen@leverancier.nl.',
    ]);
    expect((await app.ctx.db.select().from(mailOutbox)).length).toBe(mailsBefore);

    const before = (await api(app, { url: `/api/v3/invoice-audits/${auditId}`, token: f.auditor })).json<{
      data: InvoiceAuditDetail;
    }>().data;
    expect(before.claim).toMatchObject({ status: 'open', issuerEmail: 'claims@leverancier-claimtest.nl' });

    // Default: the issuer's address from the master data.
    const mailed = await act(auditId, { action: 'claim-mail' });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const detail = mailed.json<{ data: InvoiceAuditDetail }>().data;
    expect(detail.claim).toMatchObject({ status: 'ingediend' });
    expect(detail.claim!.submittedAt).not.toBeNull();
    expect(detail.events.at(-1)!.body).toBe(
      'Gemaild aan claims@leverancier-claimtest.nl (bijlage: claim-factuur-CLM-1-KOPIE.pdf); ingediend.',
    );
    const mail = app.ctx.mailer.captured().find((m) => m.toAddress === 'claims@leverancier-claimtest.nl')!;
    expect(mail.subject).toBe('Claim factuur CLM-1-KOPIE – Bakkerij Claim B.V.');
    expect(mail.attachments).toEqual(['claim-factuur-CLM-1-KOPIE.pdf']);
    expect(mail.text).toContain(
      'Namens Bakkerij Claim B.V. hebben wij uw factuur CLM-1-KOPIE van 05/02/2026 over de periode 01/01/2026 t/m 31/01/2026 gecontroleerd.',
    );
    expect(mail.text).toContain('- Dubbele factuur');
    expect(mail.text).toContain('In totaal is € 1.200,00 (exclusief btw) te veel in rekening gebracht.');
    expect(mail.text).toContain('Claire Claimer');
    const [stored] = await app.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'claims@leverancier-claimtest.nl'));
    expect(stored!.text).toMatch(/\[Bijlage: claim-factuur-CLM-1-KOPIE\.pdf, \d+ kB\]$/);

    // The invoice's own PDF in the library goes along too; again to another address: stays ingediend.
    const boundary = '----energiekclaimtest';
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    const uploaded = await api(app, {
      method: 'POST',
      url: `/api/v3/customers/${f.bakker.id}/documents`,
      token: f.auditor,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="origineel.pdf"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json<{ data: { id: number } }>().data.id;
    const withPdf = await api(app, {
      method: 'PUT',
      url: `/api/v3/customers/${f.bakker.id}/invoices/${copy}`,
      token: f.auditor,
      payload: body('CLM-1-KOPIE', { documentId }),
    });
    expect(withPdf.statusCode, withPdf.body).toBe(200);
    const again = await act(auditId, { action: 'claim-mail', to: 'Debiteuren@Leverancier.nl ' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ data: InvoiceAuditDetail }>().data.events.at(-1)!.body).toBe(
      'Gemaild aan Debiteuren@Leverancier.nl (bijlage: claim-factuur-CLM-1-KOPIE.pdf, origineel.pdf).',
    );
    expect(
      app.ctx.mailer.captured().find((m) => m.toAddress === 'Debiteuren@Leverancier.nl')!.attachments,
    ).toEqual(['claim-factuur-CLM-1-KOPIE.pdf', 'origineel.pdf']);
  });

  it('follows the claim: ingediend, then a credit note grants it and records € recovered', async () => {
    const wrong = await act(auditId, { action: 'claim-status', claimStatus: 'toegekend' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json<{ errors: Record<string, string[]> }>().errors.claimStatus).toEqual([
      'Kies ingediend of afgewezen.',
    ]);
    const sent = await act(auditId, { action: 'claim-status', claimStatus: 'ingediend' });
    expect(sent.json<{ data: InvoiceAuditDetail }>().data.claim).toMatchObject({ status: 'ingediend' });

    // The supplier credits the copy in full: 1,200.00 excl. VAT recovered.
    const note = await createInvoice(
      body('CLM-1-CREDIT', { kind: 'credit-note', creditsInvoiceId: copy, invoiceDate: '2026-03-02' }),
    );
    const detail = (await api(app, { url: `/api/v3/invoice-audits/${auditId}`, token: f.auditor })).json<{
      data: InvoiceAuditDetail;
    }>().data;
    expect(detail).toMatchObject({ status: 'closed', claimStatus: 'toegekend', recovered: '1200.00' });
    expect(detail.claim).toMatchObject({
      status: 'toegekend',
      creditNoteId: note,
      creditNoteNumber: 'CLM-1-CREDIT',
      recovered: '1200.00',
    });
    expect(detail.events.at(-1)!.body).toBe('Toegekend: creditnota CLM-1-CREDIT, € 1.200,00 teruggehaald.');
    // A granted claim does not change any more.
    const closed = await act(auditId, { action: 'claim-status', claimStatus: 'afgewezen' });
    expect(closed.statusCode).toBe(422);

    // The totals: the inbox overview and the customer tab.
    const inbox = (
      await api(app, { url: `/api/v3/invoice-audits?status=all&customerId=${f.bakker.id}`, token: f.auditor })
    ).json<InvoiceAuditList>();
    expect(inbox.meta.recovered).toBe('1200.00');
    const tab = (
      await api(app, { url: `/api/v3/customers/${f.bakker.id}/invoice-audit`, token: f.auditor })
    ).json<CustomerAudit>();
    expect(tab.meta.recovered).toBe('1200.00');
  });
});

describe('a credit note that goes away reopens its claim', () => {
  const detailOf = async (id: number) =>
    (await api(app, { url: `/api/v3/invoice-audits/${id}`, token: f.auditor })).json<{
      data: InvoiceAuditDetail;
    }>().data;
  const lines = (connectionId: number) => body('x').lines.map((l) => ({ ...l, connectionId }));
  const march = {
    invoiceDate: '2026-04-03',
    periodFrom: '2026-03-01',
    periodTo: '2026-03-31',
  };

  /** A copy of an invoice on its own connection, claimed, sent and granted by a credit note of 500.00. */
  async function grantedClaim(prefix: string) {
    const connection = await createConnection(app.ctx.db, { customerId: f.bakker.id });
    await createInvoice(body(`${prefix}-1`, { ...march, lines: lines(connection.id) }));
    const copy = await createInvoice(body(`${prefix}-1-KOPIE`, { ...march, lines: lines(connection.id) }));
    const inbox = (
      await api(app, { url: `/api/v3/invoice-audits?customerId=${f.bakker.id}`, token: f.auditor })
    ).json<InvoiceAuditList>();
    const auditId = inbox.data.find((i) => i.invoiceId === copy)!.id;
    expect((await act(auditId, { action: 'claim' })).statusCode).toBe(200);
    expect((await act(auditId, { action: 'claim-status', claimStatus: 'ingediend' })).statusCode).toBe(200);
    // 500.00 excl. VAT credited: 21 % VAT = 105.00.
    const note = await createInvoice(
      body(`${prefix}-CREDIT`, {
        ...march,
        invoiceDate: '2026-04-20',
        kind: 'credit-note',
        creditsInvoiceId: copy,
        totalExclVat: '500.00',
        totalVat: '105.00',
        totalInclVat: '605.00',
        lines: [{ ...lines(connection.id)[0]!, quantity: '1', unitPrice: '500.00', amount: '500.00' }],
      }),
    );
    expect(await detailOf(auditId)).toMatchObject({ claimStatus: 'toegekend', recovered: '500.00' });
    return { connection, copy, auditId, note };
  }

  it('deleting the credit note reopens the claim (ingediend again, nothing recovered); another customer cannot', async () => {
    const { auditId, note } = await grantedClaim('DEL');
    const recoveredBefore = (
      await api(app, { url: `/api/v3/customers/${f.bakker.id}/invoice-audit`, token: f.auditor })
    ).json<CustomerAudit>().meta.recovered;

    // Another customer's user: 404, the claim stays granted.
    const foreign = await api(app, {
      method: 'DELETE',
      url: `/api/v3/customers/${f.bakker.id}/invoices/${note}`,
      token: f.hotelOnly,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await detailOf(auditId)).toMatchObject({ claimStatus: 'toegekend', recovered: '500.00' });

    const deleted = await api(app, {
      method: 'DELETE',
      url: `/api/v3/customers/${f.bakker.id}/invoices/${note}`,
      token: f.auditor,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const detail = await detailOf(auditId);
    expect(detail).toMatchObject({ status: 'in-progress', claimStatus: 'ingediend', recovered: '0.00' });
    expect(detail.claim).toMatchObject({ status: 'ingediend', creditNoteId: null, recovered: '0.00' });
    expect(detail.events.at(-1)!.body).toBe(
      'De creditnota is verwijderd: de claim loopt weer (ingediend), niets meer teruggehaald.',
    );
    // The customer's € recovered drops by the 500.00.
    const tab = (
      await api(app, { url: `/api/v3/customers/${f.bakker.id}/invoice-audit`, token: f.auditor })
    ).json<CustomerAudit>();
    expect(Number(tab.meta.recovered)).toBeCloseTo(Number(recoveredBefore) - 500, 2);
    // A new credit note grants it again.
    await createInvoice(
      body('DEL-CREDIT-2', {
        ...march,
        invoiceDate: '2026-04-25',
        kind: 'credit-note',
        creditsInvoiceId: detail.invoiceId,
      }),
    );
    expect(await detailOf(auditId)).toMatchObject({ claimStatus: 'toegekend', recovered: '1200.00' });
  });

  it('a credit note edited to no longer credit the invoice reopens the claim; a new amount is followed', async () => {
    const { auditId, note, connection } = await grantedClaim('EDIT');
    const edit = (extra: Partial<InvoiceBody>) =>
      api(app, {
        method: 'PUT',
        url: `/api/v3/customers/${f.bakker.id}/invoices/${note}`,
        token: f.auditor,
        payload: body('EDIT-CREDIT', { ...march, invoiceDate: '2026-04-20', ...extra }),
      });
    const { copy } = { copy: (await detailOf(auditId)).invoiceId };
    // Same credit note, 300.00 instead of 500.00: the recovered amount follows.
    const smaller = await edit({
      kind: 'credit-note',
      creditsInvoiceId: copy,
      totalExclVat: '300.00',
      totalVat: '63.00',
      totalInclVat: '363.00',
      lines: [{ ...lines(connection.id)[0]!, quantity: '1', unitPrice: '300.00', amount: '300.00' }],
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    let detail = await detailOf(auditId);
    expect(detail).toMatchObject({ claimStatus: 'toegekend', recovered: '300.00' });
    expect(detail.events.at(-1)!.body).toBe('Creditnota EDIT-CREDIT gewijzigd: € 300,00 teruggehaald.');

    // The correction removed: it is an ordinary invoice now.
    const plain = await edit({ lines: lines(connection.id) });
    expect(plain.statusCode, plain.body).toBe(200);
    detail = await detailOf(auditId);
    expect(detail).toMatchObject({ claimStatus: 'ingediend', recovered: '0.00', status: 'in-progress' });
    expect(detail.claim!.creditNoteId).toBeNull();
    expect(detail.events.at(-1)!.body).toBe(
      'Creditnota EDIT-CREDIT crediteert deze factuur niet meer: de claim loopt weer (ingediend), niets meer teruggehaald.',
    );
  });

  it('the scheduled job reopens a granted claim whose credit note vanished without the hook', async () => {
    const { auditId, note } = await grantedClaim('JOB');
    // Deleted behind the service's back (no hook runs): the foreign key clears the credit note.
    await app.ctx.db.delete(invoices).where(eq(invoices.id, note));
    expect(await detailOf(auditId)).toMatchObject({ claimStatus: 'toegekend' });
    const result = (await invoiceReauditJob.run(app.ctx, {
      id: 'test',
      data: {},
      attempt: 1,
      signal: new AbortController().signal,
      progress: async () => {},
    })) as { claimsReopened: number };
    expect(result.claimsReopened).toBe(1);
    expect(await detailOf(auditId)).toMatchObject({ claimStatus: 'ingediend', recovered: '0.00' });
  });
});

describe('a deleted invoice', () => {
  it('re-audits its neighbours: the twin of a deleted duplicate is no longer flagged', async () => {
    const connection = await createConnection(app.ctx.db, { customerId: f.bakker.id });
    const lines = body('x').lines.map((l) => ({ ...l, connectionId: connection.id }));
    const may = { invoiceDate: '2026-06-03', periodFrom: '2026-05-01', periodTo: '2026-05-31', lines };
    const first = await createInvoice(body('TWIN-1', may));
    const second = await createInvoice(body('TWIN-2', may));
    const auditOf = async (id: number) =>
      (
        await api(app, { url: `/api/v3/customers/${f.bakker.id}/invoices/${id}/audit`, token: f.auditor })
      ).json<{ data: { findings: { rule: string }[] } }>().data;
    const flagged = [...(await auditOf(first)).findings, ...(await auditOf(second)).findings];
    expect(flagged.some((x) => x.rule === 'duplicate')).toBe(true);
    const deleted = await api(app, {
      method: 'DELETE',
      url: `/api/v3/customers/${f.bakker.id}/invoices/${first}`,
      token: f.auditor,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await auditOf(second)).findings.some((x) => x.rule === 'duplicate')).toBe(false);
  });
});

describe('€0 findings', () => {
  it('a gap between two invoices is a finding on the audit, not an inbox item nor in the counter', async () => {
    const lines = (connectionId: number) => body('x').lines.map((l) => ({ ...l, connectionId }));
    await createInvoice(body('GAP-1', { lines: lines(f.second.id) }));
    const counterBefore = (await api(app, { url: '/api/v3/counter', token: f.auditor })).json<{
      data: { audits: number };
    }>().data.audits;
    const march = await createInvoice(
      body('GAP-3', {
        lines: lines(f.second.id),
        invoiceDate: '2026-04-05',
        periodFrom: '2026-03-01',
        periodTo: '2026-03-31',
      }),
    );
    const audit = (
      await api(app, { url: `/api/v3/customers/${f.bakker.id}/invoices/${march}/audit`, token: f.auditor })
    ).json<{
      data: { status: string; amountAtStake: string; findings: { rule: string; amount: string }[] };
    }>().data;
    expect(audit).toMatchObject({ status: 'deviation', amountAtStake: '0.00' });
    expect(audit.findings).toEqual([expect.objectContaining({ rule: 'periods', amount: '0.00' })]);
    const inbox = (
      await api(app, { url: '/api/v3/invoice-audits?status=all', token: f.auditor })
    ).json<InvoiceAuditList>();
    expect(inbox.data.some((i) => i.invoiceId === march)).toBe(false);
    expect(
      (await api(app, { url: '/api/v3/counter', token: f.auditor })).json<{ data: { audits: number } }>().data
        .audits,
    ).toBe(counterBefore);
  });
});

describe('re-audit when inputs change', () => {
  it('a finished meter-data import of the customer re-audits its invoices; then nothing is stale', async () => {
    const db = app.ctx.db;
    const before = await db.select().from(invoiceAudits).where(eq(invoiceAudits.customerId, f.bakker.id));
    expect(before.length).toBeGreaterThan(0);
    const oldest = Math.max(...before.map((a) => a.computedAt.getTime()));
    await db.insert(emsImports).values({
      customerId: f.bakker.id,
      fileName: 'meetdata.csv',
      storageKey: 'test/meetdata.csv',
      size: 10,
      mapping: {},
      status: 'done',
      finishedAt: new Date(Math.max(Date.now(), oldest + 1)),
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const job = (data: Record<string, never>) => ({
      id: 'test',
      data,
      attempt: 1,
      signal: new AbortController().signal,
      progress: async () => {},
    });
    // While an audit someone waits for runs, the re-audit pauses before its first invoice.
    let release!: () => void;
    const waited = waitedForAudit(() => new Promise<void>((done) => (release = done)));
    const running = invoiceReauditJob.run(app.ctx, job({}));
    await expect.poll(pausedBulkAudits).toBe(1);
    const paused = await db.select().from(invoiceAudits).where(eq(invoiceAudits.customerId, f.bakker.id));
    expect(Math.max(...paused.map((a) => a.computedAt.getTime()))).toBe(oldest);
    release();
    await waited;
    const first = (await running) as { reaudited: number };
    expect(pausedBulkAudits()).toBe(0);
    expect(first.reaudited).toBeGreaterThanOrEqual(before.length);
    const after = await db.select().from(invoiceAudits).where(eq(invoiceAudits.customerId, f.bakker.id));
    for (const a of after) expect(a.computedAt.getTime()).toBeGreaterThan(oldest);
    // Work and claims survive a re-audit.
    expect(after.find((a) => a.claimStatus === 'toegekend')).toMatchObject({ recoveredAmount: '1200.00' });
    const stale = await staleAudits(db, 1000);
    expect(stale.filter((s) => s.customerId === f.bakker.id)).toEqual([]);

    // An invoice written without the invoices service (the demo seed) has no audit: the job makes it.
    const plain = after.find((a) => a.claimStatus !== 'toegekend');
    expect(plain).toBeDefined();
    await db.delete(invoiceAudits).where(eq(invoiceAudits.id, plain!.id));
    const second = (await invoiceReauditJob.run(app.ctx, job({}))) as { audited: number };
    expect(second.audited).toBe(1);
    const again = await db.select().from(invoiceAudits).where(eq(invoiceAudits.invoiceId, plain!.invoiceId));
    expect(again).toHaveLength(1);
  });
});
