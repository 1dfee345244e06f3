import type { FastifyInstance, FastifyRequest } from 'fastify';
import { USER_MESSAGES, type UserCreate, type UserItem, type UserUpdate } from '@energiek/contracts/users';
import { hashPassword } from '@energiek/db/passwords';
import { users } from '@energiek/db/schema/index';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { mayActForCustomer, type AuthContext } from '../../plugins/authenticate.ts';
import { createPasswordReset, updateUser } from '../auth/users.repository.ts';
import { setAssignedCustomers } from '../../core/tenancy.ts';
import { invitationMail } from './users.mails.ts';
import {
  emailTaken,
  existingCustomerIds,
  findUser,
  revokeAllSessionsOf,
  roleIsFull,
  toUserItems,
  type UserRow,
} from './users.repository.ts';

// Back-office user management: validation, tenancy of customer staff, invitations, view-along limits.

/** Invitation links reuse password resets, valid 7 days instead of 60 minutes. */
export const INVITATION_SECONDS = 7 * 24 * 60 * 60;

export async function userItem(app: FastifyInstance, row: UserRow): Promise<UserItem> {
  const [item] = await toUserItems(app.ctx.db, [row]);
  if (!item) throw new Error('user item missing');
  return item;
}

/** A user the admin may see: admins always, customer staff only of customers they may act for. */
export async function visibleUser(app: FastifyInstance, auth: AuthContext, id: number): Promise<UserRow> {
  const user = await findUser(app.ctx.db, id);
  if (!user) throw notFound();
  if (user.type === 'customer' && (user.customerId === null || !mayActForCustomer(auth, user.customerId))) {
    throw notFound();
  }
  return user;
}

type Normalised = {
  firstName?: string | undefined;
  lastName?: string | undefined;
  emailAddress?: string | undefined;
  type: 'admin' | 'customer';
  roleId?: number | null | undefined;
  customerId: number | null;
  canSwitch: boolean;
  modules?: string[] | undefined;
  isActive?: boolean | undefined;
  customerIds: number[];
};

async function validate(
  app: FastifyInstance,
  auth: AuthContext,
  input: Normalised,
  current?: UserRow,
): Promise<void> {
  const exceptId = current?.id;
  const { db } = app.ctx;
  const errors: FieldErrors = {};
  if (input.emailAddress !== undefined && (await emailTaken(db, input.emailAddress, exceptId))) {
    errors.emailAddress = [USER_MESSAGES.emailTaken];
  }
  // An admin cannot hand out more than they have: full roles and the customer switch.
  if (input.roleId != null) {
    const full = await roleIsFull(db, input.roleId);
    if (full === undefined) errors.roleId = [USER_MESSAGES.unknownRole];
    else if (full && input.roleId !== current?.roleId && !auth.profile.scope.full) {
      errors.roleId = [USER_MESSAGES.fullRoleNotYours];
    }
  }
  if (input.canSwitch && !current?.canSwitch && !auth.user.canSwitch) {
    errors.canSwitch = [USER_MESSAGES.canSwitchNotYours];
  }
  if (input.type === 'customer') {
    if (input.customerId === null) errors.customerId = [USER_MESSAGES.customerRequired];
    else if (
      (await existingCustomerIds(db, [input.customerId])).length === 0 ||
      !mayActForCustomer(auth, input.customerId)
    ) {
      errors.customerId = [USER_MESSAGES.unknownCustomer];
    }
  }
  const known = await existingCustomerIds(db, input.customerIds);
  if (known.length !== new Set(input.customerIds).size) errors.customerIds = [USER_MESSAGES.unknownCustomers];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** Customer staff have a customer and never switch; admins have no customer of their own. */
function normalise(input: UserCreate | UserUpdate, current?: UserRow): Normalised {
  const type = input.type ?? current?.type ?? 'admin';
  const customer = type === 'customer';
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    emailAddress: input.emailAddress,
    type,
    roleId: input.roleId,
    customerId: customer ? (input.customerId ?? current?.customerId ?? null) : null,
    canSwitch: customer ? false : (input.canSwitch ?? current?.canSwitch ?? false),
    modules: input.modules,
    isActive: input.isActive,
    customerIds: customer ? [] : (input.customerIds ?? []),
  };
}

