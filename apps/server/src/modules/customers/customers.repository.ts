import { and, asc, count, desc, eq, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CUSTOMER_STATUS_NAMES } from '@energiek/contracts/customer-switch';
import type { CustomerSummary } from '@energiek/contracts/customer-switch';
import type {
  CustomerDashboard,
  CustomerDetails,
  CustomerListItem,
  CustomerListQuery,
  CustomerSortKey,
} from '@energiek/contracts/customers';
import type { Executor as Database } from '@energiek/db/client';
import {
  CONNECTION_ACTIVE,
  PRODUCT_ELECTRICITY,
  PRODUCT_GAS,
  auditLog,
  connections,
  contacts,
  customers,
  entities,
  sessions,
  users,
  type Customer,
  type NewCustomer,
} from '@energiek/db/schema/index';
import { ACTION_STATUS_DONE } from '@energiek/contracts/actions';
import { actions } from '@energiek/db/schema/actions';
import { countDocuments } from '../library/library.service.ts';
import { SEARCH_COUNT_CAP, countBound, countUpTo, countUpToColumn } from '../../core/paging.ts';
import {
  firstMatchingIds,
  cityWordStarts,
  hasTrigram,
  nameWordStarts,
  preferIndexes,
  shortWord,
  inIdOrder,
  toSearchItem,
  wordLookup,
  wordMatchingIds,
  type WordLookup,
} from './customer-search.repository.ts';
import { preparedStatement } from '../../core/prepared.ts';
import { containing } from '../../lib/like.ts';

type CustomerListQueryParsed = Omit<CustomerListQuery, 'page' | 'limit'> & { page: number; limit: number };

// Customer queries: switcher, list, header, form and dashboard. Lists are limited to actable customers.

export async function findCustomer(db: Database, id: number): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function customerSummary(db: Database, id: number): Promise<CustomerSummary | undefined> {
  const customer = await findCustomer(db, id);
  if (!customer) return undefined;
  const [counts] = await db
    .select({ electricCount: activeCount(PRODUCT_ELECTRICITY), gasCount: activeCount(PRODUCT_GAS) })
    .from(customers)
    .where(eq(customers.id, id));
  return {
    ...toSearchItem(customer),
    electricCount: counts?.electricCount ?? 0,
    gasCount: counts?.gasCount ?? 0,
    modules: customer.modules,
  };
}

/**
 * Active connections of one product of the customer row in scope, counted in the query (never stored).
 * Qualified by hand: Drizzle leaves columns of a single-table select unqualified, and an unqualified "id"
 * inside the subquery would mean the connection's id.
 */
function activeCount(product: number) {
  return sql<number>`(select count(*) from ${connections} as c where c.customer_id = ${sql.raw('"customers"."id"')} and c.product = ${product} and c.status = ${CONNECTION_ACTIVE})`.mapWith(
    Number,
  );
}

const cityExpression = sql<string | null>`coalesce(${customers.visitCity}, ${customers.postalCity})`;
// Dutch status names sort alphabetically: Actief, Inactief, Prospect.
const statusNameExpression = sql`case ${customers.status} when 'active' then 1 when 'inactive' then 2 else 3 end`;

const SORT_EXPRESSIONS: Record<CustomerSortKey, SQL | AnyPgColumn> = {
  name: sql`lower(${customers.name})`,
  number: customers.number,
  city: sql`lower(${cityExpression})`,
  electricCount: activeCount(PRODUCT_ELECTRICITY),
  gasCount: activeCount(PRODUCT_GAS),
  statusName: statusNameExpression,
};

