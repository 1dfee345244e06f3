import { and, asc, eq, sql } from 'drizzle-orm';
import { allows } from '@energiek/contracts/access';
import { INBOX_ACCESS } from '@energiek/contracts/inbox';
import { roles, users } from '@energiek/db/schema/index';
import type { ServiceContext } from '../../core/context.ts';
import { actableCustomerIds, type ActFor } from '../../core/tenancy.ts';
import { buildProfile } from '../../plugins/authenticate.ts';

// The users who work the inbox: active, with the inbox feature (wl:inbox) and support-email-inbox:read
// in their own profile. They are the assignees to choose from and the ones whose counter is pushed.

export type InboxUser = { id: number; name: string; actFor: ActFor };

async function actForOf(ctx: ServiceContext, user: typeof users.$inferSelect): Promise<ActFor> {
  if (user.type !== 'admin') return new Set(user.customerId === null ? [] : [user.customerId]);
  if (user.canSwitch) return 'all';
  return new Set(await actableCustomerIds(ctx.db, user.id));
}

export async function inboxUsers(ctx: ServiceContext): Promise<InboxUser[]> {
  const candidates = await ctx.db
    .select({ user: users, roleScope: roles.scope })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.isActive, true), sql`${users.modules} @> '["inbox"]'::jsonb`))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const result: InboxUser[] = [];
  for (const { user, roleScope } of candidates) {
    if (!allows(buildProfile({ user, roleScope, customer: null }), INBOX_ACCESS)) continue;
    const name = `${user.firstName} ${user.lastName}`.trim();
    result.push({ id: user.id, name, actFor: await actForOf(ctx, user) });
  }
  return result;
}
