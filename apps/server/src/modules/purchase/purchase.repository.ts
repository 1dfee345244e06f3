import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import {
  clicks,
  collectiveParticipants,
  collectives,
  connections,
  suppliers,
  supplyAgreementConnections,
  supplyAgreementRates,
  supplyAgreements,
  type Click,
  type SupplyAgreementRate,
} from '@energiek/db/schema/index';

// Read-only queries of the purchasing tables (maintained by the supply-agreements and collective areas).
// Every query of a customer's rows names the customer.

export type ConnectionRow = {
  id: number;
  ean: string;
  product: 1 | 2;
  street: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
  postcode: string | null;
  city: string | null;
  gridOperatorId: number | null;
  capacity: string | null;
  contractedCapacity: number | null;
  startDate: string | null;
  endDate: string | null;
  status: number;
};

export type AgreementLink = {
  agreementId: number;
  connectionId: number;
  fromDate: string | null;
  toDate: string | null;
  reference: string;
  productName: string;
  product: 1 | 2;
  priceType: 'fixed' | 'variable' | 'click';
  status: string;
  startDate: string;
  endDate: string;
  collectiveId: number | null;
  collectiveName: string | null;
  collectiveMarkup: string | null;
  supplierName: string;
};

export type PurchaseData = {
  connections: ConnectionRow[];
  links: AgreementLink[];
  rates: SupplyAgreementRate[];
  /** Clicks of the customer's click agreements and of the collectives its agreements are in. */
  clicks: Click[];
  /** Σ expected annual volume (kWh or m³) of every participant per collective. */
  collectiveVolumes: Map<number, number>;
};

export async function customerConnections(
  db: Executor,
  customerId: number,
  connectionId?: number,
): Promise<ConnectionRow[]> {
  const c = connections;
  return db
    .select({
      id: c.id,
      ean: c.ean,
      product: c.product,
      street: c.street,
      houseNumber: c.houseNumber,
      houseNumberAddition: c.houseNumberAddition,
      postcode: c.postcode,
      city: c.city,
      gridOperatorId: c.gridOperatorId,
      capacity: c.capacity,
      contractedCapacity: c.contractedCapacity,
      startDate: c.startDate,
      endDate: c.endDate,
      status: c.status,
    })
    .from(c)
    .where(and(eq(c.customerId, customerId), connectionId === undefined ? undefined : eq(c.id, connectionId)))
    .orderBy(asc(c.product), asc(c.ean));
}

/** The customer's agreements per connection, rates and clicks; `connectionIds` narrows to those. */
export async function loadPurchaseData(
  db: Executor,
  customerId: number,
  connectionRows: ConnectionRow[],
): Promise<PurchaseData> {
  const ids = connectionRows.map((c) => c.id);
  if (ids.length === 0) {
    return { connections: [], links: [], rates: [], clicks: [], collectiveVolumes: new Map() };
  }
  const a = supplyAgreements;
  const sac = supplyAgreementConnections;
  const links = await db
    .select({
      agreementId: a.id,
      connectionId: sac.connectionId,
      fromDate: sac.fromDate,
      toDate: sac.toDate,
      reference: a.reference,
      productName: a.productName,
      product: a.product,
      priceType: a.priceType,
      status: a.status,
      startDate: a.startDate,
      endDate: a.endDate,
      collectiveId: a.collectiveId,
      collectiveName: collectives.name,
      collectiveMarkup: collectives.markup,
      supplierName: suppliers.name,
    })
    .from(sac)
    .innerJoin(a, and(eq(a.id, sac.agreementId), eq(a.customerId, customerId)))
    .innerJoin(suppliers, eq(suppliers.id, a.supplierId))
    .leftJoin(collectives, eq(collectives.id, a.collectiveId))
    .where(and(eq(sac.customerId, customerId), inArray(sac.connectionId, ids)))
    .orderBy(asc(a.startDate), asc(a.id));
  const agreementIds = [...new Set(links.map((l) => l.agreementId))];
  const collectiveIds = [...new Set(links.flatMap((l) => (l.collectiveId === null ? [] : [l.collectiveId])))];
  const [rates, agreementClicks, collectiveClicks, participants] = await Promise.all([
    agreementIds.length === 0
      ? []
      : db
          .select()
          .from(supplyAgreementRates)
          .where(
            and(
              eq(supplyAgreementRates.customerId, customerId),
              inArray(supplyAgreementRates.agreementId, agreementIds),
            ),
          )
          .orderBy(asc(supplyAgreementRates.validFrom), asc(supplyAgreementRates.id)),
    agreementIds.length === 0
      ? []
      : db
          .select()
          .from(clicks)
          .where(and(eq(clicks.customerId, customerId), inArray(clicks.agreementId, agreementIds)))
          .orderBy(asc(clicks.clickDate), asc(clicks.id)),
    collectiveIds.length === 0
      ? []
      : db
          .select()
          .from(clicks)
          .where(and(isNotNull(clicks.collectiveId), inArray(clicks.collectiveId, collectiveIds)))
          .orderBy(asc(clicks.clickDate), asc(clicks.id)),
    collectiveIds.length === 0
      ? []
      : db
          .select({
            collectiveId: collectiveParticipants.collectiveId,
            volume: collectiveParticipants.expectedAnnualVolume,
          })
          .from(collectiveParticipants)
          .where(inArray(collectiveParticipants.collectiveId, collectiveIds)),
  ]);
  const collectiveVolumes = new Map<number, number>();
  for (const p of participants) {
    collectiveVolumes.set(p.collectiveId, (collectiveVolumes.get(p.collectiveId) ?? 0) + Number(p.volume));
  }
  return {
    connections: connectionRows,
    links,
    rates,
    clicks: [...agreementClicks, ...collectiveClicks],
    collectiveVolumes,
  };
}
