import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataEnvelope } from '@energiek/contracts/envelopes';
import {
  hourCreateSchema,
  hourExportQuerySchema,
  hourListItemSchema,
  hourListQuerySchema,
  hourListResponseSchema,
  hourSchema,
  hourUpdateSchema,
  timerRegistrationSchema,
} from '@energiek/contracts/hours';
import { customerIdParams, customerParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { downloadHeaders } from '../../core/export.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';
import {
  createHour,
  deleteHour,
  exportHours,
  getHour,
  listHours,
  registerTimer,
  updateHour,
  type HoursExport,
} from './hours.service.ts';

// Time registration routes (rules in hours.service.ts). Every read needs organisation-hours:read,
// every write organisation-hours:write; the top-bar timer is for admins.

const tags = ['hours'];
const read = { permission: 'organisation-hours:read' } as const;
const write = { permission: 'organisation-hours:write', customerScoped: true } as const;
const exportDescription =
  'The filtered hours as a file: format=xlsx (default) or csv (";", decimal comma, UTF-8 BOM). At most 50 000 rows. Text a spreadsheet would read as a formula gets a leading apostrophe.';

export function registerHourRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  const download = (reply: FastifyReply, file: HoursExport) =>
    reply.headers(downloadHeaders(file.format, file.filename)).send(file.body);

  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/hours',
    config: read,
    tags,
    summary: 'List the hours across customers.',
    operationId: 'listHours',
    query: hourListQuerySchema,
    response: hourListResponseSchema,
    service: listHours,
  });

  r.get(
    '/api/v3/hours/export',
    {
      config: read,
      schema: {
        tags,
        summary: 'Export the hours across customers.',
        operationId: 'exportHours',
        description: exportDescription,
        querystring: hourExportQuerySchema,
      },
    },
    async (request, reply) =>
      download(reply, await exportHours(ctx, actorOf(request), { query: request.query })),
  );

  // The customer's hours as a resource; the export sits between its list and its create (route order).
  const resource = {
    url: '/api/v3/customers/:customerId/hours',
    tags,
    read: { ...read, customerScoped: true },
    write,
    collectionParams: customerParams,
    itemParams: customerIdParams,
    item: hourListItemSchema,
  };
  registerResourceRoutes(app, {
    ...resource,
    list: {
      operationId: 'listCustomerHours',
      summary: 'List the hours of a customer.',
      query: hourListQuerySchema,
      response: hourListResponseSchema,
      service: listHours,
    },
  });

  r.get(
    '/api/v3/customers/:customerId/hours/export',
    {
      config: { ...read, customerScoped: true },
      schema: {
        tags,
        summary: 'Export the hours of a customer.',
        operationId: 'exportCustomerHours',
        description: exportDescription,
        params: customerParams,
        querystring: hourExportQuerySchema,
      },
    },
    async (request, reply) => {
      const input = { ...request.params, query: request.query };
      return download(reply, await exportHours(ctx, actorOf(request), input));
    },
  );

  registerResourceRoutes(app, {
    ...resource,
    create: {
      operationId: 'createHour',
      summary: 'Register hours on a customer.',
      body: hourCreateSchema,
      service: createHour,
    },
    get: {
      operationId: 'getHour',
      summary: 'Get an hours entry.',
      service: getHour,
    },
    update: {
      operationId: (method) => (method === 'POST' ? 'updateHour' : 'patchHour'),
      methods: ['POST', 'PATCH'],
      summary: 'Update an hours entry.',
      body: hourUpdateSchema,
      service: updateHour,
    },
    remove: {
      operationId: 'deleteHour',
      summary: 'Delete an hours entry.',
      service: deleteHour,
    },
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: '/api/v3/customers/:customerId/hours/timer',
    config: { permission: 'is:admin', customerScoped: true },
    tags,
    summary: 'Register the top-bar timer on a customer.',
    operationId: 'registerTimer',
    params: customerParams,
    body: timerRegistrationSchema,
    response: dataEnvelope(hourSchema),
    status: 201,
    data: true,
    service: registerTimer,
  });
}
