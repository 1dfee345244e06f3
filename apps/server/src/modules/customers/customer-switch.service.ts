import type { CustomerSearchItem } from '@energiek/contracts/customer-switch';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { auditSubject, writeAudit } from '../../lib/audit.ts';
import { notFound } from '../../lib/http-errors.ts';
import { searchCustomers as searchCustomerRows } from './customer-search.repository.ts';
import { findCustomer, setSelectedCustomer } from './customers.repository.ts';

// The customer switcher (spec §7 customers/search, auth/select-customer/{id}): the session's selected
// customer is only ever one the user may act for.

/**
 * Customers the actor may act for, by name or (numeric) number; at most 20. A read, so not audited (it runs
 * on every keystroke of the switcher); selecting a customer is.
 */
export async function searchCustomers(
  ctx: ServiceContext,
  actor: Actor,
  { q, numeric }: { q: string; numeric: boolean },
): Promise<CustomerSearchItem[]> {
  return searchCustomerRows(ctx.db, { q, numeric, actFor: actor.actFor });
}

/**
 * Selects a customer for the actor's session. 404 (nothing leaked) for an unknown customer or one the
 * actor may not act for: customer staff cannot leave their own, admins need canSwitch or an assignment.
 * The caller re-reads the session afterwards (the profile follows the customer's modules).
 */
export async function selectCustomer(
  ctx: ServiceContext,
  actor: Actor,
  { customerId }: { customerId: number },
): Promise<{ id: number; name: string }> {
  const customer = await findCustomer(ctx.db, customerId);
  if (!customer || !actsFor(actor, customerId)) {
    await writeAudit(ctx.db, actor, {
      event: 'auth.customer_selected',
      success: false,
      subjectType: 'customer',
      subjectId: customerId,
      customerId: actor.selectedCustomerId,
    });
    throw notFound();
  }
  await setSelectedCustomer(ctx.db, actor.sessionId, customer.id);
  await writeAudit(ctx.db, actor, {
    event: 'auth.customer_selected',
    ...auditSubject('customer', customer.id, customer.id),
    details: { previousCustomerId: actor.selectedCustomerId },
  });
  return { id: customer.id, name: customer.name };
}