/** GET customers: one page of the customers the user may act for, with connection counts. */
export async function listCustomers(
  db: Database,
  query: CustomerListQueryParsed,
  actFor: 'all' | ReadonlySet<number>,
): Promise<{ rows: CustomerListItem[]; total: number }> {
  if (actFor !== 'all' && actFor.size === 0) return { rows: [], total: 0 };
  const sortKey = (query.sort ?? 'name').replace(/^-/, '') as CustomerSortKey;
  const descending = query.sort?.startsWith('-') ?? false;
  const values = {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    bound: countBound(query.page, query.limit),
    ids: actFor === 'all' ? [] : [...actFor],
    status: query.status ?? null,
    subType: query.subType ?? null,
  };
  let rows: (ListRow & { total: number })[];
  let count: () => Promise<{ total: number }[]>;
  if (query.q) {
    // A search term: built for its values (a plan for this pattern; the trigram indexes), counted to a
    // lower bound than the list itself (docs/api.md "Envelopes").
    const filters = listFilters(actFor === 'all' ? undefined : values.ids, query.status, query.subType);
    const { match, indexed, lookup, rare } = searchCondition(query.q);
    if (sortKey === 'name') {
      return searchPage(db, {
        filters,
        match,
        indexed,
        // customer_words holds no status or type: a filtered search reads the customers themselves.
        lookup: filters === undefined ? lookup : undefined,
        rare,
        descending,
        page: query.page,
        limit: query.limit,
      });
    }
    const where = and(filters, match);
    const bound = countBound(query.page, query.limit, SEARCH_COUNT_CAP);
    rows = await preferIndexes(db, indexed, (tx) =>
      listRows(tx, where, sortKey, descending, { ...values, bound }),
    );
    count = () => preferIndexes(db, indexed, (tx) => countUpTo(tx, customers, where, bound));
  } else {
    // The list page itself: prepared per shape (sort, filters present, scoped or not).
    const shape = `${sortKey}_${descending ? 'desc' : 'asc'}_${actFor === 'all' ? 'all' : 'ids'}_${query.status ? 's' : ''}${query.subType ? 't' : ''}`;
    const statements = preparedStatement(db, `customers_list_${shape}`, () => {
      const where = listFilters(
        actFor === 'all' ? undefined : sql.placeholder('ids'),
        query.status && sql.placeholder('status'),
        query.subType && sql.placeholder('subType'),
      );
      const placeholders = {
        limit: sql.placeholder('limit'),
        offset: sql.placeholder('offset'),
        bound: sql.placeholder('bound'),
      };
      return {
        rows: listRows(db, where, sortKey, descending, placeholders).prepare(`customers_list_${shape}`),
        count: countUpTo(db, customers, where, placeholders.bound).prepare(`customers_count_${shape}`),
      };
    });
    rows = await statements.rows.execute(values);
    count = () => statements.count.execute(values);
  }
  // The page's rows carry the capped count; an empty page asks for it on its own.
  const total = rows[0]?.total ?? (await count())[0]?.total ?? 0;
  return {
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      statusName: CUSTOMER_STATUS_NAMES[row.status],
    })),
    total,
  };
}

type ListRow = Omit<CustomerListItem, 'statusName'>;

/**
 * A search sorted by name (the list's default): the page's ids in name-key order (the switcher's) from the
 * term's words (wordMatchingIds) where they answer it, else by firstMatchingIds; then their columns. A page
 * that is not full tells the total itself; a full one counts the matches up to SEARCH_COUNT_CAP (or the end
 * of the page asked for, plus one).
 */
async function searchPage(
  db: Database,
  input: {
    filters: SQL | undefined;
    match: SQL | undefined;
    indexed: boolean;
    lookup: WordLookup | undefined;
    rare: boolean;
    descending: boolean;
    page: number;
    limit: number;
  },
): Promise<{ rows: CustomerListItem[]; total: number }> {
  const offset = (input.page - 1) * input.limit;
  const bound = countBound(input.page, input.limit, SEARCH_COUNT_CAP);
  const fromWords =
    input.lookup &&
    (await wordMatchingIds(db, {
      lookup: input.lookup,
      match: input.match,
      limit: input.limit,
      offset,
      descending: input.descending,
      bound,
    }));
  if (fromWords && 'ids' in fromWords) {
    const [rows, total] = await Promise.all([
      fromWords.ids.length > 0 ? listColumns(db).where(inArray(customers.id, fromWords.ids)) : [],
      fromWords.total ?? countMatches(db, input, bound),
    ]);
    return { rows: listItems(inIdOrder(rows, fromWords.ids)), total };
  }
  const {
    ids,
    total: found,
    atLeast,
  } = await firstMatchingIds(db, {
    scope: input.filters,
    match: input.match,
    indexed: input.indexed,
    rare: input.rare,
    limit: input.limit,
    offset,
    descending: input.descending,
  });
  // A lower bound of the matches: from the walk, or from the customers of the term's most common word.
  const least = Math.max(atLeast ?? 0, fromWords && 'atLeast' in fromWords ? fromWords.atLeast : 0);
  const [rows, total] = await Promise.all([
    ids.length > 0 ? listColumns(db).where(inArray(customers.id, ids)) : [],
    found !== undefined || least >= bound
      ? Math.min(found ?? bound, bound)
      : ids.length === input.limit || (ids.length === 0 && offset > 0)
        ? countMatches(db, input, bound)
        : offset + ids.length,
  ]);
  return { rows: listItems(inIdOrder(rows, ids)), total };
}

/** The matches of a search counted up to `bound` (core/paging.ts). */
async function countMatches(
  db: Database,
  input: { filters: SQL | undefined; match: SQL | undefined; indexed: boolean },
  bound: number,
): Promise<number> {
  const [counted] = await preferIndexes(db, input.indexed, (tx) =>
    countUpTo(tx, customers, and(input.filters, input.match), bound),
  );
  return counted?.total ?? 0;
}

