import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { customerRow } from '@energiek/db/customer-rows';
import type { Executor as Database } from '@energiek/db/client';
import {
  contacts,
  customers,
  salesDeals,
  users,
  type DealStageColumn,
  type NewSalesDeal,
  type SalesDeal,
} from '@energiek/db/schema/index';
import type { ActFor } from '../../core/tenancy.ts';
import { anyContains } from '../../lib/like.ts';

// Queries of the sales area. A deal of a customer the user may not act for is invisible (as if it did not
// exist); a prospect's deal (no customer) is visible to every admin with sales:read.

export type DealFilter = {
  q?: string | undefined;
  stage?: DealStageColumn | undefined;
  stages?: readonly DealStageColumn[] | undefined;
  ownerId?: number | undefined;
  source?: 'handmatig' | 'collectief' | undefined;
  closeFrom?: string | undefined;
  closeTo?: string | undefined;
};

export type DealRow = {
  deal: SalesDeal;
  customerName: string | null;
  contactFirstName: string | null;
  contactLastName: string | null;
  ownerName: string | null;
};

const owner = aliasedTable(users, 'owner');

function tenancy(actFor: ActFor): SQL | undefined {
  if (actFor === 'all') return undefined;
  if (actFor.size === 0) return isNull(salesDeals.customerId);
  return or(isNull(salesDeals.customerId), inArray(salesDeals.customerId, [...actFor]));
}

function whereOf(filter: DealFilter, actFor: ActFor): SQL | undefined {
  const conditions: (SQL | undefined)[] = [tenancy(actFor)];
  if (filter.stage) conditions.push(eq(salesDeals.stage, filter.stage));
  if (filter.stages) conditions.push(inArray(salesDeals.stage, [...filter.stages]));
  if (filter.ownerId) conditions.push(eq(salesDeals.ownerId, filter.ownerId));
  if (filter.source) conditions.push(eq(salesDeals.source, filter.source));
  if (filter.closeFrom) conditions.push(gte(salesDeals.expectedCloseDate, filter.closeFrom));
  if (filter.closeTo) conditions.push(lte(salesDeals.expectedCloseDate, filter.closeTo));
  if (filter.q)
    conditions.push(
      anyContains(filter.q, [
        salesDeals.title,
        salesDeals.prospectCompany,
        salesDeals.prospectName,
        salesDeals.prospectEmail,
        customers.name,
      ]),
    );
  return and(...conditions);
}

const columns = {
  deal: salesDeals,
  customerName: customers.name,
  contactFirstName: contacts.firstName,
  contactLastName: contacts.lastName,
  ownerName: sql<string>`trim(${owner.firstName} || ' ' || ${owner.lastName})`,
};

const companyName = sql`coalesce(${customers.name}, ${salesDeals.prospectCompany}, '')`;
const SORTS: Record<string, SQL | typeof salesDeals.title> = {
  title: sql`lower(${salesDeals.title})`,
  companyName: sql`lower(${companyName})`,
  stage: sql`array_position(array['lead','gekwalificeerd','offerte','onderhandeling','gewonnen','verloren'], ${salesDeals.stage})`,
  expectedValue: sql`coalesce(${salesDeals.expectedValue}, 0)`,
  probability: sql`${salesDeals.probability}`,
  expectedCloseDate: sql`${salesDeals.expectedCloseDate}`,
  updatedAt: sql`${salesDeals.updatedAt}`,
};

function select(db: Database) {
  return db
    .select(columns)
    .from(salesDeals)
    .leftJoin(customers, eq(customers.id, salesDeals.customerId))
    .leftJoin(contacts, eq(contacts.id, salesDeals.contactId))
    .leftJoin(owner, eq(owner.id, salesDeals.ownerId));
}

export async function findDeals(
  db: Database,
  filter: DealFilter,
  actFor: ActFor,
  paging: { page: number; limit: number; sort?: string | undefined },
): Promise<{ rows: DealRow[]; total: number }> {
  const where = whereOf(filter, actFor);
  const sort = paging.sort ?? '-updatedAt';
  const key = sort.replace(/^-/, '');
  const expression = SORTS[key] ?? SORTS.updatedAt!;
  const order = sort.startsWith('-') ? desc(expression) : asc(expression);
  const [rows, [counted]] = await Promise.all([
    select(db)
      .where(where)
      .orderBy(order, desc(salesDeals.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ total: count() })
      .from(salesDeals)
      .leftJoin(customers, eq(customers.id, salesDeals.customerId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Stage, value and probability of every deal the filter matches (the pipeline totals). */
export function dealFigures(db: Database, filter: DealFilter, actFor: ActFor) {
  return db
    .select({
      stage: salesDeals.stage,
      expectedValue: salesDeals.expectedValue,
      probability: salesDeals.probability,
    })
    .from(salesDeals)
    .leftJoin(customers, eq(customers.id, salesDeals.customerId))
    .where(whereOf(filter, actFor));
}

export async function findDeal(db: Database, id: number, actFor: ActFor): Promise<DealRow | undefined> {
  const [row] = await select(db).where(and(eq(salesDeals.id, id), tenancy(actFor)));
  return row;
}

export async function insertDeal(db: Database, values: NewSalesDeal): Promise<SalesDeal> {
  const [row] = await db.insert(salesDeals).values(values).returning();
  return row!;
}

export async function updateDealRow(db: Database, id: number, values: Partial<NewSalesDeal>): Promise<void> {
  await db.update(salesDeals).set(values).where(eq(salesDeals.id, id));
}

export async function deleteDealRow(db: Database, id: number): Promise<void> {
  await db.delete(salesDeals).where(eq(salesDeals.id, id));
}

export async function customerExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id));
  return Boolean(row);
}

export async function contactOfCustomer(db: Database, customerId: number, contactId: number) {
  const [row] = await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(customerRow(contacts, customerId, contactId));
  return row;
}

/** An open deal from the interest form with this e-mail address (the form sent twice). */
export async function openInterestDeal(db: Database, email: string, title: string) {
  const [row] = await db
    .select({ id: salesDeals.id })
    .from(salesDeals)
    .where(
      and(
        eq(salesDeals.source, 'collectief'),
        eq(salesDeals.prospectEmail, email),
        eq(salesDeals.title, title),
        inArray(salesDeals.stage, ['lead', 'gekwalificeerd', 'offerte', 'onderhandeling']),
      ),
    );
  return row;
}

export async function insertContact(
  db: Database,
  values: {
    customerId: number;
    firstName: string;
    lastName: string;
    emailAddress: string | null;
    telephoneNumber: string | null;
  },
) {
  const [row] = await db.insert(contacts).values(values).returning({ id: contacts.id });
  return row!;
}
