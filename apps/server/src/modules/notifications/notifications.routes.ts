import type { FastifyInstance } from 'fastify';
import {
  actionNotificationListQuerySchema,
  actionNotificationListSchema,
} from '@energiek/contracts/notifications';
import { registerServiceRoute } from '../../plugins/service-route.ts';
import { listNotifications, markNotification } from './notifications.service.ts';
import { registerReadMarkRoutes } from './read-mark.routes.ts';

// The signed-in user's own action notifications (spec §3, §4 Notification). The API path keeps the
// spec's name (action-notifications); the area is called notifications everywhere else.

const tags = ['action-notifications'];

export function registerNotificationRoutes(app: FastifyInstance): void {
  registerServiceRoute(app, {
    method: 'GET',
    url: '/api/v3/action-notifications',
    config: { permission: 'authenticated' },
    tags,
    summary: 'List my action notifications.',
    operationId: 'listActionNotifications',
    query: actionNotificationListQuerySchema,
    response: actionNotificationListSchema,
    handler: (ctx, actor, { query }) => listNotifications(ctx, actor, query),
  });

  registerReadMarkRoutes(app, {
    url: '/api/v3/action-notifications',
    tags,
    name: 'action notifications',
    operationIds: { read: 'markActionNotificationRead', unread: 'markActionNotificationUnread' },
    mark: markNotification,
  });
}
