import type { AuditResultLine } from '@energiek/domain/invoice-audit';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { customerOwned, customers, users } from './identity.ts';
import { invoices } from './invoices.ts';
import { documents } from './library.ts';

// The invoice audit (issue 29): per invoice the result of its shadow bill and rules (one row, recomputed by
// a job after every entry or import), the work on it (assignee, status, decision) and its history
// (comments, assignments, decisions); the tolerances and rule switches (defaults and per customer).

/** The result as computed (packages/domain invoice-audit.ts AuditResult, plus what it was computed on). */
export type InvoiceAuditResultJson = {
  /** The domain's lines, with the kind and the rule as stored text (kinds and rules may be added later). */
  lines: (Omit<AuditResultLine, 'kind' | 'rule'> & { kind: string; rule: string | null })[];
  findings: { rule: string; amount: string; message: string; connectionId: number | null }[];
  missing: string[];
  /** What the result was computed on (Dutch, for the screen). */
  basis: string[];
};

export const invoiceAudits = pg.pgTable(
  'invoice_audits',
  {
    ...customerOwned(),
    invoiceId: parentReference(() => invoices.id),
    /** ok | deviation | insufficient-data. */
    status: pg.text().notNull(),
    result: pg.jsonb().$type<InvoiceAuditResultJson>().notNull(),
    /** Σ of the positive findings: what could be claimed back. */
    amountAtStake: pg.numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    computedAt: pg.timestamp({ withTimezone: true }).notNull(),
    /** The work: open | in-progress | closed. */
    workStatus: pg.text().notNull().default('open'),
    assigneeId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    /** akkoord | afwijking-bevestigd | geen-afwijking; null while undecided. */
    decision: pg.text(),
    decidedAt: pg.timestamp({ withTimezone: true }),
    decidedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    /** The claim to the issuer: open | ingediend | toegekend | afgewezen; null without a claim. */
    claimStatus: pg.text(),
    /** € claimed (the findings' positive amounts when the claim was made). */
    claimAmount: pg.numeric({ precision: 14, scale: 2 }),
    claimedAt: pg.timestamp({ withTimezone: true }),
    claimedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    claimSubmittedAt: pg.timestamp({ withTimezone: true }),
    claimClosedAt: pg.timestamp({ withTimezone: true }),
    /** The claim letter (PDF) as kept in the customer's library. */
    claimDocumentId: pg.integer().references(() => documents.id, { onDelete: 'set null' }),
    /** The credit note that granted the claim. */
    creditNoteId: pg.integer().references(() => invoices.id, { onDelete: 'set null' }),
    /** € recovered (excl. VAT): what the credit note credits. */
    recoveredAmount: pg.numeric({ precision: 14, scale: 2 }).notNull().default('0'),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex().on(t.invoiceId),
    pg.index().on(t.customerId, t.status),
    pg.index().on(t.status, t.workStatus),
  ],
);

/** History of an audit item: comment, assign, decide (by a user), recomputed (by the job). */
export const invoiceAuditEvents = pg.pgTable(
  'invoice_audit_events',
  {
    ...customerOwned(),
    invoiceAuditId: parentReference(() => invoiceAudits.id),
    /** comment | assign | decide | claim. */
    kind: pg.text().notNull(),
    body: pg.text(),
    userId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index().on(t.invoiceAuditId, t.createdAt)],
);

export type InvoiceAuditRuleSettingsJson = Record<
  string,
  { enabled?: boolean; percent?: string; euro?: string }
>;

/** Tolerances and rule switches: the row without a customer holds the defaults, a customer's row overrides. */
export const invoiceAuditSettings = pg.pgTable(
  'invoice_audit_settings',
  {
    id: pg.serial().primaryKey(),
    customerId: pg.integer().references(() => customers.id, { onDelete: 'cascade' }),
    /** True on the one defaults row (customer_id null): the unique index keeps it single. */
    isDefault: pg.boolean().notNull().default(false),
    rules: pg.jsonb().$type<InvoiceAuditRuleSettingsJson>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex().on(t.customerId),
    pg
      .uniqueIndex()
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export type InvoiceAuditRow = typeof invoiceAudits.$inferSelect;
export type InvoiceAuditEventRow = typeof invoiceAuditEvents.$inferSelect;
