import type { FastifyInstance } from 'fastify';
import { idParams } from '@energiek/contracts/primitives';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { registerServiceRoute } from '../../plugins/service-route.ts';

// POST <list>/{id}/mark-as-read and …/mark-as-unread (204): one of the signed-in user's own notifications
// read or unread again. Another user's notification answers 404, as one that does not exist. The action
// notifications (this area) and the signal notifications (signals) both have the pair.

export function registerReadMarkRoutes(
  app: FastifyInstance,
  spec: {
    /** The list's URL, e.g. /api/v3/action-notifications. */
    url: string;
    tags: string[];
    /** What the summary calls one of them, e.g. "action notifications". */
    name: string;
    operationIds: { read: string; unread: string };
    mark: (ctx: ServiceContext, actor: Actor, input: { id: number; isRead: boolean }) => Promise<void>;
  },
): void {
  for (const [suffix, isRead, operationId] of [
    ['mark-as-read', true, spec.operationIds.read],
    ['mark-as-unread', false, spec.operationIds.unread],
  ] as const) {
    registerServiceRoute(app, {
      method: 'POST',
      url: `${spec.url}/:id/${suffix}`,
      config: { permission: 'authenticated' },
      tags: spec.tags,
      summary: `Mark one of my ${spec.name} as ${isRead ? 'read' : 'unread'}.`,
      operationId,
      params: idParams,
      status: 204,
      handler: (ctx, actor, { params }) => spec.mark(ctx, actor, { id: params.id, isRead }),
    });
  }
}
