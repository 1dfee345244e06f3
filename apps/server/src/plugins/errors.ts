import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@energiek/contracts/messages';
import { HttpError, type FieldErrors } from '../lib/http-errors.ts';

// One error handler for the whole app: 422 with field errors, 4xx with a message, 5xx without details.

const CLIENT_MESSAGES: Record<number, string> = {
  400: MESSAGES.badRequest,
  401: MESSAGES.unauthenticated,
  403: MESSAGES.forbidden,
  404: MESSAGES.notFound,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.badRequest,
};

type ZodIssueLike = { path?: PropertyKey[]; message?: string };

function fieldErrorsFromValidation(validation: readonly unknown[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const entry of validation) {
    const e = entry as { instancePath?: string; message?: string; params?: { issue?: ZodIssueLike } };
    const issue = e.params?.issue;
    const field =
      issue?.path && issue.path.length > 0
        ? issue.path.map(String).join('.')
        : (e.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.') || '_';
    (errors[field] ??= []).push(issue?.message ?? e.message ?? MESSAGES.validation);
  }
  return errors;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Full-page server routes (/switch/…) are opened by the browser itself: send it to the login page.
    if (
      error instanceof HttpError &&
      error.statusCode === 401 &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/')
    ) {
      return reply.redirect(`/login?redirect=${encodeURIComponent(request.url)}`);
    }
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      const body = error.errors
        ? { message: error.message, errors: error.errors }
        : { message: error.message };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsFromValidation(error.validation);
      const first = Object.values(errors)[0]?.[0];
      return reply.status(422).send({ message: first ?? MESSAGES.validation, errors });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: CLIENT_MESSAGES[status] ?? MESSAGES.badRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: MESSAGES.serverError });
  });
}
