import { settingsSchema, WRONG_CURRENT_PASSWORD } from '@energiek/contracts/auth';
import type {
  ChangePasswordBody,
  CurrentUser,
  LoginResponse,
  ResetPasswordBody,
  Settings,
} from '@energiek/contracts/auth';
import { GRANT_MESSAGES } from '@energiek/contracts/access';
import { PASSWORD_RESET_SECONDS } from '@energiek/contracts/constants';
import { MESSAGES } from '@energiek/contracts/messages';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@energiek/db/passwords';
import type { AuthContext } from '../../plugins/authenticate.ts';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { auditAs, type AuditClient } from '../../lib/audit.ts';
import { forbidden, validationError } from '../../lib/http-errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { actableCustomerIds } from '../../core/tenancy.ts';
import { passwordResetMail } from './auth.mails.ts';
import { passwordProblems } from './password-policy.ts';
import {
  createSession,
  lastSelectedCustomerId,
  revokeOtherUserSessions,
  revokeSession,
  revokeUserSessions,
  revokeViewAlongSessionsOf,
  touchSession,
} from './sessions.repository.ts';
import { newTwoStepSecret, twoStepEnrolment, verifyTwoStepCode } from './two-step.ts';
import {
  claimTwoStepStep,
  createPasswordReset,
  findCustomerRef,
  findUsableReset,
  findUserByEmail,
  findUserSecrets,
  type UserRow,
  spendResets,
  updateUser,
} from './users.repository.ts';

// Sign-in rules (issue "Foundation and sign-in" §5). Handlers stay thin; every branch is audited.

type LoginInput = { emailAddress: string; password: string; secret?: string | null; remember: boolean };

const wrongCredentials = () =>
  validationError({ emailAddress: [MESSAGES.wrongCredentials] }, MESSAGES.wrongCredentials);
const wrongCode = (field: 'secret' | 'code') =>
  validationError({ [field]: [MESSAGES.wrongCode] }, MESSAGES.wrongCode);

/**
 * The customer a new session starts with: staff their own; admins the one they last worked for, as
 * long as they may still act for it (an admin without canSwitch may have lost the assignment).
 */
async function customerToResume(db: ServiceContext['db'], user: UserRow): Promise<number | null> {
  if (user.type === 'customer') return user.customerId;
  const last = await lastSelectedCustomerId(db, user.id);
  if (last === null || user.canSwitch) return last;
  return (await actableCustomerIds(db, user.id)).includes(last) ? last : null;
}

export type LoginOutcome = { response: LoginResponse; token?: string; remember: boolean };

/** The per-(account, IP) key of the short lock: failures elsewhere never lock the owner out. */
const accountIp = (email: string, ip: string | null) => `${email}|${ip ?? '-'}`;

/**
 * Wrong passwords lock the pair (account, IP) for a while, and the account everywhere only after a much
 * higher number (distributed guessing); a correct password from a clean address still signs in.
 */
