import { and, asc, eq } from 'drizzle-orm';
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

export async function findMeasure(db: Executor, customerId: number, id: number) {
  const [row] = await db
    .select()
    .from(energySavingMeasures)
    .where(and(eq(energySavingMeasures.customerId, customerId), eq(energySavingMeasures.id, id)));
  return row;
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
  const [row] = await db
    .update(energySavingMeasures)
    .set(values)
    .where(and(eq(energySavingMeasures.customerId, customerId), eq(energySavingMeasures.id, id)))
    .returning();
  return row;
}

export async function deleteMeasure(db: Executor, customerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(energySavingMeasures)
    .where(and(eq(energySavingMeasures.customerId, customerId), eq(energySavingMeasures.id, id)))
    .returning({ id: energySavingMeasures.id });
  return rows.length > 0;
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
