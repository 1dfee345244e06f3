import type { FastifyInstance } from 'fastify';
import { countOpenAssigned } from './actions.repository.ts';

// The one hook through which the actions area tells that the actions of these users changed: their
// open actions counter (GET counter `actions`) is recomputed here. The realtime channel is wired in at
// merge by publishing `{ type: 'counter.changed', counter: { actions } }` to each user instead of the
// debug log below; nothing else needs to change. Until then the web app refreshes the counter when the
// shell loads, after its own writes and on navigation.

export async function actionsChanged(app: FastifyInstance, userIds: readonly number[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    const actions = await countOpenAssigned(app.ctx.db, userId);
    app.log.debug({ userId, counter: { actions } }, 'actions counter changed');
  }
}
