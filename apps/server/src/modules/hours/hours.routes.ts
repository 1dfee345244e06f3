import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import { toIsoDate } from '@energiek/contracts/format';
import { hourSchema, timerRegistrationSchema } from '@energiek/contracts/hours';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, unauthenticated } from '../../lib/http-errors.ts';
import { createHour, toHourItem } from './hours.repository.ts';

// Time registration from the admin top-bar timer (spec §4 Timer). Tenancy: the customer-scoped check of
// the authentication plugin answers 404 for a customer the admin may not act for.

const tags = ['hours'];
const params = z.object({ customerId: z.coerce.number().int().positive() });

export function registerHourRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.post(
    '/api/v3/customers/:customerId/hours/timer',
    {
      config: { permission: 'is:admin', customerScoped: true },
      schema: {
        tags,
        params,
        body: timerRegistrationSchema,
        response: { 201: dataEnvelope(hourSchema) },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) throw unauthenticated();
      const row = await createHour(db, {
        userId: auth.user.id,
        customerId: request.params.customerId,
        date: toIsoDate(new Date()),
        seconds: request.body.seconds,
        description: request.body.description,
        source: 'timer',
      }).catch((error: unknown) => {
        // An admin who may switch to every customer can still name one that does not exist.
        if (dbErrorCode(error) === '23503') throw notFound();
        throw error;
      });
      return reply.status(201).send({ data: toHourItem(row) });
    },
  );
}
