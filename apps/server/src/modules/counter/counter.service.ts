import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { countUnreadActionNotifications } from '../action-notifications/action-notifications.repository.ts';
import { countOpenAssigned } from '../actions/actions.repository.ts';

// The top-bar numbers of the signed-in user (spec §3 Counter response). `audits` (invoice audit) and
// `messages` (inbox) join when those areas exist.

export async function getCounter(
  ctx: ServiceContext,
  actor: Actor,
): Promise<{ actions: number; notifications: boolean }> {
  const [actions, unread] = await Promise.all([
    countOpenAssigned(ctx.db, actor.user.id),
    countUnreadActionNotifications(ctx.db, actor.user.id),
  ]);
  return { actions, notifications: unread > 0 };
}
