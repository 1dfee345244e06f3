import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  actionNotificationListQuerySchema,
  actionNotificationListSchema,
} from '@energiek/contracts/notifications';
import { notFound, unauthenticated } from '../../lib/http-errors.ts';
import { publishToUser } from '../../lib/realtime/index.ts';
import type { AuthContext } from '../../plugins/authenticate.ts';
import {
  countUnreadActionNotifications,
  listActionNotifications,
  setActionNotificationRead,
} from './notifications.repository.ts';
import { pageMeta } from '../../core/paging.ts';
import { idParams } from '@energiek/contracts/primitives';

// The signed-in user's own action notifications (spec §3, §4 Notification).

const tags = ['action-notifications'];

function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw unauthenticated();
  return auth;
}

export function registerActionNotificationRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v3/action-notifications',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags,
        querystring: actionNotificationListQuerySchema,
        response: { 200: actionNotificationListSchema },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const userId = requireAuth(request.auth).user.id;
      const [{ items, total }, unread] = await Promise.all([
        listActionNotifications(db, userId, page, limit),
        countUnreadActionNotifications(db, userId),
      ]);
      return {
        data: items,
        meta: { ...pageMeta(page, limit, total), unread },
      };
    },
  );

  for (const [suffix, isRead] of [
    ['mark-as-read', true],
    ['mark-as-unread', false],
  ] as const) {
    r.post(
      `/api/v3/action-notifications/:id/${suffix}`,
      {
        config: { permission: 'authenticated' },
        schema: { tags, params: idParams },
      },
      async (request, reply) => {
        const userId = requireAuth(request.auth).user.id;
        // Another user's notification answers 404, as one that does not exist.
        if (!(await setActionNotificationRead(db, userId, request.params.id, isRead))) throw notFound();
        // The user's other tabs (and this one) take the new unread count.
        await publishToUser(app, userId, {
          type: 'notifications.changed',
          unread: await countUnreadActionNotifications(db, userId),
          reason: isRead ? 'read' : 'unread',
          ids: [request.params.id],
        });
        return reply.status(204).send();
      },
    );
  }
}