function listItems(rows: ListRow[]): CustomerListItem[] {
  return rows.map((row) => ({ ...row, statusName: CUSTOMER_STATUS_NAMES[row.status] }));
}

/** Tenancy (the ids the user may act for) and the status and type filters: values or placeholders. */
function listFilters(
  ids: number[] | Placeholder | undefined,
  status: Customer['status'] | Placeholder | undefined,
  subType: Customer['subType'] | Placeholder | undefined,
): SQL | undefined {
  return and(
    // A placeholder stands for one array parameter (one SQL text for any number of ids).
    ids === undefined
      ? undefined
      : Array.isArray(ids)
        ? inArray(customers.id, ids)
        : sql`${customers.id} = any(${ids}::int[])`,
    status === undefined ? undefined : eq(customers.status, status),
    subType === undefined ? undefined : eq(customers.subType, subType),
  );
}

/**
 * The list's search: name, city, number and KvK containing the term; for a term of one or two characters
 * (no trigram to look up) names and cities with a word starting with it. `indexed`: whether every branch
 * has an index to find its matches (preferIndexes).
 */
function searchCondition(q: string): {
  match: SQL | undefined;
  indexed: boolean;
  lookup: WordLookup | undefined;
  rare: boolean;
} {
  const pattern = containing(q.toLowerCase());
  const digits = q.replace(/\s/g, '');
  // Numbers and KvK numbers are digits only: a term with letters cannot match them, and leaving them out
  // lets every branch of the OR use its trigram index (migration search_indexes).
  const numeric = /^\d+$/.test(digits);
  const word = numeric ? undefined : shortWord(q);
  return {
    match: or(
      word ? nameWordStarts(word) : sql`lower(${customers.name}) like ${pattern}`,
      word ? cityWordStarts(word) : sql`lower(${cityExpression}) like ${pattern}`,
      numeric ? sql`cast(${customers.number} as text) like ${`%${digits}%`}` : undefined,
      numeric ? sql`${customers.kvkNumber} like ${`%${digits}%`}` : undefined,
    ),
    indexed: hasTrigram(q) || (word !== undefined && !numeric),
    lookup: numeric ? undefined : wordLookup(q.toLowerCase(), word),
    rare: numeric && hasTrigram(digits),
  };
}

/** One page of rows, each with the capped count of all matching rows (core/paging.ts). */
function listRows(
  db: Database,
  where: SQL | undefined,
  sortKey: CustomerSortKey,
  descending: boolean,
  page: { limit: number | Placeholder; offset: number | Placeholder; bound: number | Placeholder },
) {
  const direction = descending ? desc : asc;
  return db
    .select({ ...listColumnSelection(), total: countUpToColumn(customers, where, page.bound) })
    .from(customers)
    .where(where)
    .orderBy(direction(SORT_EXPRESSIONS[sortKey]), asc(lower(customers.name)), asc(customers.id))
    .limit(page.limit)
    .offset(page.offset);
}

function listColumnSelection() {
  return {
    id: customers.id,
    name: customers.name,
    number: customers.number,
    subType: customers.subType,
    status: customers.status,
    city: cityExpression,
    kvkNumber: customers.kvkNumber,
    electricCount: activeCount(PRODUCT_ELECTRICITY),
    gasCount: activeCount(PRODUCT_GAS),
  };
}

/** The list's columns of the customers `where` picks (no order, no count). */
function listColumns(db: Database) {
  return db.select(listColumnSelection()).from(customers);
}

function lower(column: AnyPgColumn): SQL {
  return sql`lower(${column})`;
}

export async function customerNumberTaken(db: Database, number: number, exceptId?: number) {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.number, number), exceptId === undefined ? undefined : ne(customers.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/** The next free customer number: the highest plus one (the unique index settles a race). */
export const NEXT_CUSTOMER_NUMBER = sql<number>`(select coalesce(max(${customers.number}), 1000) + 1 from ${customers})`;

export async function insertCustomer(
  db: Database,
  values: Omit<NewCustomer, 'number'> & { number?: number },
) {
  const [row] = await db
    .insert(customers)
    .values({ ...values, number: values.number ?? NEXT_CUSTOMER_NUMBER })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCustomerRow(db: Database, id: number, values: Partial<NewCustomer>) {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

/** An active admin user (account managers must be back-office admins). */
export async function findActiveAdmin(db: Database, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.type, 'admin'), eq(users.isActive, true)));
  return row;
}

