import { and, asc, eq } from 'drizzle-orm';
import { deleteCustomerRow, findCustomerRow, updateCustomerRow } from '@energiek/db/customer-rows';
import type { Executor } from '@energiek/db/client';
import {
  energySavingMeasures,
  energySavingSelfGeneration,
  type EnergySavingMeasure,
  type NewEnergySavingMeasure,
} from '@energiek/db/schema/index';

// Drizzle only. Every query names the customer, so another customer's ids find nothing.

export function listMeasures(db: Executor, customerId: number): Promise<EnergySavingMeasure[]> {
  return db
    .select()
    .from(energySavingMeasures)
    .where(eq(energySavingMeasures.customerId, customerId))
    .orderBy(asc(energySavingMeasures.category), asc(energySavingMeasures.id));
}

export function findMeasure(db: Executor, customerId: number, id: number) {
  return findCustomerRow(db, energySavingMeasures, customerId, id);
}

export async function insertMeasure(db: Executor, values: NewEnergySavingMeasure) {
  const [row] = await db.insert(energySavingMeasures).values(values).returning();
  return row!;
}

export async function updateMeasure(
  db: Executor,
  customerId: number,
  id: number,
  values: Partial<NewEnergySavingMeasure>,
) {
  return updateCustomerRow(db, energySavingMeasures, customerId, id, values);
}

export function deleteMeasure(db: Executor, customerId: number, id: number): Promise<boolean> {
  return deleteCustomerRow(db, energySavingMeasures, customerId, id);
}

export function selfGeneration(db: Executor, customerId: number, year: number) {
  return db
    .select()
    .from(energySavingSelfGeneration)
    .where(
      and(eq(energySavingSelfGeneration.customerId, customerId), eq(energySavingSelfGeneration.year, year)),
    );
}

export async function upsertSelfGeneration(
  db: Executor,
  values: { customerId: number; locationKey: string; year: number; kwh: string },
) {
  await db
    .insert(energySavingSelfGeneration)
    .values(values)
    .onConflictDoUpdate({
      target: [
        energySavingSelfGeneration.customerId,
        energySavingSelfGeneration.locationKey,
        energySavingSelfGeneration.year,
      ],
      set: { kwh: values.kwh, updatedAt: new Date() },
    });
}
