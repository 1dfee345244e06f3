import type { FastifyInstance } from 'fastify';

// The one hook through which the actions area tells that actions of these users changed: their open
// actions counter (GET counter) and action lists are stale. The realtime channel is wired in here at
// merge (publish a 'counter'/'actions' event to each user); until then the web app refreshes the counter
// when it loads, after its own writes and on navigation, so nothing is lost, only not pushed live.

export function actionsChanged(app: FastifyInstance, userIds: readonly number[]): void {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  app.log.debug({ userIds: unique }, 'actions changed');
}
