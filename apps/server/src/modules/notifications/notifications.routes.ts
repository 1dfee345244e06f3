import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionNotificationListQuerySchema,
  actionNotificationListSchema,
} from '@energiek/contracts/notifications';
import { idParams } from '@energiek/contracts/primitives';
import { actorOf } from '../../core/actor.ts';
import { listNotifications, markNotification } from './notifications.service.ts';

// The signed-in user's own action notifications (spec §3, §4 Notification). The API path keeps the
// spec's name (action-notifications); the area is called notifications everywhere else.

const tags = ['action-notifications'];

export function registerNotificationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/v3/action-notifications',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        summary: 'List my action notifications.',
        operationId: 'listActionNotifications',
        querystring: actionNotificationListQuerySchema,
        response: { 200: actionNotificationListSchema },
      },
    },
    (request) => listNotifications(ctx, actorOf(request), request.query),
  );

  for (const [suffix, isRead, operationId] of [
    ['mark-as-read', true, 'markActionNotificationRead'],
    ['mark-as-unread', false, 'markActionNotificationUnread'],
  ] as const) {
    r.post(
      `/api/v3/action-notifications/:id/${suffix}`,
      {
        config: { permission: 'authenticated' },
        schema: {
          tags,
          summary: `Mark one of my action notifications as ${isRead ? 'read' : 'unread'}.`,
          operationId,
          params: idParams,
        },
      },
      async (request, reply) => {
        // Another user's notification answers 404, as one that does not exist.
        await markNotification(ctx, actorOf(request), { id: request.params.id, isRead });
        return reply.status(204).send();
      },
    );
  }
}
