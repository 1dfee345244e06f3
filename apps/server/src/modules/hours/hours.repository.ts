import type { HourItem } from '@energiek/contracts/hours';
import type { Database } from '@energiek/db/client';
import { hours, type Hour, type NewHour } from '@energiek/db/schema/index';

export async function createHour(db: Database, values: NewHour): Promise<Hour> {
  const [row] = await db.insert(hours).values(values).returning();
  if (!row) throw new Error('hour insert returned nothing');
  return row;
}

export function toHourItem(row: Hour): HourItem {
  return {
    id: row.id,
    userId: row.userId,
    customerId: row.customerId,
    date: row.date,
    seconds: row.seconds,
    description: row.description,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
