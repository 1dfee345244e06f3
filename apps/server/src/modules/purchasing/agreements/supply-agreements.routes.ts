import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id } from '@energiek/contracts/primitives';
import {
  SUPPLY_AGREEMENTS_READ,
  SUPPLY_AGREEMENTS_WRITE,
  agreementPathParams,
  radarQuerySchema,
  radarResponseSchema,
  supplyAgreementBodySchema,
  supplyAgreementListQuerySchema,
  supplyAgreementListResponseSchema,
  supplyAgreementSchema,
} from '@energiek/contracts/supply-agreements';
import { actorOf } from '../../../core/actor.ts';
import { registerResourceRoutes } from '../../../plugins/resource-routes.ts';
import { registerSignatureRoutes } from './agreement-signatures.routes.ts';
import { contractRadar } from './supply-agreements.radar.ts';
import {
  createSupplyAgreement,
  deleteSupplyAgreement,
  getSupplyAgreement,
  listSupplyAgreements,
  updateSupplyAgreement,
} from './supply-agreements.service.ts';

// Supply agreements (issue 13): the back-office resource supply-agreements, its contract radar, and (in
// agreement-signatures.routes.ts) the signing flow. Tenancy is the service's: other customers' ids are 404.

const tags = ['supply-agreements'];
const read = { permission: SUPPLY_AGREEMENTS_READ } as const;
const write = { permission: SUPPLY_AGREEMENTS_WRITE } as const;
/** A customer's own contract deadlines: whoever may read the customer (its staff too), issue 31. */
const CUSTOMER_CONTRACTS_READ = 'organisation:read';

export function registerSupplyAgreementRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  // The agreements as a resource; the contract deadlines and radar stay beside it, in route order.
  const resource = {
    url: '/api/v3/supply-agreements',
    tags,
    read,
    write,
    itemParams: agreementPathParams,
    item: supplyAgreementSchema,
  };

  registerResourceRoutes(app, {
    ...resource,
    list: {
      operationId: 'listSupplyAgreements',
      summary: 'List the supply agreements of every customer the user acts for.',
      query: supplyAgreementListQuerySchema,
      response: supplyAgreementListResponseSchema,
      handler: (ctx, actor, { query }) => listSupplyAgreements(ctx, actor, query),
    },
  });

  r.get(
    '/api/v3/customers/:customerId/contract-deadlines',
    {
      config: { permission: CUSTOMER_CONTRACTS_READ, customerScoped: true },
      schema: {
        tags,
        summary: "The customer's own contracts: end dates and notice deadlines (the portal home).",
        operationId: 'getCustomerContractDeadlines',
        description:
          'The contract radar of one customer, for its staff as well (organisation:read): running agreements sorted by notice deadline, and active connections without an agreement today.',
        params: z.object({ customerId: id() }),
        response: { 200: radarResponseSchema },
      },
    },
    async (request) => ({
      data: await contractRadar(ctx, actorOf(request), { customerId: request.params.customerId }),
    }),
  );

  r.get(
    '/api/v3/supply-agreements/radar',
    {
      config: read,
      schema: {
        tags,
        summary:
          'Contract radar: notice deadlines sorted, and active connections without an agreement today.',
        operationId: 'getContractRadar',
        querystring: radarQuerySchema,
        response: { 200: radarResponseSchema },
      },
    },
    async (request) => ({ data: await contractRadar(ctx, actorOf(request), request.query) }),
  );

  registerResourceRoutes(app, {
    ...resource,
    create: {
      operationId: 'createSupplyAgreement',
      summary: 'Create a supply agreement with its connections and rates.',
      body: supplyAgreementBodySchema,
      service: createSupplyAgreement,
    },
    get: {
      operationId: 'getSupplyAgreement',
      summary: 'Get a supply agreement with its connections and rates.',
      service: getSupplyAgreement,
    },
    update: {
      operationId: 'updateSupplyAgreement',
      summary: 'Update a supply agreement (its connections and rates are replaced by those in the body).',
      body: supplyAgreementBodySchema,
      service: updateSupplyAgreement,
    },
    remove: {
      operationId: 'deleteSupplyAgreement',
      summary: 'Delete a supply agreement in concept.',
      service: deleteSupplyAgreement,
    },
  });

  registerSignatureRoutes(app);
}
