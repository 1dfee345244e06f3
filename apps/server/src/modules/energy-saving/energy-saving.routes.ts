import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ENERGY_SAVING_READ,
  ENERGY_SAVING_WRITE,
  energySavingExportQuerySchema,
  energySavingQuerySchema,
  energySavingResponseSchema,
  measureBodySchema,
  measureResponseSchema,
  selfGenerationBodySchema,
  selfGenerationResponseSchema,
} from '@energiek/contracts/energy-saving';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { downloadHeaders } from '../../core/export.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';
import { exportEnergySaving } from './energy-saving.export.ts';
import {
  createMeasure,
  deleteMeasure,
  energySavingLocations,
  saveSelfGeneration,
  updateMeasure,
} from './energy-saving.service.ts';

// The energy-saving obligation (module energysaving; organisation-information read/write), customer tab
// customers/{customerId}/energy-saving. Customer staff with the permission see and keep their own.

const tags = ['energy-saving'];
const read = { permission: ENERGY_SAVING_READ, customerScoped: true } as const;
const write = { permission: ENERGY_SAVING_WRITE, customerScoped: true } as const;
const base = '/api/v3/customers/:customerId/energy-saving';

export function registerEnergySavingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'List the locations of a customer with their energy-saving obligation.',
        operationId: 'listEnergySavingLocations',
        description:
          'A location is the postcode + house number of the connections. Totals from EMS year rollups, else the expected annual volume, plus self-generated electricity; thresholds 50,000 kWh / 25,000 m³ (saving obligation) and 10 M kWh / 170,000 m³ (research obligation), inclusive.',
        params: customerParams,
        querystring: energySavingQuerySchema,
        response: { 200: energySavingResponseSchema },
      },
    },
    async (request) =>
      energySavingLocations(ctx, actorOf(request), {
        customerId: request.params.customerId,
        year: request.query.year,
      }),
  );

  r.get(
    `${base}/export`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Download the eLoket report data as xlsx.',
        operationId: 'exportEnergySaving',
        params: customerParams,
        querystring: energySavingExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await exportEnergySaving(ctx, actorOf(request), {
        customerId: request.params.customerId,
        year: request.query.year,
      });
      return reply.headers(downloadHeaders('xlsx', file.filename)).send(file.body);
    },
  );

  registerServiceRoute(app, {
    method: 'POST',
    url: `${base}/measures`,
    config: write,
    tags,
    summary: 'Add a recognised measure to a location.',
    operationId: 'createEnergySavingMeasure',
    params: customerParams,
    body: measureBodySchema,
    response: measureResponseSchema,
    status: 201,
    data: true,
    service: createMeasure,
  });

  registerServiceRoute(app, {
    method: 'PUT',
    url: `${base}/measures/:id`,
    config: write,
    tags,
    summary: 'Update a recognised measure.',
    operationId: 'updateEnergySavingMeasure',
    params: customerIdParams,
    body: measureBodySchema,
    response: measureResponseSchema,
    data: true,
    service: updateMeasure,
  });

  registerServiceRoute(app, {
    method: 'DELETE',
    url: `${base}/measures/:id`,
    config: write,
    tags,
    summary: 'Delete a recognised measure.',
    operationId: 'deleteEnergySavingMeasure',
    params: customerIdParams,
    status: 204,
    service: deleteMeasure,
  });

  registerServiceRoute(app, {
    method: 'PUT',
    url: `${base}/self-generation`,
    config: write,
    tags,
    summary: 'Save the self-generated electricity of a location in a year.',
    operationId: 'saveEnergySavingSelfGeneration',
    params: customerParams,
    body: selfGenerationBodySchema,
    response: selfGenerationResponseSchema,
    data: true,
    service: saveSelfGeneration,
  });
}
