import { allows } from '@energiek/contracts/access';
import { INVOICE_AUDIT_ACCESS } from '@energiek/contracts/invoice-audit';
import { roles, users } from '@energiek/db/schema/index';
import { eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../../core/context.ts';
import { actableCustomerIds, type ActFor } from '../../core/tenancy.ts';
import { publishToUser } from '../../lib/realtime/index.ts';
import { buildProfile } from '../../plugins/authenticate.ts';
import { candidateUsers, countOpen } from './invoice-audit.repository.ts';

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
  const result: AuditUser[] = [];
  for (const { user, roleScope } of rows) {
    if (!allows(buildProfile({ user, roleScope, customer: null }), INVOICE_AUDIT_ACCESS)) continue;
    const actFor: ActFor =
      user.type !== 'admin'
        ? new Set(user.customerId === null ? [] : [user.customerId])
        : user.canSwitch
          ? 'all'
          : new Set(await actableCustomerIds(ctx.db, user.id));
    result.push({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), actFor });
  }
  return result.sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** Pushes every audit user's open count (GET counter `audits`). */
export async function auditCountersChanged(ctx: ServiceContext): Promise<void> {
  for (const user of await auditUsers(ctx)) {
    const audits = await countOpen(ctx.db, user.actFor);
    await publishToUser(ctx, user.id, { type: 'counter.changed', counter: { audits } });
  }
}
