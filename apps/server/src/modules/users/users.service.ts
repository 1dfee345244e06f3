import type { z } from 'zod';
import { userGrantRefusal, mayManageUser, type GrantSubject } from '@energiek/contracts/access';
import {
  USER_MESSAGES,
  type AdminOption,
  type UserCreate,
  type UserItem,
  type userListQuerySchema,
  type UserUpdate,
} from '@energiek/contracts/users';
import type { ListMeta } from '@energiek/contracts/envelopes';
import { hashPassword } from '@energiek/db/passwords';
import { users } from '@energiek/db/schema/index';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { setAssignedCustomers } from '../../core/tenancy.ts';
import { auditAs } from '../../lib/audit.ts';
import { notFound, type FieldErrors } from '../../lib/http-errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { createPasswordReset, updateUser as writeUser } from '../auth/auth.service.ts';
import { enforce, ensureFullAdminRemains, grantorOf, scopeFor, subjectOf } from './grants.ts';
import { invitationMail } from './users.mails.ts';
import {
  activeAdminOptions,
  emailTaken,
  existingCustomerIds,
  findUser,
  listUsers as queryUsers,
  lockGrants,
  revokeAllSessionsOf,
  toUserItems,
  type UserRow,
} from './users.repository.ts';

// Back-office user management: validation, tenancy of customer staff, the grant rule (nobody gives more
// than they hold, docs/security.md), invitations. Every write goes through userGrantRefusal.

/** Invitation links reuse password resets, valid 7 days instead of 60 minutes. */
export const INVITATION_SECONDS = 7 * 24 * 60 * 60;

export async function userItem(ctx: ServiceContext, row: UserRow): Promise<UserItem> {
  const [item] = await toUserItems(ctx.db, [row]);
  if (!item) throw new Error('user item missing');
  return item;
}

export async function listUsers(
  ctx: ServiceContext,
  actor: Actor,
  query: z.output<typeof userListQuerySchema>,
): Promise<{ data: UserItem[]; meta: ListMeta }> {
  const { page, limit, q, type, customerId, active, roleId } = query;
  const filter = { q, type, customerId, active, roleId, actFor: actor.actFor };
  const { rows, total } = await queryUsers(ctx.db, filter, page, limit);
  return { data: await toUserItems(ctx.db, rows), meta: pageMeta(page, limit, total) };
}

/** The active admins as picker options: names only, so any admin may read them (ADMIN_OPTIONS_READ). */
export async function adminOptions(ctx: ServiceContext): Promise<{ data: AdminOption[] }> {
  return { data: await activeAdminOptions(ctx.db) };
}

/** A user the admin may see: admins always, customer staff only of customers they may act for. */
export async function visibleUser(ctx: ServiceContext, actor: Actor, id: number): Promise<UserRow> {
  const user = await findUser(ctx.db, id);
  if (!user) throw notFound();
  if (user.type === 'customer' && (user.customerId === null || !actsFor(actor, user.customerId))) {
    throw notFound();
  }
  return user;
}

export async function getUser(ctx: ServiceContext, actor: Actor, id: number): Promise<UserItem> {
  return userItem(ctx, await visibleUser(ctx, actor, id));
}

type Next = {
  type: 'admin' | 'customer';
  roleId: number | null;
  customerId: number | null;
  canSwitch: boolean;
  modules: string[];
  customerIds: number[];
  isActive: boolean;
};

/** Customer staff have a customer and never switch or get assignments; admins have no customer. */
function nextState(
  input: UserCreate | UserUpdate,
  current?: GrantSubject & { customerId: number | null },
): Next {
  const type = input.type ?? current?.type ?? 'admin';
  const customer = type === 'customer';
  return {
    type,
    roleId: input.roleId === undefined ? (current?.roleId ?? null) : input.roleId,
    customerId: customer ? (input.customerId ?? current?.customerId ?? null) : null,
    canSwitch: customer ? false : (input.canSwitch ?? current?.canSwitch ?? false),
    modules: input.modules ?? [...(current?.modules ?? [])],
    customerIds: customer ? [] : (input.customerIds ?? [...(current?.customerIds ?? [])]),
    isActive: input.isActive ?? current?.isActive ?? true,
  };
}

/** The user row's columns of a next state (the assigned customers are rows of their own). */
function userColumns({ customerIds: _assigned, ...columns }: Next): Omit<Next, 'customerIds'> {
  return columns;
}

/** Field checks that need the database, then the grant rule on the user this would make. */
async function check(
  ctx: ServiceContext,
  actor: Actor,
  input: UserCreate | UserUpdate,
  next: Next,
  current: (GrantSubject & { customerId: number | null }) | null,
): Promise<void> {
  const { db } = ctx;
  const errors: FieldErrors = {};
  if (
    input.emailAddress !== undefined &&
    (await emailTaken(db, input.emailAddress, current?.id ?? undefined))
  ) {
    errors.emailAddress = [USER_MESSAGES.emailTaken];
  }
  const scope = await scopeFor(db, next.type, next.roleId);
  if (scope === undefined) errors.roleId = [USER_MESSAGES.unknownRole];
  if (next.type === 'customer') {
    if (next.customerId === null) errors.customerId = [USER_MESSAGES.customerRequired];
    else if (
      next.customerId !== current?.customerId &&
      ((await existingCustomerIds(db, [next.customerId])).length === 0 || !actsFor(actor, next.customerId))
    ) {
      errors.customerId = [USER_MESSAGES.unknownCustomer];
    }
  }
  const known = await existingCustomerIds(db, next.customerIds);
  if (known.length !== new Set(next.customerIds).size) errors.customerIds = [USER_MESSAGES.unknownCustomers];
  const subject: GrantSubject = {
    ...next,
    id: current?.id ?? null,
    scope: scope ?? { full: false },
    emailAddress: input.emailAddress ?? current?.emailAddress ?? '',
  };
  const refusal = userGrantRefusal(grantorOf(actor), current, subject);
  if (refusal && 'fields' in refusal && errors.roleId) delete refusal.fields.roleId;
  enforce(refusal, errors);
}