/** 'Mark Visser' → 'MV'; 'Anna van der Berg' → 'AB' (first and last word). */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export async function customerDetails(db: Database, customer: Customer): Promise<CustomerDetails> {
  let accountManager: CustomerDetails['accountManager'] = null;
  if (customer.accountManagerId !== null) {
    const [manager] = await db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        emailAddress: users.emailAddress,
        phoneNumber: users.phoneNumber,
      })
      .from(users)
      .where(eq(users.id, customer.accountManagerId));
    if (manager) {
      const name = [manager.firstName, manager.lastName].filter(Boolean).join(' ');
      accountManager = {
        id: manager.id,
        name,
        initials: initialsOf(name),
        emailAddress: manager.emailAddress,
        phoneNumber: manager.phoneNumber,
      };
    }
  }
  return {
    status: customer.status,
    kvkNumber: customer.kvkNumber,
    vatNumber: customer.vatNumber,
    iban: customer.iban,
    emailAddress: customer.emailAddress,
    phoneNumber: customer.phoneNumber,
    website: customer.website,
    visitStreet: customer.visitStreet,
    visitHouseNumber: customer.visitHouseNumber,
    visitPostcode: customer.visitPostcode,
    visitCity: customer.visitCity,
    postalStreet: customer.postalStreet,
    postalHouseNumber: customer.postalHouseNumber,
    postalPostcode: customer.postalPostcode,
    postalCity: customer.postalCity,
    accountManagerId: customer.accountManagerId,
    accountManager,
    notes: customer.notes,
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
  };
}

/** Key figures of the dashboard: connections per product (active), all connections, entities, contacts,
 *  documents, open actions — small counts run side by side. */
export async function customerCounts(db: Database, id: number): Promise<CustomerDashboard['counts']> {
  const [[row], [entityTotal], [contactTotal], documentTotal, [openActionTotal]] = await Promise.all([
    db
      .select({
        electricity: countWhere(
          sql`${connections.product} = ${PRODUCT_ELECTRICITY} and ${connections.status} = ${CONNECTION_ACTIVE}`,
        ),
        electricityWithProduction: countWhere(
          sql`${connections.product} = ${PRODUCT_ELECTRICITY} and ${connections.status} = ${CONNECTION_ACTIVE} and ${connections.hasProd}`,
        ),
        gas: countWhere(
          sql`${connections.product} = ${PRODUCT_GAS} and ${connections.status} = ${CONNECTION_ACTIVE}`,
        ),
        connections: count(),
      })
      .from(connections)
      .where(eq(connections.customerId, id)),
    db.select({ total: count() }).from(entities).where(eq(entities.customerId, id)),
    db.select({ total: count() }).from(contacts).where(eq(contacts.customerId, id)),
    countDocuments(db, id),
    db
      .select({ total: count() })
      .from(actions)
      .where(
        and(eq(actions.customerId, id), eq(actions.type, 'action'), ne(actions.status, ACTION_STATUS_DONE)),
      ),
  ]);
  return {
    electricity: row?.electricity ?? 0,
    electricityWithProduction: row?.electricityWithProduction ?? 0,
    gas: row?.gas ?? 0,
    connections: row?.connections ?? 0,
    entities: entityTotal?.total ?? 0,
    contacts: contactTotal?.total ?? 0,
    documents: documentTotal,
    openActions: openActionTotal?.total ?? 0,
  };
}

function countWhere(condition: SQL) {
  return sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
}

/** The latest audit entries of these events for this customer only, with the acting user's name. */
export async function recentCustomerAudit(
  db: Database,
  customerId: number,
  events: readonly string[],
  limit: number,
) {
  return db
    .select({
      id: auditLog.id,
      event: auditLog.event,
      subjectType: auditLog.subjectType,
      subjectId: auditLog.subjectId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(
      and(
        eq(auditLog.customerId, customerId),
        eq(auditLog.success, true),
        inArray(auditLog.event, [...events]),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

/** The session's selected customer (customer switcher). */
export async function setSelectedCustomer(
  db: Database,
  sessionId: number,
  customerId: number,
): Promise<void> {
  await db.update(sessions).set({ selectedCustomerId: customerId }).where(eq(sessions.id, sessionId));
}

/** The customers with the ems module: the monthly report's scheduled run (issue 32). */
export async function customersWithModule(db: Database, module: string): Promise<{ id: number }[]> {
  return db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`${customers.modules} @> ${JSON.stringify([module])}::jsonb`)
    .orderBy(asc(customers.id));
}

/** The customer's contacts with an e-mail address who want the monthly report. */
export async function monthlyReportRecipients(
  db: Database,
  customerId: number,
): Promise<{ id: number; firstName: string; lastName: string; emailAddress: string }[]> {
  const rows = await db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      emailAddress: contacts.emailAddress,
    })
    .from(contacts)
    .where(and(eq(contacts.customerId, customerId), eq(contacts.monthlyReport, true)))
    .orderBy(asc(contacts.id));
  return rows.flatMap((r) => (r.emailAddress ? [{ ...r, emailAddress: r.emailAddress }] : []));
}
