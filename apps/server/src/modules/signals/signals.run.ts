import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { SIGNAL_RULES, type SignalRule } from '@energiek/contracts/signals';
import { localDayOf } from '@energiek/domain/local-time';
import type { RaisedSignal } from '@energiek/domain/signal-rules';
import type { ServiceContext } from '../../core/context.ts';
import { applyRaised } from './signals.apply.ts';
import { evaluateCustomer, settingsFor, type RunShared } from './signals.evaluate.ts';
import { customerIds } from './signals.repository.ts';

// The rule run: evaluate every rule for each customer and store the outcome (signals.apply.ts). Called by
// the jobs (signals.job.ts), the benchmark and tests.

export type RunSummary = {
  customers: number;
  perRule: Record<string, { signals: number; ms: number }>;
  created: number;
  reopened: number;
  updated: number;
  closed: number;
};

/**
 * Runs the rules for these customers (all when omitted) on `now`'s local day and stores the outcome. A
 * system run: no actor, every customer. `onProgress` reports per customer.
 */
export async function runSignalRules(
  ctx: Pick<ServiceContext, 'db' | 'bus' | 'mailer' | 'config'>,
  input: { customerIds?: readonly number[]; now?: Date; rules?: readonly SignalRule[] } = {},
  onProgress?: (done: number, total: number) => Promise<void>,
): Promise<RunSummary> {
  const now = input.now ?? new Date();
  const shared: RunShared = { today: localDayOf(now) };
  const ids = input.customerIds ?? (await customerIds(ctx.db));
  const summary: RunSummary = {
    customers: ids.length,
    perRule: {},
    created: 0,
    reopened: 0,
    updated: 0,
    closed: 0,
  };
  let done = 0;
  for (const customerId of ids) {
    const settings = await settingsFor(ctx, customerId);
    // Rule by rule, so the summary says what each costs (the benchmark prints it).
    const rules: SignalRule[] = [];
    const raised: RaisedSignal[] = [];
    for (const rule of input.rules ?? SIGNAL_RULES) {
      const started = performance.now();
      const one = await evaluateCustomer(ctx, customerId, shared, settings, [rule]);
      const entry = (summary.perRule[rule] ??= { signals: 0, ms: 0 });
      entry.ms += performance.now() - started;
      entry.signals += one.raised.length;
      rules.push(...one.rules);
      raised.push(...one.raised);
      // Let requests in between (an in-process PGlite answers on this thread): the run must not hold up
      // the request path (bench/signals.ts measures it).
      await yieldToEventLoop();
    }
    const outcome = await applyRaised(ctx, customerId, rules, raised, now);
    summary.created += outcome.created.length;
    summary.reopened += outcome.reopened.length;
    summary.updated += outcome.updated;
    summary.closed += outcome.closed.length;
    done++;
    await onProgress?.(done, ids.length);
  }
  return summary;
}
