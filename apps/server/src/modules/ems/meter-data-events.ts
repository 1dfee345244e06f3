import { perApp, type ServiceContext } from '../../core/context.ts';

// Meter data written outside an import (the demo-data job): other areas (the invoice audit) ask to hear of
// it through the ems front door, so the writer needs to know none of them (no import loop).

/** A customer's connections got interval data for the local days [from, to). */
export type MeterDataWritten = {
  customerId: number;
  connectionIds: number[];
  /** First local day of the data written. */
  from: string;
  /** Day after the last. */
  to: string;
};
type Listener = (ctx: ServiceContext, event: MeterDataWritten) => Promise<void>;
const listeners = perApp<Listener[]>();

/** Another area asks to hear of meter data written outside an import. */
export function onMeterDataWritten(ctx: ServiceContext, listener: Listener): void {
  listeners.set(ctx, [...(listeners.get(ctx) ?? []), listener]);
}

/** Tells the listeners; a listener's failure is logged, never the writer's. */
export async function meterDataWritten(ctx: ServiceContext, event: MeterDataWritten): Promise<void> {
  for (const listener of listeners.get(ctx) ?? []) {
    await listener(ctx, event).catch((error: unknown) =>
      ctx.log.error({ err: error }, 'meter data written listener'),
    );
  }
}
