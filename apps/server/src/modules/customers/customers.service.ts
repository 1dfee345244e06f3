import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { CUSTOMER_ADMIN_FIELDS, CUSTOMER_MESSAGES } from '@energiek/contracts/customers';
import type {
  CustomerWithDetails,
  SelectCustomerResponse,
  customerCreateSchema,
  customerUpdateSchema,
} from '@energiek/contracts/customers';
import type { Executor as Database } from '@energiek/db/client';
import { sessions, type Customer } from '@energiek/db/schema/index';
import { writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, unauthenticated, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { mayActForCustomer, resolveAuth, type AuthContext } from '../../plugins/authenticate.ts';
import {
  customerDetails,
  customerNumberTaken,
  customerSummary,
  findActiveAdmin,
  findCustomer,
  insertCustomer,
  updateCustomerRow,
} from './customers.repository.ts';
import { assignCustomer } from '../../core/tenancy.ts';

// Customer switching: the session's selected customer, only ever one the user may act for.

/**
 * Selects a customer for the session. 404 (nothing leaked) for an unknown customer or one the user may
 * not act for: customer staff cannot leave their own, admins need canSwitch or an assignment.
 */
export async function selectCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  customerId: number,
): Promise<SelectCustomerResponse['data']> {
  const customer = await findCustomer(app.ctx.db, customerId);
  if (!customer || !mayActForCustomer(auth, customerId)) {
    await writeAudit(app.ctx.db, request, {
      event: 'auth.customer_selected',
      success: false,
      subjectType: 'customer',
      subjectId: customerId,
      customerId: auth.selectedCustomer?.id ?? null,
    });
    throw notFound();
  }
  await app.ctx.db
    .update(sessions)
    .set({ selectedCustomerId: customer.id })
    .where(eq(sessions.id, auth.session.id));
  const fresh = await resolveAuth(app, request);
  if (!fresh) throw unauthenticated();
  request.auth = fresh;
  await writeAudit(app.ctx.db, request, {
    event: 'auth.customer_selected',
    customerId: customer.id,
    subjectType: 'customer',
    subjectId: customer.id,
    details: { previousCustomerId: auth.selectedCustomer?.id ?? null },
  });
  return { profile: fresh.profile, selectedCustomer: { id: customer.id, name: customer.name } };
}

// ---------------------------------------------------------------------------------------------------
// Create and edit (issue 5): admin-only fields, account manager and number checks, audit.

type CustomerInput = z.output<typeof customerUpdateSchema>;

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return [...a].sort().join(',') === [...b].sort().join(',');
  return a === b;
}

/** Customer staff may not set the admin-only fields: 422 on each one they try to change. */
function checkAdminOnly(auth: AuthContext, input: CustomerInput, current?: Customer): void {
  if (auth.user.type === 'admin') return;
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

export async function getCustomerWithDetails(db: Database, id: number): Promise<CustomerWithDetails> {
  const customer = await findCustomer(db, id);
  if (!customer) throw notFound();
  return withDetails(db, customer);
}

/**
 * POST customers. Without a number the next free one is taken (retried when another request took it
 * first). An admin without canSwitch is assigned to the new customer, or it would vanish from their view.
 */
export async function createCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  input: z.output<typeof customerCreateSchema>,
): Promise<CustomerWithDetails> {
  const db = app.ctx.db;
  checkAdminOnly(auth, input);
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
  if (auth.user.type === 'admin' && !auth.user.canSwitch) await assignCustomer(db, auth.user.id, customer.id);
  await writeAudit(db, request, {
    event: 'customers.created',
    customerId: customer.id,
    subjectType: 'customer',
    subjectId: customer.id,
    details: { name: customer.name, number: customer.number },
  });
  return withDetails(db, customer);
}

/** POST|PUT|PATCH customers/{customerId}: only the fields sent change; the audit names them. */
export async function updateCustomer(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  id: number,
  input: CustomerInput,
): Promise<CustomerWithDetails> {
  const db = app.ctx.db;
  const current = await findCustomer(db, id);
  if (!current) throw notFound();
  checkAdminOnly(auth, input, current);
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
  await writeAudit(db, request, {
    event: 'customers.updated',
    customerId: id,
    subjectType: 'customer',
    subjectId: id,
    details: { fields: changed },
  });
  return withDetails(db, updated);
}
