import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import { rowsOf } from '@energiek/db/backup';
import type { Executor } from '@energiek/db/client';
import {
  customers,
  gridOperators,
  invoiceAuditEvents,
  invoiceAuditSettings,
  invoiceAudits,
  invoices,
  measuringCompanies,
  suppliers,
  users,
  type InvoiceAuditResultJson,
  type InvoiceAuditRuleSettingsJson,
} from '@energiek/db/schema/index';
import type { ActFor } from '../../core/tenancy.ts';

// Drizzle queries of the invoice audit: results per invoice, their history and the settings. Every read of
// a customer's rows names the customer or the set of customers the user acts for.

const issuerName = sql<string>`coalesce(
  (select ${suppliers.name} from ${suppliers} where ${invoices.issuerKind} = 'supplier' and ${suppliers.id} = ${invoices.issuerId}),
  (select ${gridOperators.name} from ${gridOperators} where ${invoices.issuerKind} = 'grid-operator' and ${gridOperators.id} = ${invoices.issuerId}),
  (select ${measuringCompanies.name} from ${measuringCompanies} where ${invoices.issuerKind} = 'metering-company' and ${measuringCompanies.id} = ${invoices.issuerId}),
  '')`;

export function actForCondition(actFor: ActFor): SQL | undefined {
  if (actFor === 'all') return undefined;
  const ids = [...actFor];
  return ids.length === 0 ? sql`false` : inArray(invoiceAudits.customerId, ids);
}

/** The inbox holds deviations with money at stake, or with a claim running: a €0 finding (a missing
 *  invoice, a gap, a volume mismatch without a price) shows on the invoice's audit, not in the inbox. */
const worthClaiming = and(
  eq(invoiceAudits.status, 'deviation'),
  sql`(${invoiceAudits.amountAtStake} > 0 or ${invoiceAudits.claimStatus} is not null)`,
);

