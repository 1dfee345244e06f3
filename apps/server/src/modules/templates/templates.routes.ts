import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataEnvelope, listEnvelope } from '@energiek/contracts/envelopes';
import { idParams } from '@energiek/contracts/primitives';
import {
  TEMPLATES_READ,
  TEMPLATES_WRITE,
  templateBodySchema,
  templateItemSchema,
  templateListQuerySchema,
  templatePreviewBodySchema,
  templatePreviewSchema,
  templateTestBodySchema,
} from '@energiek/contracts/templates';
import { actorOf } from '../../core/actor.ts';
import { operationIdFor } from '../../plugins/route-registry.ts';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  previewTemplate,
  resetTemplate,
  sendTestTemplate,
  updateTemplate,
} from './templates.service.ts';

// E-mail templates (spec route /v3/templates; is:admin + email-templates:read, writes :write): the
// generic calls plus preview (sample data), reset to the product's text and a test send.

const tags = ['templates'];
const base = '/api/v3/templates';
const read = { permission: TEMPLATES_READ };
const write = { permission: TEMPLATES_WRITE };

export function registerTemplateRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    base,
    {
      config: read,
      schema: {
        tags,
        summary: 'List the e-mail templates.',
        operationId: 'listTemplates',
        description:
          "The product's mails first (their defaults are stored on first use), then admins' own; q searches name, subject and key.",
        querystring: templateListQuerySchema,
        response: { 200: listEnvelope(templateItemSchema) },
      },
    },
    (request) => listTemplates(ctx, actorOf(request), request.query),
  );

  r.post(
    `${base}/preview`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Render a template with sample data.',
        operationId: 'previewTemplate',
        description: 'Unsaved subject and body, checked as a save is (422 for unknown or missing variables).',
        body: templatePreviewBodySchema,
        response: { 200: dataEnvelope(templatePreviewSchema) },
      },
    },
    async (request) => ({ data: previewTemplate(ctx, actorOf(request), request.body) }),
  );

  r.get(
    `${base}/:id`,
    {
      config: read,
      schema: {
        tags,
        summary: 'Get one e-mail template.',
        operationId: 'getTemplate',
        params: idParams,
        response: { 200: dataEnvelope(templateItemSchema) },
      },
    },
    async (request) => ({ data: await getTemplate(ctx, actorOf(request), request.params) }),
  );

  r.post(
    base,
    {
      config: write,
      schema: {
        tags,
        summary: 'Create an e-mail template.',
        operationId: 'createTemplate',
        description: "An admin's own template; it offers the general variables.",
        body: templateBodySchema,
        response: { 201: dataEnvelope(templateItemSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createTemplate(ctx, actorOf(request), { body: request.body }) }),
  );

  for (const method of ['POST', 'PUT', 'PATCH'] as const) {
    r.route({
      method,
      url: `${base}/:id`,
      config: write,
      schema: {
        tags,
        summary: 'Update an e-mail template.',
        operationId: operationIdFor('updateTemplate', method),
        params: idParams,
        body: templateBodySchema,
        response: { 200: dataEnvelope(templateItemSchema) },
      },
      handler: async (request) => ({
        data: await updateTemplate(ctx, actorOf(request), { id: request.params.id, body: request.body }),
      }),
    });
  }

  r.post(
    `${base}/:id/reset`,
    {
      config: write,
      schema: {
        tags,
        summary: "Reset a mail's template to the product's text.",
        operationId: 'resetTemplate',
        params: idParams,
        response: { 200: dataEnvelope(templateItemSchema) },
      },
    },
    async (request) => ({ data: await resetTemplate(ctx, actorOf(request), request.params) }),
  );

  r.post(
    `${base}/:id/test`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Send a test mail of a template.',
        operationId: 'sendTestTemplate',
        description: "The stored template with the sample data, to `to` or else the admin's own address.",
        params: idParams,
        body: templateTestBodySchema,
        response: {
          200: dataEnvelope(
            z.object({
              to: z.email(),
              status: z
                .enum(['sent', 'stored', 'failed'])
                .describe('sent: handed to SMTP; stored: only in the outbox (no SMTP_URL); failed.'),
            }),
          ),
        },
      },
    },
    async (request) => ({
      data: await sendTestTemplate(ctx, actorOf(request), { id: request.params.id, to: request.body.to }),
    }),
  );

  r.delete(
    `${base}/:id`,
    {
      config: write,
      schema: {
        tags,
        summary: 'Delete an e-mail template.',
        operationId: 'deleteTemplate',
        params: idParams,
      },
    },
    async (request, reply) => {
      await deleteTemplate(ctx, actorOf(request), request.params);
      return reply.status(204).send();
    },
  );
}
