import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COLLECTIVE_MESSAGES,
  COLLECTIVE_READ,
  COLLECTIVE_WRITE,
  collectiveBodySchema,
  collectiveItemSchema,
  collectiveListQuerySchema,
  emsVolumeQuerySchema,
  emsVolumeSchema,
  interestBodySchema,
  interestResultSchema,
  participantBodySchema,
  participantItemSchema,
  participantListQuerySchema,
  participantUpdateSchema,
} from '@energiek/contracts/collective';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { idParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../../core/actor.ts';
import { operationIdFor } from '../../../plugins/route-registry.ts';
import { registerClickRoutes } from './collective-clicks.routes.ts';
import { submitInterest } from './collective-interest.service.ts';
import {
  createCollective,
  createParticipant,
  deleteCollective,
  deleteParticipant,
  emsVolume,
  getCollective,
  getParticipant,
  listCollectives,
  listParticipants,
  updateCollective,
  updateParticipant,
} from './collective.service.ts';

// Collective purchasing (spec /v3/collective/{tab}; collective:read, writes collective:write; admins only):
// collective/collectives and collective/participants as generic resources, "uit EMS overnemen", the clicks
// (collective-clicks.routes.ts) and the public interest form of /collectief.

const tags = ['collective'];
const read = { permission: COLLECTIVE_READ };
const write = { permission: COLLECTIVE_WRITE };
const METHODS = ['POST', 'PUT', 'PATCH'] as const;

export function registerCollectiveRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const collectives = '/api/v3/collective/collectives';
  const participants = '/api/v3/collective/participants';

  r.get(
    collectives,
    {
      config: read,
      schema: {
        tags,
        summary: 'List purchase collectives.',
        operationId: 'listCollectives',
        querystring: collectiveListQuerySchema,
        response: { 200: listEnvelope(collectiveItemSchema) },
      },
    },
    (request) => listCollectives(ctx, actorOf(request), request.query),
  );
  r.get(
    `${collectives}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Get one purchase collective.',
        operationId: 'getCollective',
        params: idParams,
        response: { 200: dataEnvelope(collectiveItemSchema) },
      },
    },
    async (request) => ({ data: await getCollective(ctx, actorOf(request), request.params) }),
  );
  r.post(
    collectives,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create a purchase collective.',
        operationId: 'createCollective',
        body: collectiveBodySchema,
        response: { 201: dataEnvelope(collectiveItemSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createCollective(ctx, actorOf(request), { body: request.body }) }),
  );
  for (const method of METHODS) {
    r.route({
      method,
      url: `${collectives}/:id`,
      config: write,
      schema: {
        tags,
        summary: 'Update a purchase collective.',
        operationId: operationIdFor('updateCollective', method),
        params: idParams,
        body: collectiveBodySchema,
        response: { 200: dataEnvelope(collectiveItemSchema) },
      },
      handler: async (request) => ({
        data: await updateCollective(ctx, actorOf(request), { id: request.params.id, body: request.body }),
      }),
    });
  }
  r.delete(
    `${collectives}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete a collective without clicks.',
        operationId: 'deleteCollective',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteCollective(ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );

  r.get(
    participants,
    {
      config: read,
      schema: {
        tags,
        summary: 'List participants of collectives.',
        operationId: 'listCollectiveParticipants',
        description: 'Only participants of customers the admin acts for; filter on collectiveId and q.',
        querystring: participantListQuerySchema,
        response: { 200: listEnvelope(participantItemSchema) },
      },
    },
    (request) => listParticipants(ctx, actorOf(request), request.query),
  );
  r.get(
    `${participants}/ems-volume`,
    {
      config: read,
      schema: {
        tags,
        summary: "Get a connection's usage over the last twelve months from EMS.",
        operationId: 'getCollectiveEmsVolume',
        description: 'kWh or m³ over the last 12 whole months (interval rollups); 422 without history.',
        querystring: emsVolumeQuerySchema,
        response: { 200: dataEnvelope(emsVolumeSchema) },
      },
    },
    async (request) => ({ data: await emsVolume(ctx, actorOf(request), request.query) }),
  );
  r.get(
    `${participants}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Get one participant of a collective.',
        operationId: 'getCollectiveParticipant',
        params: idParams,
        response: { 200: dataEnvelope(participantItemSchema) },
      },
    },
    async (request) => ({ data: await getParticipant(ctx, actorOf(request), request.params) }),
  );
  r.post(
    participants,
    {
      config: write,
      schema: {
        tags,
        summary: 'Add a connection to a collective.',
        operationId: 'createCollectiveParticipant',
        body: participantBodySchema,
        response: { 201: dataEnvelope(participantItemSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createParticipant(ctx, actorOf(request), { body: request.body }) }),
  );
  for (const method of METHODS) {
    r.route({
      method,
      url: `${participants}/:id`,
      config: write,
      schema: {
        tags,
        summary: "Change a participant's expected annual volume.",
        operationId: operationIdFor('updateCollectiveParticipant', method),
        params: idParams,
        body: participantUpdateSchema,
        response: { 200: dataEnvelope(participantItemSchema) },
      },
      handler: async (request) => ({
        data: await updateParticipant(ctx, actorOf(request), { id: request.params.id, body: request.body }),
      }),
    });
  }
  r.delete(
    `${participants}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Remove a participant from its collective.',
        operationId: 'deleteCollectiveParticipant',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteParticipant(ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/v3/collective/interest',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Register interest in collective purchasing (public form).',
        operationId: 'submitCollectiveInterest',
        description:
          'Files a sales lead (stage lead, source collectief); at most 5 per hour per IP (then 429).',
        body: interestBodySchema,
        response: { 201: interestResultSchema },
      },
    },
    async (request, reply) => {
      await submitInterest(
        ctx,
        { ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
        request.body,
      );
      return reply.status(201).send({ message: COLLECTIVE_MESSAGES.interestThanks });
    },
  );

  registerClickRoutes(app);
}
