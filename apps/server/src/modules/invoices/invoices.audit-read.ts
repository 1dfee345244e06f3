import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { invoiceLines, invoices, type Invoice, type InvoiceLine } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import { perApp, type ServiceContext } from '../../core/context.ts';

// What the invoice audit reads of invoices (through the front door): a customer's invoices with their lines,
// by id or by connection, and hooks that tell it an invoice was saved (entered, edited or imported) or deleted.
// The other way round, the audit hands invoices its outcomes (`provideAuditOutcomes`) for the invoice list and
// the year overview, so invoices import nothing of the audit (no import loop).

export type InvoiceWithLines = Invoice & { lines: InvoiceLine[]; credited: boolean };

/** The customer's invoices with their lines: the ones named, or every one with a line on these connections;
 *  `overlapping` keeps those whose period (or invoice date where it has none) touches these days. */
export async function invoicesWithLines(
  db: Executor,
  customerId: number,
  by: {
    invoiceIds?: readonly number[];
    connectionIds?: readonly number[];
    overlapping?: { from: string; to: string };
  },
): Promise<InvoiceWithLines[]> {
  const conditions = [eq(invoices.customerId, customerId)];
  if (by.invoiceIds) {
    if (by.invoiceIds.length === 0) return [];
    conditions.push(inArray(invoices.id, [...by.invoiceIds]));
  }
  if (by.connectionIds) {
    if (by.connectionIds.length === 0) return [];
    conditions.push(
      sql`exists (select 1 from invoice_lines l where l.invoice_id = ${invoices.id} and l.connection_id in (${sql.join(
        by.connectionIds.map((id) => sql`${id}`),
        sql`, `,
      )}))`,
    );
  }
  if (by.overlapping) {
    conditions.push(
      sql`coalesce(${invoices.periodTo}, ${invoices.invoiceDate}) >= ${by.overlapping.from}::date`,
      sql`coalesce(${invoices.periodFrom}, ${invoices.invoiceDate}) <= ${by.overlapping.to}::date`,
    );
  }
  const rows = await db
    .select({
      invoice: invoices,
      credited: sql<boolean>`exists (select 1 from invoices c where c.credits_invoice_id = ${invoices.id} and c.kind = 'credit-note')`,
    })
    .from(invoices)
    .where(and(...conditions))
    .orderBy(asc(invoices.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(
      and(
        eq(invoiceLines.customerId, customerId),
        inArray(
          invoiceLines.invoiceId,
          rows.map((r) => r.invoice.id),
        ),
      ),
    )
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position), asc(invoiceLines.id));
  const byInvoice = new Map<number, InvoiceLine[]>();
  for (const l of lines) byInvoice.set(l.invoiceId, [...(byInvoice.get(l.invoiceId) ?? []), l]);
  return rows.map((r) => ({ ...r.invoice, credited: r.credited, lines: byInvoice.get(r.invoice.id) ?? [] }));
}

export type InvoiceSavedEvent = { customerId: number; invoiceId: number };
type Listener = (ctx: ServiceContext, event: InvoiceSavedEvent) => Promise<void>;
const listeners = perApp<Listener[]>();

/** Another area (the invoice audit) asks to hear of every saved invoice of this app's context. */
export function onInvoiceSaved(ctx: ServiceContext, listener: Listener): void {
  listeners.set(ctx, [...(listeners.get(ctx) ?? []), listener]);
}

/** Tells the listeners; a listener's failure is logged, never the saver's problem. */
export async function invoiceSaved(ctx: ServiceContext, event: InvoiceSavedEvent): Promise<void> {
  for (const listener of listeners.get(ctx) ?? []) {
    await listener(ctx, event).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'invoice saved listener'),
    );
  }
}

/** The deleted invoice's connections and period, as they were: its neighbours' audits depend on it. */
export type InvoiceDeletedEvent = {
  customerId: number;
  invoiceId: number;
  connectionIds: number[];
  from: string;
  to: string;
};
type DeletedListener = (ctx: ServiceContext, event: InvoiceDeletedEvent) => Promise<void>;
const deletedListeners = perApp<DeletedListener[]>();

/** Another area (the invoice audit: a deleted credit note reopens its claim) asks to hear of deletions. */
export function onInvoiceDeleted(ctx: ServiceContext, listener: DeletedListener): void {
  deletedListeners.set(ctx, [...(deletedListeners.get(ctx) ?? []), listener]);
}

/** Tells the listeners after the invoice is gone; a listener's failure is logged, never the deleter's. */
export async function invoiceDeleted(ctx: ServiceContext, event: InvoiceDeletedEvent): Promise<void> {
  for (const listener of deletedListeners.get(ctx) ?? []) {
    await listener(ctx, event).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'invoice deleted listener'),
    );
  }
}

/** Per audited invoice whether it deviates and the € recovered on its claims (excl. VAT, a decimal string). */
export type AuditOutcome = { customerId: number; invoiceId: number; deviation: boolean; recovered: string };
/** The audit's outcomes of these customers' invoices; null when the user may not see audits. The caller has
 *  checked that the user acts for the customers. */
export type AuditOutcomesProvider = (
  ctx: ServiceContext,
  actor: Actor,
  customerIds: readonly number[],
) => Promise<AuditOutcome[] | null>;
const outcomeProviders = perApp<AuditOutcomesProvider>();

/** The invoice audit hands invoices its outcomes, once per app context (a second call replaces the first). */
export function provideAuditOutcomes(ctx: ServiceContext, provider: AuditOutcomesProvider): void {
  outcomeProviders.set(ctx, provider);
}

/** The audit's outcomes as its provider answers; null (no audit figures, as for a user without the audit
 *  permission) when no area provides them (an app without the invoice audit). */
export async function auditOutcomesOf(
  ctx: ServiceContext,
  actor: Actor,
  customerIds: readonly number[],
): Promise<AuditOutcome[] | null> {
  const provider = outcomeProviders.get(ctx);
  return provider ? provider(ctx, actor, customerIds) : null;
}
