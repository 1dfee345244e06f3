import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { type ConnectionAddress } from '@energiek/db/connection-address';
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
import { coverageOf } from '@energiek/domain/agreement-coverage';
import { NOT_IN_FORCE_STATUSES } from '@energiek/domain/effective-rate';

// Read-only queries of the purchasing tables (maintained by the supply-agreements and collective areas).
// Every query of a customer's rows names the customer.

export type ConnectionRow = ConnectionAddress & {
  id: number;
  ean: string;
  product: 1 | 2;
  gridOperatorId: number | null;
  capacity: string | null;
  contractedCapacity: number | null;
  /** The transformer a large connection hangs off (its grid level, invoice audit). */
  trafoId: number | null;
  /** The metering company that runs the meter; null = the grid operator meters (invoice audit's meter rent). */
  measuringCompanyId: number | null;
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
      trafoId: c.trafoId,
      measuringCompanyId: c.measuringCompanyId,
      startDate: c.startDate,
      endDate: c.endDate,
      status: c.status,
    })
    .from(c)
    .where(and(eq(c.customerId, customerId), connectionId === undefined ? undefined : eq(c.id, connectionId)))
    .orderBy(asc(c.product), asc(c.ean));
}

/**
 * A connection's participation in a collective without an agreement that names the collective: supply by
 * the collective over its delivery years (the days no own agreement in force covers), priced by its clicks
 * and markup. Its agreement id is the
 * participant's id negated (no agreement row exists), its reference the collective's name, its rate row
 * carries the collective's markup only.
 */
async function participations(
  db: Executor,
  customerId: number,
  ids: readonly number[],
  links: readonly AgreementLink[],
): Promise<{ links: AgreementLink[]; rates: SupplyAgreementRate[] }> {
  const cp = collectiveParticipants;
  const rows = await db
    .select({
      id: cp.id,
      connectionId: cp.connectionId,
      collectiveId: cp.collectiveId,
      name: collectives.name,
      product: collectives.product,
      firstYear: collectives.firstYear,
      lastYear: collectives.lastYear,
      markup: collectives.markup,
      active: collectives.active,
      supplierName: suppliers.name,
    })
    .from(cp)
    .innerJoin(collectives, eq(collectives.id, cp.collectiveId))
    .leftJoin(suppliers, eq(suppliers.id, collectives.supplierId))
    .where(and(eq(cp.customerId, customerId), inArray(cp.connectionId, [...ids])))
    .orderBy(asc(cp.id));
  const own = rows.filter(
    (row) =>
      row.active &&
      !links.some((l) => l.connectionId === row.connectionId && l.collectiveId === row.collectiveId),
  );
  // The connection's own agreement in force wins on its days: it is signed with a supplier and binds until
  // its end, so the collective supplies the days of its delivery years that no own agreement covers (the
  // participant joins the pool when its contract ends). One link per such stretch; none when covered.
  const supplied = own.flatMap((row) => {
    const ownDays = links
      .filter((l) => l.connectionId === row.connectionId && !NOT_IN_FORCE_STATUSES.includes(l.status))
      .map((l) => ({ from: l.fromDate ?? l.startDate, to: l.toDate ?? l.endDate }));
    const span = { from: `${row.firstYear}-01-01`, to: `${row.lastYear}-12-31` };
    return coverageOf(ownDays, span).gaps.map((days) => ({
      row,
      days,
      whole: days.from === span.from && days.to === span.to,
    }));
  });
  return {
    links: supplied.map(({ row, days, whole }) => ({
      agreementId: -row.id,
      connectionId: row.connectionId,
      fromDate: whole ? null : days.from,
      toDate: whole ? null : days.to,
      reference: row.name,
      productName: row.name,
      product: row.product,
      priceType: 'click' as const,
      status: 'actief',
      startDate: `${row.firstYear}-01-01`,
      endDate: `${row.lastYear}-12-31`,
      collectiveId: row.collectiveId,
      collectiveName: row.name,
      collectiveMarkup: row.markup,
      supplierName: row.supplierName ?? '',
    })),
    rates: [...new Map(supplied.map(({ row }) => [row.id, row])).values()].map((row) => ({
      id: -row.id,
      agreementId: -row.id,
      customerId,
      validFrom: `${row.firstYear}-01-01`,
      validTo: null,
      single: null,
      normal: null,
      low: null,
      gas: null,
      indexName: null,
      markup: row.markup,
      fixedFeeMonth: '0',
      greenCertificates: null,
    })),
  };
}

/**
 * The customer's agreements per connection, rates and clicks; `connectionIds` narrows to those. With
 * `participations`, a connection in a collective that no agreement names counts as supplied by the
 * collective over its delivery years (issue 32: a participant sees its collective).
 */
export async function loadPurchaseData(
  db: Executor,
  customerId: number,
  connectionRows: ConnectionRow[],
  options: { participations?: boolean } = {},
): Promise<PurchaseData> {
  const ids = connectionRows.map((c) => c.id);
  if (ids.length === 0) {
    return { connections: [], links: [], rates: [], clicks: [], collectiveVolumes: new Map() };
  }
  const a = supplyAgreements;
  const sac = supplyAgreementConnections;
  const links: AgreementLink[] = await db
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
  const virtual = options.participations
    ? await participations(db, customerId, ids, links)
    : { links: [], rates: [] };
  const agreementIds = [...new Set(links.map((l) => l.agreementId))];
  links.push(...virtual.links);
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
    rates: [...rates, ...virtual.rates],
    clicks: [...agreementClicks, ...collectiveClicks],
    collectiveVolumes,
  };
}
