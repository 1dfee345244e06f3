import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import {
  gridOperators,
  invoiceAudits,
  invoices,
  measuringCompanies,
  suppliers,
} from '@energiek/db/schema/index';
import type { ServiceContext } from '../../core/context.ts';

// What the signals read of the invoice audit (through the front door): a customer's audited invoices with
// a deviation and money at stake, with what the invoice-deviation rule needs to decide whether they are
// still open (decision, claim) and to link the signal to the invoice. A system read for the rule run: the
// caller names the customer.

export type AuditDeviation = {
  invoiceId: number;
  invoiceNumber: string;
  issuerName: string;
  invoiceDate: string;
  periodFrom: string | null;
  periodTo: string | null;
  status: string;
  amountAtStake: string;
  decision: string | null;
  claimStatus: string | null;
  connectionIds: (number | null)[];
};

const issuerName = sql<string>`coalesce(
  (select ${suppliers.name} from ${suppliers} where ${invoices.issuerKind} = 'supplier' and ${suppliers.id} = ${invoices.issuerId}),
  (select ${gridOperators.name} from ${gridOperators} where ${invoices.issuerKind} = 'grid-operator' and ${gridOperators.id} = ${invoices.issuerId}),
  (select ${measuringCompanies.name} from ${measuringCompanies} where ${invoices.issuerKind} = 'metering-company' and ${measuringCompanies.id} = ${invoices.issuerId}),
  '')`;

export async function openAuditDeviations(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
): Promise<AuditDeviation[]> {
  const rows = await ctx.db
    .select({
      invoiceId: invoiceAudits.invoiceId,
      invoiceNumber: invoices.number,
      issuerName,
      invoiceDate: invoices.invoiceDate,
      periodFrom: invoices.periodFrom,
      periodTo: invoices.periodTo,
      status: invoiceAudits.status,
      amountAtStake: invoiceAudits.amountAtStake,
      decision: invoiceAudits.decision,
      claimStatus: invoiceAudits.claimStatus,
      result: invoiceAudits.result,
    })
    .from(invoiceAudits)
    .innerJoin(
      invoices,
      and(eq(invoices.id, invoiceAudits.invoiceId), eq(invoices.customerId, invoiceAudits.customerId)),
    )
    .where(
      and(
        eq(invoiceAudits.customerId, customerId),
        eq(invoiceAudits.status, 'deviation'),
        gt(invoiceAudits.amountAtStake, '0'),
      ),
    )
    .orderBy(asc(invoiceAudits.invoiceId));
  return rows.map(({ result, ...row }) => ({
    ...row,
    connectionIds: result.findings.map((f) => f.connectionId),
  }));
}

/**
 * The customers with an invoice audited since `since` (an invoice imported, entered or changed: every one is
 * audited): the signals' after-import run takes their invoice rules at once, not only at night.
 */
export async function customersWithAuditsSince(
  ctx: Pick<ServiceContext, 'db'>,
  since: Date,
): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ customerId: invoiceAudits.customerId })
    .from(invoiceAudits)
    .where(gte(invoiceAudits.computedAt, since));
  return rows.map((r) => r.customerId);
}
