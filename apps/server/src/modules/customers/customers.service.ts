import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SelectCustomerResponse } from '@energiek/contracts/customers';
import { sessions } from '@energiek/db/schema/index';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, unauthenticated } from '../../lib/http-errors.ts';
import { mayActForCustomer, resolveAuth, type AuthContext } from '../../plugins/authenticate.ts';
import { findCustomer } from './customers.repository.ts';

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
