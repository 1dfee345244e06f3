import { and, asc, desc, eq } from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import type { Executor } from '@energiek/db/client';
import {
  clicks,
  supplyAgreementConnections,
  supplyAgreementRates,
  supplyAgreements,
  type NewClick,
} from '@energiek/db/schema/index';

// The click book of one click agreement: its clicks (tenant rows: customer id and agreement id) and the
// agreement with its connections. Every query names the customer.

export type ClickAgreementRow = {
  id: number;
  reference: string;
  product: 1 | 2;
  priceType: string;
  startDate: string;
  endDate: string;
  collectiveId: number | null;
};

export async function findAgreement(
  db: Executor,
  customerId: number,
  agreementId: number,
): Promise<ClickAgreementRow | null> {
  const a = supplyAgreements;
  const [row] = await db
    .select({
      id: a.id,
      reference: a.reference,
      product: a.product,
      priceType: a.priceType,
      startDate: a.startDate,
      endDate: a.endDate,
      collectiveId: a.collectiveId,
    })
    .from(a)
    .where(and(eq(a.customerId, customerId), eq(a.id, agreementId)));
  return row ?? null;
}

export async function agreementConnectionIds(
  db: Executor,
  customerId: number,
  agreementId: number,
): Promise<number[]> {
  const rows = await db
    .select({ connectionId: supplyAgreementConnections.connectionId })
    .from(supplyAgreementConnections)
    .where(
      and(
        eq(supplyAgreementConnections.customerId, customerId),
        eq(supplyAgreementConnections.agreementId, agreementId),
      ),
    );
  return rows.map((row) => row.connectionId);
}

export async function agreementClicks(db: Executor, customerId: number, agreementId: number) {
  return db
    .select()
    .from(clicks)
    .where(and(eq(clicks.customerId, customerId), eq(clicks.agreementId, agreementId)))
    .orderBy(asc(clicks.periodFrom), asc(clicks.clickDate), asc(clicks.id));
}

export async function findAgreementClick(db: Executor, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(clicks)
    .where(customerRow(clicks, customerId, id));
  return row && row.agreementId !== null ? row : null;
}

export async function insertAgreementClick(db: Executor, values: NewClick): Promise<number> {
  const [row] = await db.insert(clicks).values(values).returning({ id: clicks.id });
  if (!row) throw new Error('click insert returned nothing');
  return row.id;
}

export async function deleteAgreementClick(db: Executor, customerId: number, id: number): Promise<void> {
  await db.delete(clicks).where(customerRow(clicks, customerId, id));
}

/** The markup (€ per MWh) of the agreement's latest rate row; null without one. */
export async function agreementMarkup(
  db: Executor,
  customerId: number,
  agreementId: number,
): Promise<string | null> {
  const r = supplyAgreementRates;
  const [row] = await db
    .select({ markup: r.markup })
    .from(r)
    .where(and(eq(r.customerId, customerId), eq(r.agreementId, agreementId)))
    .orderBy(desc(r.validFrom))
    .limit(1);
  return row?.markup ?? null;
}
