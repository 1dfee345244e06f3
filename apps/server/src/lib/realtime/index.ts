import type { FastifyInstance } from 'fastify';
import type { RealtimeEvent } from '@energiek/contracts/realtime';
import type { ServiceContext } from '../../core/context.ts';
import type { RealtimeBus } from './bus.ts';

// What other modules call: publishToUser / publishToCustomer push an event to the open tabs concerned,
// on every instance (docs/architecture.md "Realtime"). Call them after the change is stored.

export type { RealtimeBus, RealtimeTarget } from './bus.ts';

/** The app or its context: whatever a service has at hand. */
export type RealtimeHolder = FastifyInstance | ServiceContext;

const buses = new WeakMap<ServiceContext, RealtimeBus>();

export function contextOf(holder: RealtimeHolder): ServiceContext {
  return 'ctx' in holder ? holder.ctx : holder;
}

/** Done once by the realtime module when the app is built. */
export function attachRealtimeBus(ctx: ServiceContext, bus: RealtimeBus): void {
  buses.set(ctx, bus);
}

/** The event to these users' open tabs (a view-along tab counts as the viewed user's). */
export function publishToUser(
  holder: RealtimeHolder,
  userIds: number | readonly number[],
  event: RealtimeEvent,
): Promise<void> {
  const ids = typeof userIds === 'number' ? [userIds] : userIds;
  const bus = buses.get(contextOf(holder));
  // An app built without the realtime module (a script) simply has nobody to tell.
  if (!bus || ids.length === 0) return Promise.resolve();
  return bus.publish({ userIds: [...ids] }, event);
}

/** The event to every open tab working for this customer (its selected customer, or staff's own). */
export function publishToCustomer(
  holder: RealtimeHolder,
  customerId: number,
  event: RealtimeEvent,
): Promise<void> {
  const bus = buses.get(contextOf(holder));
  if (!bus) return Promise.resolve();
  return bus.publish({ customerId }, event);
}
