import { allows } from '@energiek/contracts/access';
import { INVOICE_AUDIT_ACCESS } from '@energiek/contracts/invoice-audit';
import { roles, users } from '@energiek/db/schema/index';
import { eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../core/context.ts';
import { actableCustomerIdsOf, type ActFor } from '../../core/tenancy.ts';
import { publishToUser } from '../../lib/realtime/index.ts';
import { buildProfile } from '../../plugins/authenticate.ts';
import { candidateUsers, openCountsByCustomer } from './invoice-audit.repository.ts';

// The users who work the audit inbox (wl:invoicecontrol + invoice-check:read in their own profile): the
// assignees to choose from and the ones whose `audits` counter is pushed live.

export type AuditUser = { id: number; name: string; actFor: ActFor };

export async function auditUsers(ctx: ServiceContext): Promise<AuditUser[]> {
  const ids = (await candidateUsers(ctx.db)).map((u) => u.id);
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ user: users, roleScope: roles.scope })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(inArray(users.id, ids));
  const allowed = rows.filter(({ user, roleScope }) =>
    allows(buildProfile({ user, roleScope, customer: null }), INVOICE_AUDIT_ACCESS),
  );
  // The customers of the admins who may not switch: read for all of them at once.
  const actable = await actableCustomerIdsOf(
    ctx.db,
    allowed.filter(({ user }) => user.type === 'admin' && !user.canSwitch).map(({ user }) => user.id),
  );
  const result = allowed.map(({ user }): AuditUser => {
    const actFor: ActFor =
      user.type !== 'admin'
        ? new Set(user.customerId === null ? [] : [user.customerId])
        : user.canSwitch
          ? 'all'
          : new Set(actable.get(user.id) ?? []);
    return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), actFor };
  });
  return result.sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** Each user's open audits (GET counter `audits`), from one count per customer: user id → count. */
export async function openAuditCounts(
  ctx: ServiceContext,
  users: readonly AuditUser[],
): Promise<Map<number, number>> {
  const perCustomer = await openCountsByCustomer(ctx.db);
  let all = 0;
  for (const n of perCustomer.values()) all += n;
  return new Map(
    users.map((user) => [
      user.id,
      user.actFor === 'all' ? all : [...user.actFor].reduce((sum, id) => sum + (perCustomer.get(id) ?? 0), 0),
    ]),
  );
}

/** Pushes every audit user's open count (GET counter `audits`): a few statements, whatever the number of
 *  users (it ran two per user after every audit job). */
export async function auditCountersChanged(ctx: ServiceContext): Promise<void> {
  const users = await auditUsers(ctx);
  if (users.length === 0) return;
  const counts = await openAuditCounts(ctx, users);
  for (const user of users)
    await publishToUser(ctx, user.id, {
      type: 'counter.changed',
      counter: { audits: counts.get(user.id) ?? 0 },
    });
}
