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
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
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
  // The templates as a resource; preview, reset and test send stay beside it, in route order.
  const resource = { url: base, tags, read, write, itemParams: idParams, item: templateItemSchema };

  registerResourceRoutes(app, {
    ...resource,
    list: {
      operationId: 'listTemplates',
      summary: 'List the e-mail templates.',
      description:
        "The product's mails first (their defaults are stored on first use), then admins' own; q searches name, subject and key.",
      query: templateListQuerySchema,
      response: listEnvelope(templateItemSchema),
      handler: (ctx, actor, { query }) => listTemplates(ctx, actor, query),
    },
  });

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

  registerResourceRoutes(app, {
    ...resource,
    get: {
      operationId: 'getTemplate',
      summary: 'Get one e-mail template.',
      service: getTemplate,
    },
    create: {
      operationId: 'createTemplate',
      summary: 'Create an e-mail template.',
      description: "An admin's own template; it offers the general variables.",
      body: templateBodySchema,
      service: createTemplate,
    },
    update: {
      operationId: 'updateTemplate',
      summary: 'Update an e-mail template.',
      body: templateBodySchema,
      service: updateTemplate,
    },
  });

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

  registerResourceRoutes(app, {
    ...resource,
    remove: {
      operationId: 'deleteTemplate',
      summary: 'Delete an e-mail template.',
      service: deleteTemplate,
    },
  });
}
