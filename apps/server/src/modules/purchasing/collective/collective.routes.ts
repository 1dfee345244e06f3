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
import { registerResourceRoutes } from '../../../plugins/resource-routes.ts';
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

export function registerCollectiveRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const collectives = '/api/v3/collective/collectives';
  const participants = '/api/v3/collective/participants';

  // The collectives and the participants as resources; "uit EMS overnemen" sits between the participants'
  // list and get, the interest form and the clicks follow.
  const resource = { tags, read, write, itemParams: idParams };

  registerResourceRoutes(app, {
    ...resource,
    url: collectives,
    item: collectiveItemSchema,
    list: {
      operationId: 'listCollectives',
      summary: 'List purchase collectives.',
      query: collectiveListQuerySchema,
      response: listEnvelope(collectiveItemSchema),
      handler: (ctx, actor, { query }) => listCollectives(ctx, actor, query),
    },
    get: {
      operationId: 'getCollective',
      summary: 'Get one purchase collective.',
      service: getCollective,
    },
    create: {
      operationId: 'createCollective',
      summary: 'Create a purchase collective.',
      body: collectiveBodySchema,
      service: createCollective,
    },
    update: {
      operationId: 'updateCollective',
      summary: 'Update a purchase collective.',
      body: collectiveBodySchema,
      service: updateCollective,
    },
    remove: {
      operationId: 'deleteCollective',
      summary: 'Delete a collective without clicks.',
      service: deleteCollective,
    },
  });

  const participantResource = { ...resource, url: participants, item: participantItemSchema };
  registerResourceRoutes(app, {
    ...participantResource,
    list: {
      operationId: 'listCollectiveParticipants',
      summary: 'List participants of collectives.',
      description: 'Only participants of customers the admin acts for; filter on collectiveId and q.',
      query: participantListQuerySchema,
      response: listEnvelope(participantItemSchema),
      handler: (ctx, actor, { query }) => listParticipants(ctx, actor, query),
    },
  });

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
  registerResourceRoutes(app, {
    ...participantResource,
    get: {
      operationId: 'getCollectiveParticipant',
      summary: 'Get one participant of a collective.',
      service: getParticipant,
    },
    create: {
      operationId: 'createCollectiveParticipant',
      summary: 'Add a connection to a collective.',
      body: participantBodySchema,
      service: createParticipant,
    },
    update: {
      operationId: 'updateCollectiveParticipant',
      summary: "Change a participant's expected annual volume.",
      body: participantUpdateSchema,
      service: updateParticipant,
    },
    remove: {
      operationId: 'deleteCollectiveParticipant',
      summary: 'Remove a participant from its collective.',
      service: deleteParticipant,
    },
  });

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
