import type { z } from 'zod';
import { CUSTOMER_ADMIN_FIELDS, CUSTOMER_MESSAGES } from '@energiek/contracts/customers';
import type { CustomerSummary } from '@energiek/contracts/customer-switch';
import type {
  CustomerDashboard,
  CustomerListItem,
  CustomerWithDetails,
  customerCreateSchema,
  customerListQuerySchema,
  customerUpdateSchema,
} from '@energiek/contracts/customers';
import type { ListMeta } from '@energiek/contracts/envelopes';
import type { Executor as Database } from '@energiek/db/client';
import type { Customer } from '@energiek/db/schema/index';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { assignCustomer } from '../../core/tenancy.ts';
import { auditSubject, writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { recentActivity } from './customer-activity.ts';
import {
  customerCounts,
  customerDetails,
  customerNumberTaken,
  customerSummary,
  findActiveAdmin,
  findCustomer,
  insertCustomer,
  listCustomers as listCustomerRows,
  updateCustomerRow,
} from './customers.repository.ts';

// Customers: the list, the header and dashboard, create and edit (issue 5: admin-only fields, account
// manager and number checks, audit). Tenancy is re-checked on every customer id.

export async function listCustomers(
  ctx: ServiceContext,
  actor: Actor,
  query: z.output<typeof customerListQuerySchema>,
): Promise<{ data: CustomerListItem[]; meta: ListMeta }> {
  const { rows, total } = await listCustomerRows(ctx.db, query, actor.actFor);
  return { data: rows, meta: pageMeta(query.page, query.limit, total) };
}

/** The customer header; with=details adds every stored field (an unknown relation is a 422). */
export async function getCustomer(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, with: withParam }: { customerId: number; with: string | undefined },
): Promise<CustomerSummary | CustomerWithDetails> {
  requireActsFor(actor, customerId);
  const withs = (withParam ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = withs.find((name) => name !== 'details');
  if (unknown) throw validationError({ with: [`Onbekende relatie: ${unknown}.`] });
  if (withs.includes('details')) {
    const customer = await findCustomer(ctx.db, customerId);
    if (!customer) throw notFound();
    return withDetails(ctx.db, customer);
  }
  const summary = await customerSummary(ctx.db, customerId);
  if (!summary) throw notFound();
  return summary;
}

/** Key figures and (admins only) the recent changes to this customer's data. */
export async function getCustomerDashboard(
  ctx: ServiceContext,
  actor: Actor,
  { customerId }: { customerId: number },
): Promise<CustomerDashboard> {
  requireActsFor(actor, customerId);
  if (!(await findCustomer(ctx.db, customerId))) throw notFound();
  const [counts, activity] = await Promise.all([
    customerCounts(ctx.db, customerId),
    actor.user.type === 'admin' ? recentActivity(ctx.db, customerId) : Promise.resolve(null),
  ]);
  return { counts, activity };
}

type CustomerInput = z.output<typeof customerUpdateSchema>;

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return [...a].sort().join(',') === [...b].sort().join(',');
  return a === b;
}

/** Customer staff may not set the admin-only fields: 422 on each one they try to change. */
function checkAdminOnly(actor: Actor, input: CustomerInput, current?: Customer): void {
  if (actor.user.type === 'admin') return;
  const errors: FieldErrors = {};
  const fields = current ? CUSTOMER_ADMIN_FIELDS : (['modules', 'accountManagerId'] as const);
  for (const field of fields) {
    const value = input[field];
    if (value === undefined) continue;
    const unchanged = current
      ? sameValue(value, current[field])
      : value === null || (Array.isArray(value) && value.length === 0);
    if (!unchanged) errors[field] = [CUSTOMER_MESSAGES.adminOnly[field]];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function checkReferences(db: Database, input: CustomerInput, current?: Customer): Promise<void> {
  const errors: FieldErrors = {};
  if (
    input.accountManagerId !== undefined &&
    input.accountManagerId !== null &&
    input.accountManagerId !== current?.accountManagerId &&
    !(await findActiveAdmin(db, input.accountManagerId))
  ) {
    errors.accountManagerId = [CUSTOMER_MESSAGES.accountManagerInvalid];
  }
  if (
    input.number !== undefined &&
    input.number !== current?.number &&
    (await customerNumberTaken(db, input.number, current?.id))
  ) {
    errors.number = [CUSTOMER_MESSAGES.numberTaken];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function withDetails(db: Database, customer: Customer): Promise<CustomerWithDetails> {
  const summary = await customerSummary(db, customer.id);
  if (!summary) throw notFound();
  return { ...summary, details: await customerDetails(db, customer) };
}

/**
 * POST customers. Without a number the next free one is taken (retried when another request took it
 * first). An admin without canSwitch is assigned to the new customer, or it would vanish from their view.
 */
export async function createCustomer(
  ctx: ServiceContext,
  actor: Actor,
  input: z.output<typeof customerCreateSchema>,
): Promise<CustomerWithDetails> {
  const db = ctx.db;
  checkAdminOnly(actor, input);
  await checkReferences(db, input);
  let customer: Customer | undefined;
  for (let attempt = 1; !customer; attempt++) {
    try {
      customer = await insertCustomer(db, input);
    } catch (error) {
      if (dbErrorCode(error) !== '23505') throw error;
      if (input.number !== undefined) throw validationError({ number: [CUSTOMER_MESSAGES.numberTaken] });
      if (attempt >= 5) throw error;
    }
  }
  if (actor.user.type === 'admin' && !actor.user.canSwitch)
    await assignCustomer(db, actor.user.id, customer.id);
  await writeAudit(db, actor, {
    event: 'customers.created',
    ...auditSubject('customer', customer.id, customer.id),
    details: { name: customer.name, number: customer.number },
  });
  return withDetails(db, customer);
}

/** POST|PUT|PATCH customers/{customerId}: only the fields sent change; the audit names them. */
export async function updateCustomer(
  ctx: ServiceContext,
  actor: Actor,
  { customerId: id, body: input }: { customerId: number; body: CustomerInput },
): Promise<CustomerWithDetails> {
  requireActsFor(actor, id);
  const db = ctx.db;
  const current = await findCustomer(db, id);
  if (!current) throw notFound();
  checkAdminOnly(actor, input, current);
  await checkReferences(db, input, current);
  const changed = (Object.keys(input) as (keyof CustomerInput)[]).filter(
    (field) => input[field] !== undefined && !sameValue(input[field], current[field]),
  );
  if (changed.length === 0) return withDetails(db, current);
  const values = Object.fromEntries(changed.map((field) => [field, input[field]]));
  const updated = await updateCustomerRow(db, id, values).catch((error: unknown) => {
    if (dbErrorCode(error) === '23505') throw validationError({ number: [CUSTOMER_MESSAGES.numberTaken] });
    throw error;
  });
  if (!updated) throw notFound();
  await writeAudit(db, actor, {
    event: 'customers.updated',
    ...auditSubject('customer', id, id),
    details: { fields: changed },
  });
  return withDetails(db, updated);
}

// The front door: what other areas use of customers besides the functions above (docs/architecture.md
// "Areas and front doors").
export { findCustomer } from './customers.repository.ts';
/** The monthly report (issue 32): which customers get one, and which contacts receive it by mail. */
export { customersWithModule, monthlyReportRecipients } from './customers.repository.ts';
