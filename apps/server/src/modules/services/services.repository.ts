import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { customerServices, customers, type CustomerService } from '@energiek/db/schema/index';

// Drizzle queries of customer_services, always limited to one customer.

export function listCustomerServices(db: Executor, customerId: number): Promise<CustomerService[]> {
  return db
    .select()
    .from(customerServices)
    .where(eq(customerServices.customerId, customerId))
    .orderBy(asc(customerServices.id));
}

export type ServiceValues = {
  service: string;
  startDate: string;
  endDate: string | null;
  notes: string | null;
};

/** Makes the customer's services exactly this list: upserts the given ones, deletes the rest. */
export async function replaceCustomerServices(
  db: Executor,
  customerId: number,
  entries: readonly ServiceValues[],
): Promise<void> {
  const keys = entries.map((entry) => entry.service);
  await db
    .delete(customerServices)
    .where(
      keys.length > 0
        ? and(eq(customerServices.customerId, customerId), notInArray(customerServices.service, keys))
        : eq(customerServices.customerId, customerId),
    );
  for (const entry of entries) {
    await db
      .insert(customerServices)
      .values({ customerId, ...entry })
      .onConflictDoUpdate({
        target: [customerServices.customerId, customerServices.service],
        set: {
          startDate: entry.startDate,
          endDate: entry.endDate,
          notes: entry.notes,
          updatedAt: new Date(),
        },
      });
  }
}

export async function findCustomerModules(
  db: Executor,
  customerId: number,
): Promise<{ modules: string[]; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ modules: customers.modules, createdAt: customers.createdAt })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row;
}

export async function setCustomerModules(db: Executor, customerId: number, modules: string[]): Promise<void> {
  await db.update(customers).set({ modules }).where(eq(customers.id, customerId));
}