export async function saveResult(
  db: Executor,
  values: {
    customerId: number;
    invoiceId: number;
    status: string;
    result: InvoiceAuditResultJson;
    amountAtStake: string;
    computedAt: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(invoiceAudits)
    .values(values)
    .onConflictDoUpdate({
      target: invoiceAudits.invoiceId,
      set: {
        status: values.status,
        result: values.result,
        amountAtStake: values.amountAtStake,
        computedAt: values.computedAt,
        updatedAt: new Date(),
      },
    })
    .returning({ id: invoiceAudits.id });
  return row!.id;
}

function selectItems(db: Executor) {
  return db
    .select({
      audit: invoiceAudits,
      customerName: customers.name,
      invoiceNumber: invoices.number,
      invoiceDate: invoices.invoiceDate,
      periodFrom: invoices.periodFrom,
      periodTo: invoices.periodTo,
      issuerKind: invoices.issuerKind,
      issuerName,
      assigneeName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(invoiceAudits)
    .innerJoin(invoices, eq(invoices.id, invoiceAudits.invoiceId))
    .innerJoin(customers, eq(customers.id, invoiceAudits.customerId))
    .leftJoin(users, eq(users.id, invoiceAudits.assigneeId));
}
export type AuditItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>['execute']>>[number];

export async function findByInvoice(db: Executor, customerId: number, invoiceId: number) {
  const [row] = await selectItems(db)
    .where(and(eq(invoiceAudits.customerId, customerId), eq(invoiceAudits.invoiceId, invoiceId)))
    .limit(1);
  return row;
}

export async function findItem(db: Executor, actFor: ActFor, id: number) {
  const [row] = await selectItems(db)
    .where(and(eq(invoiceAudits.id, id), actForCondition(actFor)))
    .limit(1);
  return row;
}

const SORTS = {
  amountAtStake: invoiceAudits.amountAtStake,
  invoiceDate: invoices.invoiceDate,
  computedAt: invoiceAudits.computedAt,
  customerName: customers.name,
} as const;

export async function listItems(
  db: Executor,
  actFor: ActFor,
  filters: { workStatus: string | null; customerId?: number; assigneeId?: number },
  paging: { page: number; limit: number; sort?: string },
) {
  const where = and(
    worthClaiming,
    actForCondition(actFor),
    filters.workStatus ? eq(invoiceAudits.workStatus, filters.workStatus) : undefined,
    filters.customerId ? eq(invoiceAudits.customerId, filters.customerId) : undefined,
    filters.assigneeId ? eq(invoiceAudits.assigneeId, filters.assigneeId) : undefined,
  );
  const raw = paging.sort ?? '-amountAtStake';
  const key = raw.replace(/^-/, '') as keyof typeof SORTS;
  const column = SORTS[key] ?? SORTS.amountAtStake;
  const direction = raw.startsWith('-') || !(key in SORTS) ? desc : asc;
  const [rows, [totals], [recovered]] = await Promise.all([
    selectItems(db)
      .where(where)
      .orderBy(direction(column), desc(invoiceAudits.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({
        total: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${invoiceAudits.amountAtStake}), 0)::text`,
      })
      .from(invoiceAudits)
      .where(where),
    db
      .select({ amount: sql<string>`coalesce(sum(${invoiceAudits.recoveredAmount}), 0)::text` })
      .from(invoiceAudits)
      .where(
        and(
          actForCondition(actFor),
          filters.customerId ? eq(invoiceAudits.customerId, filters.customerId) : undefined,
        ),
      ),
  ]);
  return {
    rows,
    total: totals?.total ?? 0,
    amountAtStake: totals?.amount ?? '0',
    recovered: recovered?.amount ?? '0',
  };
}

export async function countOpen(db: Executor, actFor: ActFor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invoiceAudits)
    .where(and(worthClaiming, ne(invoiceAudits.workStatus, 'closed'), actForCondition(actFor)));
  return row?.n ?? 0;
}

/** countOpen per customer, in one statement: customer id → open audits (customers without any left out). */
export async function openCountsByCustomer(db: Executor): Promise<Map<number, number>> {
  const rows = await db
    .select({ customerId: invoiceAudits.customerId, n: sql<number>`count(*)::int` })
    .from(invoiceAudits)
    .where(and(worthClaiming, ne(invoiceAudits.workStatus, 'closed')))
    .groupBy(invoiceAudits.customerId);
  return new Map(rows.map((r) => [r.customerId, r.n]));
}

export async function updateWork(
  db: Executor,
  id: number,
  values: Partial<
    Pick<
      typeof invoiceAudits.$inferInsert,
      | 'assigneeId'
      | 'workStatus'
      | 'decision'
      | 'decidedAt'
      | 'decidedById'
      | 'claimStatus'
      | 'claimAmount'
      | 'claimedAt'
      | 'claimedById'
      | 'claimSubmittedAt'
      | 'claimDocumentId'
      | 'claimClosedAt'
      | 'creditNoteId'
      | 'recoveredAmount'
    >
  >,
) {
  await db
    .update(invoiceAudits)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoiceAudits.id, id));
}

export async function addEvent(db: Executor, values: typeof invoiceAuditEvents.$inferInsert) {
  await db.insert(invoiceAuditEvents).values(values);
}

export async function eventsOf(db: Executor, invoiceAuditId: number) {
  return db
    .select({
      id: invoiceAuditEvents.id,
      kind: invoiceAuditEvents.kind,
      body: invoiceAuditEvents.body,
      createdAt: invoiceAuditEvents.createdAt,
      userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
    })
    .from(invoiceAuditEvents)
    .leftJoin(users, eq(users.id, invoiceAuditEvents.userId))
    .where(eq(invoiceAuditEvents.invoiceAuditId, invoiceAuditId))
    .orderBy(asc(invoiceAuditEvents.createdAt), asc(invoiceAuditEvents.id));
}

/** The running claim on an invoice (open or ingediend): what a credit note on it closes. */
export async function runningClaimOn(db: Executor, customerId: number, invoiceId: number) {
  const [row] = await db
    .select({ id: invoiceAudits.id, workStatus: invoiceAudits.workStatus, decision: invoiceAudits.decision })
    .from(invoiceAudits)
    .where(
      and(
        eq(invoiceAudits.customerId, customerId),
        eq(invoiceAudits.invoiceId, invoiceId),
        inArray(invoiceAudits.claimStatus, ['open', 'ingediend']),
      ),
    )
    .limit(1);
  return row;
}

const grantedClaimColumns = {
  id: invoiceAudits.id,
  invoiceId: invoiceAudits.invoiceId,
  claimSubmittedAt: invoiceAudits.claimSubmittedAt,
  recoveredAmount: invoiceAudits.recoveredAmount,
};

/** Granted claims whose credit note is this invoice (a credit note edited: does it still credit them?). */
export async function claimsGrantedBy(db: Executor, customerId: number, creditNoteId: number) {
  return db
    .select(grantedClaimColumns)
    .from(invoiceAudits)
    .where(
      and(
        eq(invoiceAudits.customerId, customerId),
        eq(invoiceAudits.creditNoteId, creditNoteId),
        eq(invoiceAudits.claimStatus, 'toegekend'),
      ),
    )
    .orderBy(asc(invoiceAudits.id));
}

/** Granted claims that lost their credit note (deleted: the foreign key set it null); one customer or all. */
export async function claimsWithoutCreditNote(db: Executor, customerId: number | null) {
  return db
    .select({ ...grantedClaimColumns, customerId: invoiceAudits.customerId })
    .from(invoiceAudits)
    .where(
      and(
        customerId === null ? undefined : eq(invoiceAudits.customerId, customerId),
        eq(invoiceAudits.claimStatus, 'toegekend'),
        sql`${invoiceAudits.creditNoteId} is null`,
      ),
    )
    .orderBy(asc(invoiceAudits.id));
}

export async function invoiceNumber(db: Executor, customerId: number, invoiceId: number) {
  const [row] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(customerRow(invoices, customerId, invoiceId))
    .limit(1);
  return row?.number ?? null;
}

/** The e-mail address of the invoice's issuer in the master data (null without one). */
export async function issuerEmail(db: Executor, customerId: number, invoiceId: number) {
  const [row] = await db
    .select({
      email: sql<string | null>`coalesce(
        (select ${suppliers.emailAddress} from ${suppliers} where ${invoices.issuerKind} = 'supplier' and ${suppliers.id} = ${invoices.issuerId}),
        (select ${gridOperators.emailAddress} from ${gridOperators} where ${invoices.issuerKind} = 'grid-operator' and ${gridOperators.id} = ${invoices.issuerId}),
        (select ${measuringCompanies.emailAddress} from ${measuringCompanies} where ${invoices.issuerKind} = 'metering-company' and ${measuringCompanies.id} = ${invoices.issuerId}))`,
    })
    .from(invoices)
    .where(customerRow(invoices, customerId, invoiceId))
    .limit(1);
  return row?.email?.trim() || null;
}

/** The audits of a customer per invoice (the customer tabs). */
export async function auditsOfCustomer(db: Executor, customerId: number) {
  return db
    .select({
      id: invoiceAudits.id,
      invoiceId: invoiceAudits.invoiceId,
      status: invoiceAudits.status,
      amountAtStake: invoiceAudits.amountAtStake,
      recoveredAmount: invoiceAudits.recoveredAmount,
    })
    .from(invoiceAudits)
    .where(eq(invoiceAudits.customerId, customerId));
}

export async function settingsRows(db: Executor, customerId: number | null) {
  const rows = await db
    .select()
    .from(invoiceAuditSettings)
    .where(
      customerId === null
        ? eq(invoiceAuditSettings.isDefault, true)
        : sql`${invoiceAuditSettings.isDefault} or ${invoiceAuditSettings.customerId} = ${customerId}`,
    );
  return {
    defaults: rows.find((r) => r.isDefault)?.rules ?? null,
    own: customerId === null ? null : (rows.find((r) => r.customerId === customerId)?.rules ?? null),
  };
}

export async function saveSettings(
  db: Executor,
  customerId: number | null,
  rules: InvoiceAuditRuleSettingsJson,
) {
  const existing = await db
    .select({ id: invoiceAuditSettings.id })
    .from(invoiceAuditSettings)
    .where(
      customerId === null
        ? eq(invoiceAuditSettings.isDefault, true)
        : eq(invoiceAuditSettings.customerId, customerId),
    )
    .limit(1);
  if (existing[0]) {
    await db
      .update(invoiceAuditSettings)
      .set({ rules, updatedAt: new Date() })
      .where(eq(invoiceAuditSettings.id, existing[0].id));
  } else {
    await db.insert(invoiceAuditSettings).values({ customerId, isDefault: customerId === null, rules });
  }
}

/** Users who work the audit inbox: active with the invoicecontrol module (the service checks the rest). */
export async function candidateUsers(db: Executor) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.isActive, true),
        sql`(${users.modules} @> '["invoicecontrol"]'::jsonb or ${users.modules} @> '["invoicecontrole"]'::jsonb)`,
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** Audits whose inputs changed after they were computed: a finished meter-data import of the customer,
 *  a meter reading of a connection on the invoice, a supply agreement of the customer, or a tax, VAT or
 *  grid-tariff parameter of a year the invoice covers. Oldest first, at most `limit`. */
export async function staleAudits(db: Executor, limit: number) {
  const rows = await db.execute(sql`
    select a.id, a.customer_id, a.invoice_id
    from invoice_audits a
    join invoices i on i.id = a.invoice_id
    where exists (
        select 1 from ems_imports e
        where e.customer_id = a.customer_id and e.status = 'done' and e.finished_at > a.computed_at)
      or exists (
        select 1 from register_readings r
        join invoice_lines l on l.connection_id = r.connection_id
        where l.invoice_id = a.invoice_id and r.updated_at > a.computed_at)
      or exists (
        select 1 from supply_agreements s
        where s.customer_id = a.customer_id and s.updated_at > a.computed_at)
      or exists (
        select 1 from parameters p
        where p.kind in ('energy-tax', 'ode', 'tax-reduction', 'vat', 'grid-tariff')
          and p.updated_at > a.computed_at
          and p.year between extract(year from coalesce(i.period_from, i.invoice_date))
                         and extract(year from coalesce(i.period_to, i.invoice_date)))
    order by a.computed_at, a.id
    limit ${limit}`);
  return rowsOf<{ id: number; customer_id: number; invoice_id: number }>(rows).map((r) => ({
    id: Number(r.id),
    customerId: Number(r.customer_id),
    invoiceId: Number(r.invoice_id),
  }));
}

/** Entered invoices that were never audited (written outside the invoices service: the demo seed). */
export async function unauditedInvoices(db: Executor, limit: number) {
  const rows = await db.execute(sql`
    select i.id, i.customer_id
    from invoices i
    where i.issuer_kind is not null
      and not exists (select 1 from invoice_audits a where a.invoice_id = i.id)
    order by i.id
    limit ${limit}`);
  return rowsOf<{ id: number; customer_id: number }>(rows).map((r) => ({
    invoiceId: Number(r.id),
    customerId: Number(r.customer_id),
  }));
}

export async function touchAudit(db: Executor, id: number) {
  await db.update(invoiceAudits).set({ computedAt: new Date() }).where(eq(invoiceAudits.id, id));
}
