import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBodySchema,
  currentUserSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  requestPasswordBodySchema,
  resetPasswordBodySchema,
  settingsSchema,
  twoStepSecretSchema,
  validateTwoStepBodySchema,
} from '@energiek/contracts/auth';
import { SESSION_COOKIE, SESSION_REMEMBER_SECONDS } from '@energiek/contracts/constants';
import { MESSAGES } from '@energiek/contracts/messages';
import type { AuditClient } from '../../lib/audit.ts';
import { actorOf } from '../../core/actor.ts';
import { unauthenticated } from '../../lib/http-errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import {
  acceptTerms,
  changePassword,
  currentUser,
  generateTwoStepSecret,
  login,
  logout,
  ping,
  requestPassword,
  resetPassword,
  updateSettings,
  validateTwoStepSecret,
} from './auth.service.ts';

// HTTP layer of sign-in: spec §7 paths and payloads, exactly.

const tags = ['auth'];

/** Where an anonymous request comes from (audit, rate limits). */
function clientOf(request: FastifyRequest): AuditClient {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

function signedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, remember: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.ctx.config.appUrl.startsWith('https:'),
    ...(remember ? { maxAge: SESSION_REMEMBER_SECONDS } : {}),
  });
}

export function registerAuthRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v3/auth/login',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Sign in.',
        operationId: 'login',
        body: loginBodySchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const outcome = await login(app.ctx, clientOf(request), request.body);
      if (outcome.token) setSessionCookie(app, reply, outcome.token, outcome.remember);
      return outcome.response;
    },
  );

  r.post(
    '/api/v3/auth/logout',
    { config: { permission: 'public' }, schema: { tags, summary: 'Sign out.', operationId: 'logout' } },
    async (request, reply) => {
      if (request.auth) await logout(app.ctx, actorOf(request));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/v3/auth/profile',
    {
      config: { permission: 'authenticated', allowDuringEnrolment: true },
      schema: {
        tags,
        summary: 'Get the profile of the signed-in user.',
        operationId: 'getProfile',
        response: { 200: profileResponseSchema },
      },
    },
    async (request) => {
      const auth = signedIn(request.auth);
      const selected = auth.selectedCustomer;
      return {
        data: {
          profile: auth.profile,
          ...(selected ? { selectedCustomer: { id: selected.id, name: selected.name } } : {}),
        },
      };
    },
  );

  r.get(
    '/api/v3/auth/user',
    {
      config: { permission: 'authenticated', allowDuringEnrolment: true },
      schema: {
        tags,
        summary: 'Get the signed-in user.',
        operationId: 'getCurrentUser',
        description: 'The current user (spec §3).',
        response: { 200: z.object({ data: currentUserSchema }) },
      },
    },
    async (request) => ({ data: currentUser(signedIn(request.auth)) }),
  );

  r.post(
    '/api/v3/auth/request-password',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Request a password reset mail.',
        operationId: 'requestPasswordReset',
        body: requestPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await requestPassword(app.ctx, clientOf(request), request.body.emailAddress);
      return { message: MESSAGES.resetRequested };
    },
  );

  r.post(
    '/api/v3/auth/reset-password',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Set a new password with a reset link.',
        operationId: 'resetPassword',
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(app.ctx, clientOf(request), request.body);
      return { message: MESSAGES.resetDone };
    },
  );

  r.post(
    '/api/v3/auth/change-password',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Change the own password.',
        operationId: 'changePassword',
        description:
          'Changes the own password (not during view-along). Other sessions of the user are revoked.',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changePassword(app.ctx, actorOf(request), request.body);
      return { message: 'Je wachtwoord is gewijzigd.' };
    },
  );

  r.post(
    '/api/v3/auth/generate-two-step-secret',
    {
      config: { permission: 'authenticated', allowDuringEnrolment: true },
      schema: {
        tags,
        summary: 'Start two-step enrolment.',
        operationId: 'generateTwoStepSecret',
        response: { 200: z.object({ data: twoStepSecretSchema }) },
      },
    },
    async (request) => ({ data: await generateTwoStepSecret(app.ctx, actorOf(request)) }),
  );

  r.post(
    '/api/v3/auth/validate-two-step-secret',
    {
      config: { permission: 'authenticated', allowDuringEnrolment: true },
      schema: {
        tags,
        summary: 'Finish two-step enrolment with a code.',
        operationId: 'validateTwoStepSecret',
        body: validateTwoStepBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await validateTwoStepSecret(app.ctx, actorOf(request), request.body);
      return { message: 'Tweestapsverificatie is ingesteld.' };
    },
  );

  r.post(
    '/api/v3/auth/accept-terms',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Accept the terms.',
        operationId: 'acceptTerms',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await acceptTerms(app.ctx, actorOf(request));
      return { message: 'Je hebt de voorwaarden geaccepteerd.' };
    },
  );

  r.post(
    '/api/v3/auth/update-settings',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'Update the own settings.',
        operationId: 'updateSettings',
        body: settingsSchema,
        response: { 200: z.object({ data: settingsSchema }) },
      },
    },
    async (request) => ({ data: await updateSettings(app.ctx, actorOf(request), request.body) }),
  );

  r.get(
    '/api/v3/ping',
    {
      config: { permission: 'authenticated', allowDuringEnrolment: true },
      schema: {
        tags,
        summary: 'Keep the session alive.',
        operationId: 'ping',
        description: 'Keeps the session alive.',
        response: { 200: z.object({ data: z.object({ ok: z.boolean() }) }) },
      },
    },
    async (request) => {
      await ping(app.ctx, actorOf(request));
      return { data: { ok: true } };
    },
  );
}
