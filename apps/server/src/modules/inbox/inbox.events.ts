import type { ServiceContext } from '../../core/context.ts';
import { publishToUser } from '../../lib/realtime/index.ts';
import { countUnread } from './inbox.repository.ts';
import { inboxUsers } from './inbox.users.ts';

// The one hook through which the inbox tells that unread messages changed: every user who works the
// inbox gets their own unread number (GET counter `messages`) pushed to their open tabs.

export async function inboxChanged(ctx: ServiceContext): Promise<void> {
  for (const user of await inboxUsers(ctx)) {
    const messages = await countUnread(ctx.db, { actFor: user.actFor });
    await publishToUser(ctx, user.id, { type: 'counter.changed', counter: { messages } });
  }
}
