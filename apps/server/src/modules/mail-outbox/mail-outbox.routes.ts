import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@energiek/contracts/primitives';
import { mailOutbox } from '@energiek/db/schema/index';
import { actorOf } from '../../core/actor.ts';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { tableResource } from '../../plugins/table-resource.ts';
import { listCapturedMails } from './mail-outbox.service.ts';

// Back office: every mail the app sent or stored (without SMTP_URL the outbox is the mail server). A
// development aid: full admins only, and the stored mails never hold a token (lib/mailer.ts redacts).

const FULL_ADMIN = { fullAdmin: true } as const;

export const mailOutboxItemSchema = z.object({
  id: z.number().int(),
  toAddress: text(),
  subject: text(),
  text: text().describe('The mail as stored: reset and invitation tokens are redacted.'),
  status: z.enum(['stored', 'sent', 'failed']),
  error: text().nullable(),
  createdAt: text(),
  sentAt: text().nullable(),
});

const capturedMailSchema = z.object({
  id: z.number().int(),
  toAddress: text(),
  subject: text(),
  text: text().describe('The mail as delivered, links included.'),
  createdAt: text(),
  attachments: z.array(text()).optional().describe('The names of the files sent along.'),
});

export function registerMailOutboxRoutes(app: FastifyInstance): void {
  registerResourceRoutes(
    app,
    tableResource({
      name: 'mail-outbox',
      table: mailOutbox,
      permissions: { read: FULL_ADMIN },
      item: mailOutboxItemSchema,
      searchColumns: ['toAddress', 'subject'],
      sortable: ['id', 'createdAt', 'toAddress'],
      defaultSort: '-id',
      filters: { status: z.enum(['stored', 'sent', 'failed']), toAddress: text().max(254) },
    }),
  );
  if (!app.ctx.config.mailCapture) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v3/mail-outbox/captured',
    {
      config: { permission: FULL_ADMIN },
      schema: {
        tags: ['mail-outbox'],
        summary: 'List the mails of the capture transport.',
        operationId: 'listCapturedMails',
        description: 'Only with MAIL_CAPTURE (browser journeys, development): delivered mails, newest first.',
        querystring: z.object({
          toAddress: text().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(50),
        }),
        response: { 200: z.object({ data: z.array(capturedMailSchema) }) },
      },
    },
    async (request) => ({ data: listCapturedMails(app.ctx, actorOf(request), request.query) }),
  );
}
