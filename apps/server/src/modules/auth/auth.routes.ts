import type { FastifyInstance, FastifyReply } from 'fastify';
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
import { writeAudit } from '../../lib/audit.ts';
import { unauthenticated } from '../../lib/http-errors.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import {
  acceptTerms,
  changePassword,
  currentUser,
  generateTwoStepSecret,
  login,
  requestPassword,
  resetPassword,
  updateSettings,
  validateTwoStepSecret,
} from './auth.service.ts';
import { revokeSession, touchSession } from './sessions.repository.ts';

// HTTP layer of sign-in: spec §7 paths and payloads, exactly.

const tags = ['auth'];

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
      schema: { tags, body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      const outcome = await login(app, request, request.body);
      if (outcome.token) setSessionCookie(app, reply, outcome.token, outcome.remember);
      return outcome.response;
    },
  );

  r.post(
    '/api/v3/auth/logout',
    { config: { permission: 'public' }, schema: { tags } },
    async (request, reply) => {
      if (request.auth) {
        await revokeSession(app.ctx.db, request.auth.session.id);
        await writeAudit(app.ctx.db, request, { event: 'auth.logout' });
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/v3/auth/profile',
    {
      config: { permission: 'authenticated', allowDuringEnrolment: true },
      schema: { tags, response: { 200: profileResponseSchema } },
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
      schema: { tags, body: requestPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestPassword(app, request, request.body.emailAddress);
      return { message: MESSAGES.resetRequested };
    },
  );

  r.post(
    '/api/v3/auth/reset-password',
    {
      config: { permission: 'public' },
      schema: { tags, body: resetPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await resetPassword(app, request, request.body);
      return { message: MESSAGES.resetDone };
    },
  );

  r.post(
    '/api/v3/auth/change-password',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        description:
          'Changes the own password (not during view-along). Other sessions of the user are revoked.',
        body: changePasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await changePassword(app, request, signedIn(request.auth), request.body);
      return { message: 'Je wachtwoord is gewijzigd.' };
    },
  );

  r.post(
    '/api/v3/auth/generate-two-step-secret',
    {
      config: { permission: 'authenticated', allowDuringEnrolment: true },
      schema: { tags, response: { 200: z.object({ data: twoStepSecretSchema }) } },
    },
    async (request) => ({ data: await generateTwoStepSecret(app, request, signedIn(request.auth)) }),
  );

  r.post(
    '/api/v3/auth/validate-two-step-secret',
    {
      config: { permission: 'authenticated', allowDuringEnrolment: true },
      schema: { tags, body: validateTwoStepBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await validateTwoStepSecret(app, request, signedIn(request.auth), request.body);
      return { message: 'Tweestapsverificatie is ingesteld.' };
    },
  );

  r.post(
    '/api/v3/auth/accept-terms',
    {
      config: { permission: 'authenticated' },
      schema: { tags, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await acceptTerms(app, request, signedIn(request.auth));
      return { message: 'Je hebt de voorwaarden geaccepteerd.' };
    },
  );

  r.post(
    '/api/v3/auth/update-settings',
    {
      config: { permission: 'authenticated' },
      schema: { tags, body: settingsSchema, response: { 200: z.object({ data: settingsSchema }) } },
    },
    async (request) => ({ data: await updateSettings(app, request, signedIn(request.auth), request.body) }),
  );

  r.get(
    '/api/v3/ping',
    {
      config: { permission: 'authenticated', allowDuringEnrolment: true },
      schema: {
        tags,
        description: 'Keeps the session alive.',
        response: { 200: z.object({ data: z.object({ ok: z.boolean() }) }) },
      },
    },
    async (request) => {
      await touchSession(app.ctx.db, signedIn(request.auth).session.id);
      return { data: { ok: true } };
    },
  );
}
