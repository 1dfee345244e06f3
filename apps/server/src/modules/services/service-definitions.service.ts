import { SERVICES, type ServiceDefinitionItem, type ServiceKey } from '@energiek/contracts/services';
import type { Executor } from '@energiek/db/client';
import type { ServiceDefinitionRow } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import {
  findServiceDefinitionRow,
  listServiceDefinitionRows,
  upsertServiceDefinition,
} from './service-definitions.repository.ts';

// The service definitions (/v3/control/services): the catalogue's services with the modules they grant,
// and the price per year and description the back office sets. Not customer data: the same for every
// customer, read by the customer's Diensten tab.

function toDefinition(
  service: (typeof SERVICES)[number],
  row: ServiceDefinitionRow | undefined,
): ServiceDefinitionItem {
  return {
    service: service.key,
    name: service.name,
    modules: service.module ? [service.module] : [],
    pricePerYear: row?.pricePerYear ?? null,
    description: row?.description ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** Every catalogue service with its price and description, in catalogue order. */
export async function readServiceDefinitions(db: Executor): Promise<ServiceDefinitionItem[]> {
  const rows = new Map((await listServiceDefinitionRows(db)).map((row) => [row.service, row]));
  return SERVICES.map((service) => toDefinition(service, rows.get(service.key)));
}

/** GET service-definitions. */
export async function listServiceDefinitions(ctx: ServiceContext): Promise<ServiceDefinitionItem[]> {
  return readServiceDefinitions(ctx.db);
}

/** POST service-definitions/{service}: sets the price per year and the description (audited). */
export async function updateServiceDefinition(
  ctx: ServiceContext,
  actor: Actor,
  input: { service: ServiceKey; pricePerYear: string | null; description: string | null },
): Promise<ServiceDefinitionItem> {
  const service = SERVICES.find((entry) => entry.key === input.service);
  // The params schema only lets catalogue keys through; this keeps the type narrow.
  if (!service) throw new Error(`unknown service ${input.service}`);
  const before = await findServiceDefinitionRow(ctx.db, service.key);
  const row = await upsertServiceDefinition(ctx.db, {
    service: service.key,
    pricePerYear: input.pricePerYear,
    description: input.description,
    updatedBy: actor.user.id,
  });
  await writeAudit(ctx.db, actor, {
    event: 'service_definitions.updated',
    subjectType: 'service_definition',
    subjectId: service.key,
    details: {
      pricePerYearBefore: before?.pricePerYear ?? null,
      pricePerYearAfter: row.pricePerYear,
      descriptionChanged: (before?.description ?? null) !== row.description,
    },
  });
  return toDefinition(service, row);
}