export async function login(
  ctx: ServiceContext,
  client: AuditClient,
  input: LoginInput,
): Promise<LoginOutcome> {
  const { db, limiters } = ctx;
  const email = input.emailAddress.trim().toLowerCase();
  const pair = accountIp(email, client.ip);
  await limiters.loginPerIp.hit(client.ip ?? '-');
  if (email) {
    await limiters.loginFailuresPerAccountIp.check(pair);
    await limiters.loginFailuresPerAccount.check(email);
  }

  const user = email && input.password ? await findUserByEmail(db, email) : undefined;
  // Verify against a dummy hash when there is no user, so every failure takes about as long.
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !passwordOk) {
    if (email) {
      await limiters.loginFailuresPerAccountIp.hit(pair).catch(() => undefined);
      await limiters.loginFailuresPerAccount.hit(email).catch(() => undefined);
    }
    await auditAs(db, client, {
      event: 'auth.login_failed',
      success: false,
      userId: user?.id ?? null,
      details: { emailAddress: email.slice(0, 254), reason: user ? 'password' : 'unknown' },
    });
    throw wrongCredentials();
  }
  if (!user.isActive) {
    await auditAs(db, client, { event: 'auth.login_inactive', success: false, userId: user.id });
    throw validationError({ inActive: [MESSAGES.inactive] }, MESSAGES.inactive);
  }

  if (user.twoStepEnabledAt && user.twoStepSecret) {
    const code = input.secret?.trim() ?? '';
    if (!code) return { response: { secretRequired: true }, remember: input.remember };
    await limiters.codeFailuresPerAccountIp.check(pair);
    await limiters.codeFailuresPerAccount.check(email);
    const step = verifyTwoStepCode(user.twoStepSecret, code, user.twoStepLastStep);
    if (step === null || !(await claimTwoStepStep(db, user.id, step))) {
      await limiters.codeFailuresPerAccountIp.hit(pair).catch(() => undefined);
      await limiters.codeFailuresPerAccount.hit(email).catch(() => undefined);
      await auditAs(db, client, { event: 'auth.login_code_failed', success: false, userId: user.id });
      throw wrongCode('secret');
    }
    await limiters.codeFailuresPerAccountIp.reset(pair);
  }
  // Only this address's short lock is lifted: the account-wide count keeps guessers elsewhere in check.
  await limiters.loginFailuresPerAccountIp.reset(pair);

  const selectedCustomerId = await customerToResume(db, user);
  const { token } = await createSession(db, {
    userId: user.id,
    selectedCustomerId,
    remember: input.remember,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  await updateUser(db, user.id, { lastLoginAt: new Date() });
  await auditAs(db, client, {
    event: 'auth.login',
    userId: user.id,
    customerId: selectedCustomerId,
    details: { remember: input.remember, twoStep: Boolean(user.twoStepEnabledAt) },
  });
  const set2fa = user.type === 'admin' && !user.twoStepEnabledAt && ctx.security.requireAdmin2fa();
  return {
    token,
    remember: input.remember,
    response: {
      secretRequired: false,
      token,
      data: {
        set2fa,
        accepted: user.acceptedTermsAt !== null,
        customer: await findCustomerRef(db, selectedCustomerId),
      },
    },
  };
}

export async function requestPassword(
  ctx: ServiceContext,
  client: AuditClient,
  emailAddress: string,
): Promise<void> {
  const { db, limiters, config, mailer } = ctx;
  const email = emailAddress.trim().toLowerCase();
  await limiters.passwordRequestsPerIp.hit(client.ip ?? '-');
  await limiters.passwordRequestsPerAccount.hit(email);
  const user = await findUserByEmail(db, email);
  if (!user || !user.isActive) {
    await auditAs(db, client, {
      event: 'auth.password_reset_requested',
      success: false,
      userId: user?.id ?? null,
      details: { emailAddress: email, reason: user ? 'inactive' : 'unknown' },
    });
    return;
  }
  const token = randomToken();
  await createPasswordReset(db, user.id, sha256(token), new Date(Date.now() + PASSWORD_RESET_SECONDS * 1000));
  const link = `${config.appUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.emailAddress)}`;
  await mailer.send(
    await passwordResetMail(db, { to: user.emailAddress, firstName: user.firstName, link, secret: token }),
  );
  await auditAs(db, client, { event: 'auth.password_reset_requested', userId: user.id });
}

export async function resetPassword(
  ctx: ServiceContext,
  client: AuditClient,
  body: ResetPasswordBody,
): Promise<void> {
  const { db } = ctx;
  const problems = passwordProblems(body.password);
  if (problems.length > 0) throw validationError({ password: problems });
  const reset = await findUsableReset(db, body.email, sha256(body.token));
  if (!reset) {
    await auditAs(db, client, {
      event: 'auth.password_reset',
      success: false,
      details: { emailAddress: body.email.slice(0, 254) },
    });
    throw validationError({ password: [MESSAGES.resetInvalid] });
  }
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, reset.userId, { passwordHash });
    await spendResets(tx, reset.userId);
    await revokeUserSessions(tx, reset.userId);
  });
  await auditAs(db, client, { event: 'auth.password_reset', userId: reset.userId });
}

function refuseDuringViewAlong(actor: Actor): void {
  if (actor.impersonatorId !== null) throw forbidden(GRANT_MESSAGES.viewAlong);
}

/** Keeps the session alive (spec §4: Hervatten). */
export async function ping(ctx: ServiceContext, actor: Actor): Promise<void> {
  await touchSession(ctx.db, actor.sessionId);
}

/** Signing out ends this session and every view-along session this user started. */
export async function logout(ctx: ServiceContext, actor: Actor): Promise<void> {
  await revokeSession(ctx.db, actor.sessionId);
  if (actor.impersonatorId === null) await revokeViewAlongSessionsOf(ctx.db, actor.user.id);
  await auditAs(ctx.db, actor, { event: 'auth.logout' });
}

/**
 * The signed-in user changes their own password. Wrong current passwords count towards the same
 * limits as failed logins: both guess the same secret.
 */
