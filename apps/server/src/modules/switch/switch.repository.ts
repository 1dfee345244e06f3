import { eq } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { sessions } from '@energiek/db/schema/index';

// Drizzle only: the session's selected customer, set by /switch/{customerId}.

export async function setSelectedCustomer(
  db: Executor,
  sessionId: number,
  customerId: number,
): Promise<void> {
  await db.update(sessions).set({ selectedCustomerId: customerId }).where(eq(sessions.id, sessionId));
}