export async function createUser(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  body: UserCreate,
): Promise<UserItem> {
  const input = normalise(body);
  await validate(app, auth, input);
  const { db, config, mailer } = app.ctx;
  // An unusable password until the invitation link sets one.
  const passwordHash = await hashPassword(randomToken());
  const token = randomToken();
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        emailAddress: input.emailAddress ?? '',
        passwordHash,
        firstName: input.firstName ?? '',
        lastName: input.lastName ?? '',
        type: input.type,
        roleId: input.roleId ?? null,
        customerId: input.customerId,
        canSwitch: input.canSwitch,
        modules: input.modules ?? [],
        isActive: input.isActive ?? true,
      })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    await setAssignedCustomers(tx, created.id, input.customerIds);
    await createPasswordReset(
      tx,
      created.id,
      sha256(token),
      new Date(Date.now() + INVITATION_SECONDS * 1000),
    );
    return created;
  });
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(row.emailAddress)}`;
  await mailer.send(
    invitationMail({
      to: row.emailAddress,
      firstName: row.firstName,
      link,
      invitedBy: `${auth.user.firstName} ${auth.user.lastName}`.trim(),
    }),
  );
  await writeAudit(db, request, {
    event: 'users.created',
    subjectType: 'user',
    subjectId: row.id,
    details: { type: row.type, roleId: row.roleId, customerId: row.customerId },
  });
  return userItem(app, row);
}

export async function updateUserAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  id: number,
  body: UserUpdate,
): Promise<UserItem> {
  const current = await visibleUser(app, auth, id);
  const viewAlong = auth.session.impersonatorId !== null;
  if (viewAlong && id === auth.user.id && body.emailAddress !== undefined) {
    if (body.emailAddress.toLowerCase() !== current.emailAddress.toLowerCase()) {
      throw forbidden(USER_MESSAGES.viewAlongRefused);
    }
  }
  if (id === auth.user.id && body.isActive === false)
    throw validationError({ isActive: [USER_MESSAGES.notSelf] });
  const input = normalise(body, current);
  await validate(app, auth, input, current);
  const { db } = app.ctx;
  const row = await db.transaction(async (tx) => {
    const values: Partial<typeof users.$inferInsert> = {
      type: input.type,
      customerId: input.customerId,
      canSwitch: input.canSwitch,
    };
    if (input.firstName !== undefined) values.firstName = input.firstName;
    if (input.lastName !== undefined) values.lastName = input.lastName;
    if (input.emailAddress !== undefined) values.emailAddress = input.emailAddress;
    if (input.roleId !== undefined) values.roleId = input.roleId;
    if (input.modules !== undefined) values.modules = input.modules;
    if (input.isActive !== undefined) values.isActive = input.isActive;
    await updateUser(tx, id, values);
    if (body.customerIds !== undefined || input.type === 'customer') {
      await setAssignedCustomers(tx, id, input.customerIds);
    }
    if (input.isActive === false && current.isActive) await revokeAllSessionsOf(tx, id);
    return findUser(tx, id);
  });
  if (!row) throw notFound();
  await writeAudit(db, request, {
    event: 'users.updated',
    subjectType: 'user',
    subjectId: id,
    details: { fields: Object.keys(body) },
  });
  return userItem(app, row);
}

export async function deactivateUser(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  id: number,
): Promise<UserItem> {
  const user = await visibleUser(app, auth, id);
  if (id === auth.user.id || id === auth.session.impersonatorId) {
    throw validationError({ isActive: [USER_MESSAGES.notSelf] });
  }
  await app.ctx.db.transaction(async (tx) => {
    await updateUser(tx, id, { isActive: false });
    await revokeAllSessionsOf(tx, id);
  });
  await writeAudit(app.ctx.db, request, { event: 'users.deactivated', subjectType: 'user', subjectId: id });
  return userItem(app, { ...user, isActive: false });
}

export async function resetTwoStep(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  id: number,
): Promise<UserItem> {
  if (auth.session.impersonatorId !== null) throw forbidden(USER_MESSAGES.viewAlongRefused);
  const user = await visibleUser(app, auth, id);
  const cleared = {
    twoStepSecret: null,
    twoStepPendingSecret: null,
    twoStepEnabledAt: null,
    twoStepLastStep: null,
  };
  await updateUser(app.ctx.db, id, cleared);
  await writeAudit(app.ctx.db, request, {
    event: 'users.two_step_reset',
    subjectType: 'user',
    subjectId: id,
  });
  return userItem(app, { ...user, ...cleared });
}