export async function changePassword(
  ctx: ServiceContext,
  actor: Actor,
  body: ChangePasswordBody,
): Promise<void> {
  refuseDuringViewAlong(actor);
  const { db, limiters } = ctx;
  const key = actor.user.emailAddress.toLowerCase();
  const pair = accountIp(key, actor.ip);
  await limiters.loginFailuresPerAccountIp.check(pair);
  await limiters.loginFailuresPerAccount.check(key);
  const { passwordHash: currentHash } = await findUserSecrets(db, actor.user.id);
  if (!(await verifyPassword(currentHash, body.currentPassword))) {
    await limiters.loginFailuresPerAccountIp.hit(pair).catch(() => undefined);
    await limiters.loginFailuresPerAccount.hit(key).catch(() => undefined);
    await auditAs(db, actor, {
      event: 'auth.password_changed',
      success: false,
      details: { reason: 'current_password' },
    });
    throw validationError({ currentPassword: [WRONG_CURRENT_PASSWORD] }, WRONG_CURRENT_PASSWORD);
  }
  const problems = passwordProblems(body.password);
  if (problems.length > 0) throw validationError({ password: problems });
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await updateUser(tx, actor.user.id, { passwordHash });
    await revokeOtherUserSessions(tx, actor.user.id, actor.sessionId);
  });
  await auditAs(db, actor, { event: 'auth.password_changed' });
}

export async function generateTwoStepSecret(ctx: ServiceContext, actor: Actor) {
  refuseDuringViewAlong(actor);
  if (actor.user.twoStepEnabledAt) throw validationError({ secret: [MESSAGES.twoStepAlreadyEnabled] });
  const secret = newTwoStepSecret();
  await updateUser(ctx.db, actor.user.id, { twoStepPendingSecret: secret });
  await auditAs(ctx.db, actor, { event: 'auth.two_step_secret_generated' });
  return twoStepEnrolment(secret, actor.user.emailAddress);
}

export async function validateTwoStepSecret(
  ctx: ServiceContext,
  actor: Actor,
  body: { secret: string; code: string },
): Promise<void> {
  refuseDuringViewAlong(actor);
  const { db, limiters } = ctx;
  if (actor.user.twoStepEnabledAt) throw validationError({ secret: [MESSAGES.twoStepAlreadyEnabled] });
  const secrets = await findUserSecrets(db, actor.user.id);
  if (!secrets.twoStepPendingSecret || secrets.twoStepPendingSecret !== body.secret) {
    throw validationError({ secret: [MESSAGES.twoStepNotStarted] });
  }
  const key = actor.user.emailAddress.toLowerCase();
  const pair = accountIp(key, actor.ip);
  await limiters.codeFailuresPerAccountIp.check(pair);
  await limiters.codeFailuresPerAccount.check(key);
  const step = verifyTwoStepCode(body.secret, body.code, secrets.twoStepLastStep);
  if (step === null) {
    await limiters.codeFailuresPerAccountIp.hit(pair).catch(() => undefined);
    await limiters.codeFailuresPerAccount.hit(key).catch(() => undefined);
    await auditAs(db, actor, { event: 'auth.two_step_enabled', success: false });
    throw wrongCode('code');
  }
  await limiters.codeFailuresPerAccountIp.reset(pair);
  await updateUser(db, actor.user.id, {
    twoStepSecret: body.secret,
    twoStepPendingSecret: null,
    twoStepEnabledAt: new Date(),
    twoStepLastStep: step,
  });
  await auditAs(db, actor, { event: 'auth.two_step_enabled' });
}

export function currentUser(auth: AuthContext): CurrentUser {
  const { user } = auth;
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    emailAddress: user.emailAddress,
    type: user.type,
    isSuper: auth.session.impersonatorId !== null,
    accepted: user.acceptedTermsAt !== null,
    set2fa: auth.pendingTwoStep,
    twoStepEnabled: user.twoStepEnabledAt !== null,
    canSwitch: user.canSwitch,
    roleName: auth.roleName,
    modules: auth.profile.modules,
    customer: auth.selectedCustomer
      ? { id: auth.selectedCustomer.id, name: auth.selectedCustomer.name }
      : null,
    settings: knownSettings(user.settings),
  };
}

/** Only the keys of the settings contract, and only valid values (zod strips unknown keys). */
function knownSettings(stored: Record<string, unknown>): Settings {
  const parsed = settingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : {};
}

export async function acceptTerms(ctx: ServiceContext, actor: Actor): Promise<void> {
  refuseDuringViewAlong(actor);
  if (actor.user.acceptedTermsAt) return;
  await updateUser(ctx.db, actor.user.id, { acceptedTermsAt: new Date() });
  await auditAs(ctx.db, actor, { event: 'auth.terms_accepted' });
}

export async function updateSettings(ctx: ServiceContext, actor: Actor, settings: Settings) {
  const merged = { ...actor.user.settings, ...settings };
  await updateUser(ctx.db, actor.user.id, { settings: merged });
  await auditAs(ctx.db, actor, {
    event: 'auth.settings_updated',
    details: { keys: Object.keys(settings) },
  });
  return merged as Settings;
}

// The front door: what buildApp and other areas use of auth besides the functions above.
export { createSession, findActiveSession, revokeSession, touchSession } from './sessions.repository.ts';
export { createPasswordReset, updateUser } from './users.repository.ts';
