import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { countUnreadActionNotifications } from '../notifications/notifications.service.ts';
import { countOpenAssigned } from '../actions/actions.service.ts';
import { unreadInboxCount } from '../inbox/inbox.service.ts';
import { countOpenAudits } from '../invoice-audit/invoice-audit.service.ts';
import { countUnreadSignalNotifications } from '../signals/signals.service.ts';

// The top-bar numbers of the signed-in user (spec §3 Counter response). `audits` counts the open invoice
// audit items; `messages` counts the unread inbox messages.

export async function getCounter(
  ctx: ServiceContext,
  actor: Actor,
): Promise<{ actions: number; notifications: boolean; messages: number; audits: number }> {
  const [actions, unread, unreadSignals, messages, audits] = await Promise.all([
    countOpenAssigned(ctx.db, actor.user.id),
    countUnreadActionNotifications(ctx.db, actor.user.id),
    countUnreadSignalNotifications(ctx.db, actor.user.id),
    unreadInboxCount(ctx, actor),
    countOpenAudits(ctx, actor),
  ]);
  // The bell holds action and signal notifications.
  return { actions, notifications: unread + unreadSignals > 0, messages, audits };
}
