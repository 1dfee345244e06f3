import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { counterResponseSchema } from '@energiek/contracts/actions';
import { unauthenticated } from '../../lib/http-errors.ts';
import { countUnreadActionNotifications } from '../notifications/notifications.repository.ts';
import { countOpenAssigned } from '../actions/actions.repository.ts';

// GET counter (spec §7, §3 Counter response): the top-bar numbers of the signed-in user. `audits`
// (invoice audit) and `messages` (inbox) join when those areas exist.

export function registerCounterRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  r.get(
    '/api/v3/counter',
    {
      config: { permission: 'authenticated' },
      schema: {
        tags: ['counter'],
        description: 'Open actions assigned to me; whether I have unread action notifications.',
        response: { 200: counterResponseSchema },
      },
    },
    async (request) => {
      if (!request.auth) throw unauthenticated();
      const userId = request.auth.user.id;
      const [actions, unread] = await Promise.all([
        countOpenAssigned(db, userId),
        countUnreadActionNotifications(db, userId),
      ]);
      return { data: { actions, notifications: unread > 0 } };
    },
  );
}
