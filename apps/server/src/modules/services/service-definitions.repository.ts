import { eq } from 'drizzle-orm';
import type { Executor } from '@energiek/db/client';
import { serviceDefinitions, type ServiceDefinitionRow } from '@energiek/db/schema/index';

// Drizzle queries of service_definitions (price and description per catalogue service).

export function listServiceDefinitionRows(db: Executor): Promise<ServiceDefinitionRow[]> {
  return db.select().from(serviceDefinitions);
}

export async function findServiceDefinitionRow(
  db: Executor,
  service: string,
): Promise<ServiceDefinitionRow | undefined> {
  const [row] = await db.select().from(serviceDefinitions).where(eq(serviceDefinitions.service, service));
  return row;
}

export async function upsertServiceDefinition(
  db: Executor,
  values: { service: string; pricePerYear: string | null; description: string | null; updatedBy: number },
): Promise<ServiceDefinitionRow> {
  const [row] = await db
    .insert(serviceDefinitions)
    .values(values)
    .onConflictDoUpdate({
      target: serviceDefinitions.service,
      set: {
        pricePerYear: values.pricePerYear,
        description: values.description,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  if (!row) throw new Error('service_definitions upsert returned no row');
  return row;
}
