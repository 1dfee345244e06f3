import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  INBOX_ACCESS,
  inboxActionSchema,
  inboxAttachmentParams,
  inboxAttachmentResponseSchema,
  inboxDetailSchema,
  inboxLibrarySchema,
  inboxListQuerySchema,
  inboxListResponseSchema,
  inboxMessageResponseSchema,
  inboxMessageSchema,
  inboxParams,
  inboxReplySchema,
  inboxUpdateSchema,
} from '@energiek/contracts/inbox';
import { text } from '@energiek/contracts/primitives';
import { registerResourceRoutes } from '../../plugins/resource-routes.ts';
import { registerFileRoute, registerServiceRoute } from '../../plugins/service-route.ts';
import {
  attachmentToLibrary,
  downloadInboxAttachment,
  getInboxMessage,
  listInbox,
  listInboxAssignees,
  makeActionOfInboxMessage,
  replyToInboxMessage,
  updateInboxMessage,
} from './inbox.service.ts';
import { startInboxReceiver, type InboxReceiver } from './inbox.smtp.ts';

// The support inbox (API resource `inbox`, screen /v3/inbox). The SMTP receiver starts with the app when
// INBOX_SMTP_PORT is set (inbox.smtp.ts says why it lives in the server process).

const tags = ['inbox'];
const config = { permission: INBOX_ACCESS } as const;
const base = '/api/v3/inbox';

export function registerInboxRoutes(app: FastifyInstance): void {
  registerReceiver(app);

  // The inbox as a resource (list, get, update; the item of get is the conversation, of update the
  // message); the assignees, replies, actions and attachments stay beside it, in route order.
  const resource = {
    url: base,
    tags,
    read: config,
    write: config,
    itemParams: inboxParams,
    item: inboxMessageSchema,
  };

  registerResourceRoutes(app, {
    ...resource,
    list: {
      operationId: 'listInbox',
      summary: 'List the messages of the support inbox.',
      query: inboxListQuerySchema,
      response: inboxListResponseSchema,
      handler: (ctx, actor, { query }) => listInbox(ctx, actor, query),
    },
  });

  registerServiceRoute(app, {
    method: 'GET',
    url: `${base}/assignees`,
    config,
    tags,
    summary: 'List the users a message can be assigned to.',
    operationId: 'listInboxAssignees',
    response: z.object({ data: z.array(z.object({ id: z.number().int(), name: text() })) }),
    data: true,
    handler: (ctx) => listInboxAssignees(ctx),
  });

  registerResourceRoutes(app, {
    ...resource,
    item: inboxDetailSchema,
    get: {
      operationId: 'getInboxMessage',
      summary: 'Get an inbox message with its conversation.',
      service: getInboxMessage,
    },
  });
  registerResourceRoutes(app, {
    ...resource,
    update: {
      operationId: 'updateInboxMessage',
      summary: 'Mark read or unread, assign, link to a customer or archive a message.',
      body: inboxUpdateSchema,
      service: updateInboxMessage,
    },
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: `${base}/:id/reply`,
    config,
    tags,
    summary: 'Answer the sender of a message (threaded by In-Reply-To and References).',
    operationId: 'replyToInboxMessage',
    params: inboxParams,
    body: inboxReplySchema,
    response: inboxMessageResponseSchema,
    status: 201,
    data: true,
    service: replyToInboxMessage,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: `${base}/:id/action`,
    config,
    tags,
    summary: 'Turn a message into an action of its customer.',
    description: 'Also needs organisation:write; the message must be linked to a customer.',
    operationId: 'createInboxAction',
    params: inboxParams,
    body: inboxActionSchema,
    response: inboxMessageResponseSchema,
    status: 201,
    data: true,
    service: makeActionOfInboxMessage,
  });

  registerServiceRoute(app, {
    method: 'POST',
    url: `${base}/:id/attachments/:attachmentId/library`,
    config,
    tags,
    summary: "Add an attachment to the customer's library.",
    description: 'Also needs organisation-documents:write; the library checks the file type.',
    operationId: 'addInboxAttachmentToLibrary',
    params: inboxAttachmentParams,
    body: inboxLibrarySchema,
    response: inboxAttachmentResponseSchema,
    status: 201,
    data: true,
    service: attachmentToLibrary,
  });

  registerFileRoute(app, {
    url: `${base}/:id/attachments/:attachmentId/download`,
    config,
    tags,
    summary: 'Download an attachment of a message.',
    description: 'Always as an attachment (never rendered inline); works with the session cookie.',
    operationId: 'downloadInboxAttachment',
    params: inboxAttachmentParams,
    service: downloadInboxAttachment,
    // Always as bytes to save, whatever type the sender named.
    contentType: 'application/octet-stream',
  });
}

function registerReceiver(app: FastifyInstance): void {
  const { inbox } = app.ctx.config;
  const port = inbox.smtpPort;
  if (port === undefined) return;
  let receiver: InboxReceiver | null = null;
  app.addHook('onReady', async () => {
    receiver = await startInboxReceiver(app.ctx, {
      host: inbox.smtpHost,
      port,
      domains: inbox.domains,
      maxBytes: inbox.maxBytes,
    });
  });
  app.addHook('onClose', async () => {
    await receiver?.close();
  });
}