export async function createUser(ctx: ServiceContext, actor: Actor, body: UserCreate): Promise<UserItem> {
  const next = nextState(body);
  await check(ctx, actor, body, next, null);
  const { db, config, mailer } = ctx;
  // An unusable password until the invitation link sets one.
  const passwordHash = await hashPassword(randomToken());
  const token = randomToken();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        emailAddress: body.emailAddress,
        passwordHash,
        firstName: body.firstName,
        lastName: body.lastName ?? '',
        phoneNumber: body.phoneNumber ?? null,
        ...userColumns(next),
      })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    await setAssignedCustomers(tx, created.id, next.customerIds);
    await createPasswordReset(
      tx,
      created.id,
      sha256(token),
      new Date(Date.now() + INVITATION_SECONDS * 1000),
    );
    return created;
  });
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(row.emailAddress)}`;
  const invitedBy = `${actor.user.firstName} ${actor.user.lastName}`.trim();
  await mailer.send(
    await invitationMail(db, {
      to: row.emailAddress,
      firstName: row.firstName,
      link,
      invitedBy,
      secret: token,
    }),
  );
  await auditAs(db, actor, {
    event: 'users.created',
    subjectType: 'user',
    subjectId: row.id,
    details: { type: row.type, roleId: row.roleId, customerId: row.customerId },
  });
  return userItem(ctx, row);
}

export async function updateUser(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: UserUpdate },
): Promise<UserItem> {
  const { id, body } = input;
  const { db } = ctx;
  const row = await visibleUser(ctx, actor, id);
  const current = { ...(await subjectOf(db, row)), customerId: row.customerId };
  const next = nextState(body, current);
  await check(ctx, actor, body, next, current);
  const updated = await db.transaction(async (tx) => {
    await lockGrants(tx);
    const values: Partial<typeof users.$inferInsert> = userColumns(next);
    if (body.firstName !== undefined) values.firstName = body.firstName;
    if (body.lastName !== undefined) values.lastName = body.lastName;
    if (body.emailAddress !== undefined) values.emailAddress = body.emailAddress;
    if (body.phoneNumber !== undefined) values.phoneNumber = body.phoneNumber;
    await writeUser(tx, id, values);
    if (body.customerIds !== undefined || next.type === 'customer') {
      await setAssignedCustomers(tx, id, next.customerIds);
    }
    if (!next.isActive && row.isActive) await revokeAllSessionsOf(tx, id);
    await ensureFullAdminRemains(tx, body.isActive === false ? 'isActive' : 'roleId');
    return findUser(tx, id);
  });
  if (!updated) throw notFound();
  await auditAs(db, actor, {
    event: 'users.updated',
    subjectType: 'user',
    subjectId: id,
    details: { fields: Object.keys(body) },
  });
  return userItem(ctx, updated);
}

export async function deactivateUser(ctx: ServiceContext, actor: Actor, id: number): Promise<UserItem> {
  const { db } = ctx;
  const user = await visibleUser(ctx, actor, id);
  const subject = await subjectOf(db, user);
  enforce(mayManageUser(grantorOf(actor), subject));
  enforce(userGrantRefusal(grantorOf(actor), subject, { ...subject, isActive: false }));
  await db.transaction(async (tx) => {
    await lockGrants(tx);
    await writeUser(tx, id, { isActive: false });
    await revokeAllSessionsOf(tx, id);
    await ensureFullAdminRemains(tx, 'isActive');
  });
  await auditAs(db, actor, { event: 'users.deactivated', subjectType: 'user', subjectId: id });
  return userItem(ctx, { ...user, isActive: false });
}

export async function resetTwoStep(ctx: ServiceContext, actor: Actor, id: number): Promise<UserItem> {
  const { db } = ctx;
  const user = await visibleUser(ctx, actor, id);
  enforce(mayManageUser(grantorOf(actor), await subjectOf(db, user)));
  const cleared = {
    twoStepSecret: null,
    twoStepPendingSecret: null,
    twoStepEnabledAt: null,
    twoStepLastStep: null,
  };
  await writeUser(db, id, cleared);
  await auditAs(db, actor, { event: 'users.two_step_reset', subjectType: 'user', subjectId: id });
  return userItem(ctx, { ...user, ...cleared });
}

// The front door: what other areas use of users besides the functions above (docs/architecture.md
// "Areas and front doors").
export { enforce, ensureFullAdminRemains, grantorOf } from './grants.ts';
export { isActiveAdmin, lockGrants } from './users.repository.ts';
