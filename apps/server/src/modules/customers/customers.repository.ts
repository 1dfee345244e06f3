import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_SEARCH_LIMIT, CUSTOMER_STATUS_NAMES } from '@energiek/contracts/customers';
import type { CustomerSearchItem, CustomerSummary } from '@energiek/contracts/customers';
import type { Executor as Database } from '@energiek/db/client';
import { connections, customers, type Customer } from '@energiek/db/schema/index';

// Customer queries of the switcher and the customer header; every one limited to actable customers.

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function toSearchItem(
  row: Pick<Customer, 'id' | 'name' | 'number' | 'subType' | 'status'>,
): CustomerSearchItem {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    subType: row.subType,
    statusName: CUSTOMER_STATUS_NAMES[row.status],
  };
}

/**
 * Name search: contains, names starting with q first, then alphabetical. Number search: numbers starting
 * with the digits, the exact number first, then ascending.
 */
export async function searchCustomers(
  db: Database,
  input: { q: string; numeric: boolean; actFor: 'all' | ReadonlySet<number> },
): Promise<CustomerSearchItem[]> {
  if (input.actFor !== 'all' && input.actFor.size === 0) return [];
  const conditions: SQL[] = [];
  if (input.actFor !== 'all') conditions.push(inArray(customers.id, [...input.actFor]));
  let order: SQL[];
  if (input.numeric) {
    const digits = input.q.replace(/\D/g, '');
    if (digits) conditions.push(sql`cast(${customers.number} as text) like ${`${digits}%`}`);
    order = [sql`cast(${customers.number} as text) = ${digits} desc`, asc(customers.number)];
  } else {
    const pattern = escapeLike(input.q.toLowerCase());
    if (pattern) conditions.push(sql`lower(${customers.name}) like ${`%${pattern}%`}`);
    order = [
      sql`lower(${customers.name}) like ${`${pattern}%`} desc`,
      asc(customers.name),
      asc(customers.id),
    ];
  }
  const rows = await db
    .select({
      id: customers.id,
      name: customers.name,
      number: customers.number,
      subType: customers.subType,
      status: customers.status,
    })
    .from(customers)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(CUSTOMER_SEARCH_LIMIT);
  return rows.map(toSearchItem);
}

export async function findCustomer(db: Database, id: number): Promise<Customer | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function customerSummary(db: Database, id: number): Promise<CustomerSummary | undefined> {
  const customer = await findCustomer(db, id);
  if (!customer) return undefined;
  const counts = await db
    .select({ product: connections.product, total: count() })
    .from(connections)
    .where(eq(connections.customerId, id))
    .groupBy(connections.product);
  const total = (product: number) => counts.find((c) => c.product === product)?.total ?? 0;
  return {
    ...toSearchItem(customer),
    electricCount: total(1),
    gasCount: total(2),
    modules: customer.modules,
  };
}
