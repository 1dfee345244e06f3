import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { customerParams } from '@energiek/contracts/primitives';
import {
  customerSignalQuerySchema,
  SIGNALS_READ,
  signalDetailResponseSchema,
  signalListSchema,
  signalParamsSchema,
  signalQuerySchema,
  signalRunResponseSchema,
  signalRunSchema,
  signalUpdateSchema,
} from '@energiek/contracts/signals';
import { actorOf } from '../../core/actor.ts';
import {
  getSignal,
  listCustomerSignals,
  listSignals,
  requestSignalRun,
  updateSignal,
} from './signals.service.ts';

// Signals (issue 30). A customer's signals: every signed-in user who may act for the customer (customer
// staff see their own, read-only); handling them is for admins. The back-office list and the run need
// is:admin and signals-notifications:read.

const tags = ['signals'];

export function registerSignalRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/v3/customers/:customerId/signals',
    {
      config: { permission: 'authenticated', customerScoped: true },
      schema: {
        tags,
        summary: "List a customer's signals, by module and status.",
        operationId: 'listCustomerSignals',
        params: customerParams,
        querystring: customerSignalQuerySchema,
        response: { 200: signalListSchema },
      },
    },
    (request) => listCustomerSignals(ctx, actorOf(request), { ...request.params, query: request.query }),
  );

  r.get(
    '/api/v3/customers/:customerId/signals/:signalId',
    {
      config: { permission: 'authenticated', customerScoped: true },
      schema: {
        tags,
        summary: 'Get a signal with its history.',
        operationId: 'getSignal',
        params: signalParamsSchema,
        response: { 200: signalDetailResponseSchema },
      },
    },
    async (request) => ({ data: await getSignal(ctx, actorOf(request), request.params) }),
  );

  r.post(
    '/api/v3/customers/:customerId/signals/:signalId',
    {
      config: { permission: 'is:admin', customerScoped: true },
      schema: {
        tags,
        summary: 'Handle a signal: status, assignee, comment or close reason.',
        operationId: 'updateSignal',
        params: signalParamsSchema,
        body: signalUpdateSchema,
        response: { 200: signalDetailResponseSchema },
      },
    },
    async (request) => ({
      data: await updateSignal(ctx, actorOf(request), { ...request.params, body: request.body }),
    }),
  );

  r.get(
    '/api/v3/signals',
    {
      config: { permission: SIGNALS_READ },
      schema: {
        tags,
        summary: 'List the signals of every customer the user acts for (back office).',
        operationId: 'listSignals',
        querystring: signalQuerySchema,
        response: { 200: signalListSchema },
      },
    },
    (request) => listSignals(ctx, actorOf(request), { query: request.query }),
  );

  r.post(
    '/api/v3/signals/run',
    {
      config: { permission: SIGNALS_READ },
      schema: {
        tags,
        summary: 'Run the signal rules now, for one customer or all (a background job).',
        operationId: 'runSignals',
        body: signalRunSchema,
        response: { 202: signalRunResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        data: await requestSignalRun(ctx, actorOf(request), { customerId: request.body.customerId }),
      }),
  );
}
