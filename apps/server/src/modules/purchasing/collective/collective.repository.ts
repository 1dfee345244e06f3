import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { connectionAddressColumns, type ConnectionAddress } from '@energiek/db/connection-address';
import type { Executor as Database } from '@energiek/db/client';
import {
  clicks,
  collectiveParticipants,
  collectives,
  connections,
  customers,
  parameters,
  suppliers,
  type Click,
  type Collective,
  type NewClick,
  type NewCollective,
} from '@energiek/db/schema/index';
import { anyContains, containing } from '../../../lib/like.ts';

// Queries of collective purchasing. Collectives and their clicks belong to the back office (no customer
// column); a participant names the customer of its connection, so a customer's deletion takes it along.

type Paging = { page: number; limit: number };
const offset = (p: Paging) => (p.page - 1) * p.limit;

export type CollectiveRow = Collective & {
  supplierName: string | null;
  participantCount: number;
  expectedAnnualVolume: string;
  clickCount: number;
};

export type ActFor = 'all' | ReadonlySet<number>;

/**
 * The collective's columns with its totals (participants, expected volume) over the participants of the
 * customers in `visibleTo` only: an admin who acts for some customers must not learn the others' volumes
 * by subtracting the visible participants from the totals (issue 33).
 */
function collectiveColumns(visibleTo: ActFor) {
  const visible =
    visibleTo === 'all'
      ? sql``
      : sql` and p.customer_id in (${sql.join(
          [0, ...visibleTo].map((id) => sql`${id}`),
          sql`, `,
        )})`;
  return {
    collective: collectives,
    supplierName: suppliers.name,
    participantCount: sql<number>`(select count(*) from collective_participants p
      where p.collective_id = ${collectives.id}${visible})`.mapWith(Number),
    expectedAnnualVolume: sql<string>`(select coalesce(sum(p.expected_annual_volume), 0)::text
      from collective_participants p where p.collective_id = ${collectives.id}${visible})`,
    clickCount:
      sql<number>`(select count(*) from clicks c where c.collective_id = ${collectives.id})`.mapWith(Number),
  };
}

type Selected = { collective: Collective } & Omit<CollectiveRow, keyof Collective>;
const flatten = ({ collective, ...rest }: Selected): CollectiveRow => ({ ...collective, ...rest });

export async function findCollectives(
  db: Database,
  filter: { q?: string; active?: boolean; visibleTo: ActFor },
  paging: Paging,
): Promise<{ rows: CollectiveRow[]; total: number }> {
  const where = and(
    filter.q ? ilike(collectives.name, containing(filter.q)) : undefined,
    filter.active === undefined ? undefined : eq(collectives.active, filter.active),
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(collectives).where(where);
  const rows = await db
    .select(collectiveColumns(filter.visibleTo))
    .from(collectives)
    .leftJoin(suppliers, eq(suppliers.id, collectives.supplierId))
    .where(where)
    .orderBy(
      desc(collectives.active),
      desc(collectives.firstYear),
      asc(collectives.name),
      asc(collectives.id),
    )
    .limit(paging.limit)
    .offset(offset(paging));
  return { rows: rows.map(flatten), total };
}

export async function findCollective(
  db: Database,
  id: number,
  visibleTo: ActFor = 'all',
): Promise<CollectiveRow | undefined> {
  const [row] = await db
    .select(collectiveColumns(visibleTo))
    .from(collectives)
    .leftJoin(suppliers, eq(suppliers.id, collectives.supplierId))
    .where(eq(collectives.id, id));
  return row ? flatten(row) : undefined;
}

export async function insertCollective(db: Database, values: NewCollective): Promise<Collective> {
  const [row] = await db.insert(collectives).values(values).returning();
  if (!row) throw new Error('collective insert returned nothing');
  return row;
}

export async function updateCollectiveRow(db: Database, id: number, values: Partial<NewCollective>) {
  await db
    .update(collectives)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(collectives.id, id));
}

export async function deleteCollectiveRow(db: Database, id: number): Promise<void> {
  await db.delete(collectives).where(eq(collectives.id, id));
}

export async function supplierExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id));
  return rows.length > 0;
}

// ---- participants ----

export type ParticipantRow = ConnectionAddress & {
  id: number;
  collectiveId: number;
  customerId: number;
  customerName: string;
  connectionId: number;
  ean: string;
  product: number;
  expectedAnnualVolume: string;
  volumeSource: 'ems' | 'manual';
};

const participantColumns = {
  id: collectiveParticipants.id,
  collectiveId: collectiveParticipants.collectiveId,
  customerId: collectiveParticipants.customerId,
  customerName: customers.name,
  connectionId: collectiveParticipants.connectionId,
  ean: connections.ean,
  ...connectionAddressColumns,
  product: connections.product,
  expectedAnnualVolume: collectiveParticipants.expectedAnnualVolume,
  volumeSource: collectiveParticipants.volumeSource,
};

/** Which customers' participants the caller may see: every customer, or these. */

function participantWhere(filter: ParticipantFilter): SQL | undefined {
  const like = filter.q ? containing(filter.q) : undefined;
  return and(
    filter.actFor === 'all' ? undefined : inArray(collectiveParticipants.customerId, [0, ...filter.actFor]),
    filter.collectiveId ? eq(collectiveParticipants.collectiveId, filter.collectiveId) : undefined,
    like
      ? or(ilike(customers.name, like), ilike(connections.ean, like), ilike(connections.city, like))
      : undefined,
  );
}

