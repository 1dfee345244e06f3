import type { RealtimeEvent } from '@energiek/contracts/realtime';
import type { ServiceContext } from '../../core/context.ts';

// What other modules call: publishToUser / publishToCustomer push an event to the open tabs concerned,
// on every instance (docs/architecture.md "Realtime"), through the bus on the ServiceContext (ctx.bus,
// created by buildApp). Call them after the change is stored.

export type { RealtimeBus, RealtimeTarget } from './bus.ts';

/** The event to these users' open tabs (a view-along tab counts as the viewed user's). */
export function publishToUser(
  ctx: ServiceContext,
  userIds: number | readonly number[],
  event: RealtimeEvent,
): Promise<void> {
  const ids = typeof userIds === 'number' ? [userIds] : userIds;
  if (ids.length === 0) return Promise.resolve();
  return ctx.bus.publish({ userIds: [...ids] }, event);
}

/** The event to every open tab working for this customer (its selected customer, or staff's own). */
export function publishToCustomer(
  ctx: ServiceContext,
  customerId: number,
  event: RealtimeEvent,
): Promise<void> {
  return ctx.bus.publish({ customerId }, event);
}
