import { toIsoDate } from '@energiek/contracts/format';
import {
  SERVICES,
  isServiceActive,
  modulesOfServices,
  serviceDefinition,
  type CustomerServiceItem,
  type CustomerServices,
  type ServiceKey,
} from '@energiek/contracts/services';
import type { Database, Executor } from '@energiek/db/client';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import type { CustomerService } from '@energiek/db/schema/index';
import { writeAudit } from '../../lib/audit.ts';
import { readServiceDefinitions } from './service-definitions.service.ts';
import { notFound } from '../../lib/http-errors.ts';
import {
  findCustomerModules,
  listCustomerServices,
  replaceCustomerServices,
  setCustomerModules,
  type ServiceValues,
} from './services.repository.ts';

// Which services a customer receives, and the modules that follow from them: customers.modules is the
// set of modules of the services active today (Europe/Amsterdam). The profile of every user of the
// customer is built from customers.modules on each request, so menus and mod: permissions follow.

type Priced = Map<string, { pricePerYear: string | null; description: string | null }>;

function toItem(row: CustomerService, today: string, priced: Priced): CustomerServiceItem {
  const definition = serviceDefinition(row.service);
  return {
    pricePerYear: priced.get(row.service)?.pricePerYear ?? null,
    description: priced.get(row.service)?.description ?? null,
    service: row.service as ServiceKey,
    name: definition?.name ?? row.service,
    module: definition?.module ?? null,
    startDate: row.startDate,
    endDate: row.endDate,
    notes: row.notes,
    active: isServiceActive(row, today),
  };
}

export async function getCustomerServices(
  ctx: ServiceContext,
  actor: Actor,
  { customerId }: { customerId: number },
): Promise<CustomerServices> {
  requireActsFor(actor, customerId);
  return readCustomerServices(ctx.db, customerId);
}

async function readCustomerServices(db: Database, customerId: number): Promise<CustomerServices> {
  const customer = await findCustomerModules(db, customerId);
  if (!customer) throw notFound();
  const today = toIsoDate(new Date());
  const modules = [...customer.modules].sort();
  const rows = await listCustomerServices(db, customerId);
  // The definitions' price and description (/v3/control/services), shown beside each service.
  const priced: Priced = new Map(
    (await readServiceDefinitions(db)).map((definition) => [definition.service, definition]),
  );
  if (rows.length === 0 && modules.length > 0) {
    // A customer whose modules were set before services existed (or by the demo seed): show the
    // services that grant those modules as running since the customer was created, so saving the
    // screen keeps the modules instead of silently removing them.
    const startDate = toIsoDate(customer.createdAt);
    const services = SERVICES.filter((service) => service.module && modules.includes(service.module)).map(
      (service) => ({
        service: service.key,
        name: service.name,
        module: service.module,
        startDate,
        endDate: null,
        notes: null,
        active: isServiceActive({ startDate, endDate: null }, today),
        pricePerYear: priced.get(service.key)?.pricePerYear ?? null,
        description: priced.get(service.key)?.description ?? null,
      }),
    );
    return { services, modules };
  }
  // Rows of services that left the catalogue are not shown (and are dropped on the next save).
  const known = rows.filter((row) => serviceDefinition(row.service));
  return { services: known.map((row) => toItem(row, today, priced)), modules };
}

/**
 * Recomputes customers.modules from the customer's services active today; returns the new modules.
 * Call it daily (or on start) too, so services that begin or end on a date take effect without a save.
 */
export async function recomputeCustomerModules(db: Executor, customerId: number): Promise<string[]> {
  const rows = await listCustomerServices(db, customerId);
  const modules = modulesOfServices(rows, toIsoDate(new Date()));
  await setCustomerModules(db, customerId, modules);
  return modules;
}

/** Replaces the customer's services; the modules become those of the services active today. */
export async function updateCustomerServices(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, services: entries }: { customerId: number; services: readonly ServiceValues[] },
): Promise<CustomerServices> {
  requireActsFor(actor, customerId);
  const { db } = ctx;
  const before = (await findCustomerModules(db, customerId))?.modules;
  if (!before) throw notFound();
  const modules = await db.transaction(async (tx) => {
    await replaceCustomerServices(tx, customerId, entries);
    return recomputeCustomerModules(tx, customerId);
  });
  await writeAudit(db, actor, {
    event: 'customers.services_saved',
    customerId,
    subjectType: 'customer',
    subjectId: customerId,
    details: {
      services: entries.map((entry) => entry.service),
      modulesBefore: [...before].sort(),
      modulesAfter: modules,
    },
  });
  return readCustomerServices(db, customerId);
}
