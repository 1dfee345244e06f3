import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@energiek/contracts/primitives';
import { mailOutbox } from '@energiek/db/schema/index';
import { registerResource } from '../../lib/generic-resource.ts';

// Back office: every mail the app sent or stored (without SMTP_URL the outbox is the mail server).

export const mailOutboxItemSchema = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['stored', 'sent', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export function registerMailOutboxRoutes(app: FastifyInstance): void {
  registerResource(app, {
    name: 'mail-outbox',
    table: mailOutbox,
    permissions: { read: 'is:admin' },
    item: mailOutboxItemSchema,
    searchColumns: ['toAddress', 'subject'],
    sortable: ['id', 'createdAt', 'toAddress'],
    defaultSort: '-id',
    filters: { status: z.enum(['stored', 'sent', 'failed']), toAddress: text().max(254) },
  });
}
