import type { ServiceContext } from '../../core/context.ts';
import { publishToUser } from '../../lib/realtime/index.ts';
import { countOpenAssigned } from './actions.repository.ts';

// The one hook through which the actions area tells that the actions of these users changed: their
// open actions counter (GET counter `actions`) is recomputed and pushed to their open tabs.

export async function actionsChanged(ctx: ServiceContext, userIds: readonly number[]): Promise<void> {
  for (const userId of new Set(userIds)) {
    const actions = await countOpenAssigned(ctx.db, userId);
    await publishToUser(ctx, userId, { type: 'counter.changed', counter: { actions } });
  }
}