function participantQuery(db: Database) {
  return db
    .select(participantColumns)
    .from(collectiveParticipants)
    .innerJoin(customers, eq(customers.id, collectiveParticipants.customerId))
    .innerJoin(connections, eq(connections.id, collectiveParticipants.connectionId));
}

type ParticipantFilter = { collectiveId?: number; q?: string; actFor: ActFor };

export async function findParticipants(
  db: Database,
  filter: ParticipantFilter,
  paging: Paging,
): Promise<{ rows: ParticipantRow[]; total: number }> {
  const where = participantWhere(filter);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(collectiveParticipants)
    .innerJoin(customers, eq(customers.id, collectiveParticipants.customerId))
    .innerJoin(connections, eq(connections.id, collectiveParticipants.connectionId))
    .where(where);
  const rows = await participantQuery(db)
    .where(where)
    .orderBy(asc(customers.name), asc(connections.ean), asc(collectiveParticipants.id))
    .limit(paging.limit)
    .offset(offset(paging));
  return { rows, total };
}

/** Every participant of a collective, in the order of the allocation (customer, EAN). */
export async function allParticipants(db: Database, collectiveId: number): Promise<ParticipantRow[]> {
  return participantQuery(db)
    .where(eq(collectiveParticipants.collectiveId, collectiveId))
    .orderBy(asc(customers.name), asc(connections.ean), asc(collectiveParticipants.id));
}

export async function findParticipant(db: Database, id: number): Promise<ParticipantRow | undefined> {
  const [row] = await participantQuery(db).where(eq(collectiveParticipants.id, id));
  return row;
}

export async function insertParticipant(
  db: Database,
  values: typeof collectiveParticipants.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(collectiveParticipants)
    .values(values)
    .returning({ id: collectiveParticipants.id });
  if (!row) throw new Error('participant insert returned nothing');
  return row.id;
}

export async function updateParticipantRow(
  db: Database,
  id: number,
  values: { expectedAnnualVolume: string; volumeSource: 'ems' | 'manual' },
) {
  await db
    .update(collectiveParticipants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(collectiveParticipants.id, id));
}

export async function deleteParticipantRow(db: Database, id: number): Promise<void> {
  await db.delete(collectiveParticipants).where(eq(collectiveParticipants.id, id));
}

export async function findConnection(db: Database, id: number) {
  const [row] = await db
    .select({ id: connections.id, customerId: connections.customerId, product: connections.product })
    .from(connections)
    .where(eq(connections.id, id));
  return row;
}

export async function participantOfConnection(db: Database, collectiveId: number, connectionId: number) {
  const [row] = await db
    .select({ id: collectiveParticipants.id })
    .from(collectiveParticipants)
    .where(
      and(
        eq(collectiveParticipants.collectiveId, collectiveId),
        eq(collectiveParticipants.connectionId, connectionId),
      ),
    );
  return row;
}

// ---- clicks ----

export type ClickRow = Click & { collectiveName: string };

function clickQuery(db: Database) {
  return db
    .select({ click: clicks, collectiveName: collectives.name })
    .from(clicks)
    .innerJoin(collectives, eq(collectives.id, clicks.collectiveId));
}

const clickRow = ({ click, collectiveName }: { click: Click; collectiveName: string }): ClickRow => ({
  ...click,
  collectiveName,
});

export async function findClicks(
  db: Database,
  filter: { collectiveId?: number; q?: string },
  paging: Paging,
): Promise<{ rows: ClickRow[]; total: number }> {
  const where = and(
    filter.collectiveId ? eq(clicks.collectiveId, filter.collectiveId) : undefined,
    filter.q ? anyContains(filter.q, [clicks.period, clicks.note]) : undefined,
  );
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(clicks)
    .innerJoin(collectives, eq(collectives.id, clicks.collectiveId))
    .where(where);
  const rows = await clickQuery(db)
    .where(where)
    .orderBy(desc(clicks.clickDate), desc(clicks.id))
    .limit(paging.limit)
    .offset(offset(paging));
  return { rows: rows.map(clickRow), total };
}

/** The clicks of a collective in the order they were made. */
export async function allClicks(db: Database, collectiveId: number): Promise<ClickRow[]> {
  const rows = await clickQuery(db)
    .where(eq(clicks.collectiveId, collectiveId))
    .orderBy(asc(clicks.clickDate), asc(clicks.id));
  return rows.map(clickRow);
}

export async function findClick(db: Database, id: number): Promise<ClickRow | undefined> {
  const [row] = await clickQuery(db).where(eq(clicks.id, id));
  return row ? clickRow(row) : undefined;
}

export async function insertClick(db: Database, values: NewClick): Promise<number> {
  const [row] = await db.insert(clicks).values(values).returning({ id: clicks.id });
  if (!row) throw new Error('click insert returned nothing');
  return row.id;
}

export async function updateClickRow(db: Database, id: number, values: Partial<NewClick>) {
  await db
    .update(clicks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(clicks.id, id));
}

export async function deleteClickRow(db: Database, id: number): Promise<void> {
  await db.delete(clicks).where(eq(clicks.id, id));
}

/** Forward quotes of a product (parameters of kind forward-price), any period and load. */
export async function forwardQuotes(db: Database, product: number) {
  const rows = await db
    .select({ values: parameters.values, quoteDate: parameters.validFrom })
    .from(parameters)
    .where(and(eq(parameters.kind, 'forward-price'), eq(parameters.product, product)));
  return rows.map((row) => {
    const values = row.values as { period: string; load: string; price: string };
    return { period: values.period, load: values.load, price: values.price, quoteDate: row.quoteDate ?? '' };
  });
}
