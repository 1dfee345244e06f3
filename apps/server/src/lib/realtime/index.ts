import type { RealtimeEvent } from '@energiek/contracts/realtime';
import type { RealtimeBus } from './bus.ts';

// What other modules call: publishToUser / publishToCustomer push an event to the open tabs concerned,
// on every instance (docs/architecture.md "Realtime"), through the bus on the ServiceContext (ctx.bus,
// created by buildApp). Call them after the change is stored.

export type { RealtimeBus, RealtimeTarget } from './bus.ts';

/** What publishing needs of the ServiceContext (core/context.ts): its bus. */
type WithBus = { bus: Pick<RealtimeBus, 'publish'> };

/** The event to these users' open tabs (a view-along tab counts as the viewed user's). */
export function publishToUser(
  ctx: WithBus,
  userIds: number | readonly number[],
  event: RealtimeEvent,
): Promise<void> {
  const ids = typeof userIds === 'number' ? [userIds] : userIds;
  if (ids.length === 0) return Promise.resolve();
  return ctx.bus.publish({ userIds: [...ids] }, event);
}

/** The event to every open tab working for this customer (its selected customer, or staff's own). */
export function publishToCustomer(ctx: WithBus, customerId: number, event: RealtimeEvent): Promise<void> {
  return ctx.bus.publish({ customerId }, event);
}
