import { eq } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { customers } from '@energiek/db/schema/index';

export async function customerName(db: Executor, customerId: number): Promise<string | null> {
  const [row] = await db.select({ name: customers.name }).from(customers).where(eq(customers.id, customerId));
  return row?.name ?? null;
}
