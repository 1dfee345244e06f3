import { SIGNAL_MESSAGES, SIGNAL_RULE_MODULE, type SignalRule } from '@energiek/contracts/signals';
import type { Signal } from '@energiek/db/schema/index';
import type { RaisedSignal } from '@energiek/domain/signal-rules';
import type { ServiceContext } from '../../core/context.ts';
import { publishToCustomer, publishToUser } from '../../lib/realtime/index.ts';
import { recipientsWithAccess } from '../notifications/notifications.service.ts';
import { mailSignalNotifications } from './signal-mails.ts';
import { storeSignalNotifications } from './signal-notifications.service.ts';
import { whoIsToldFor } from './signals.evaluate.ts';
import {
  addEvent,
  insertSignal,
  signalRecipients,
  signalsOfRules,
  updateSignalRow,
} from './signals.repository.ts';

// What a rule run does with what the rules raised for one customer: a new cause makes a signal; a cause
// seen again updates its signal (never a second one: unique customer, rule, cause key); an open signal
// whose cause is gone closes itself; a signal the run closed reopens, with its history, when the cause
// comes back. One a user closed stays closed while its cause lasts; once the cause is gone it is marked
// so, and a later return reopens it too.

export type ApplyOutcome = { created: number[]; reopened: number[]; updated: number; closed: number[] };

const keyOf = (rule: string, causeKey: string) => `${rule}\u0000${causeKey}`;

function valuesOf(raised: RaisedSignal, now: Date) {
  return {
    connectionId: raised.connectionId,
    periodFrom: raised.periodFrom,
    periodTo: raised.periodTo,
    severity: raised.severity,
    measured: raised.measured,
    limitValue: raised.limit,
    impact: raised.impact,
    title: raised.title,
    detail: raised.detail,
    lastSeenAt: now,
  };
}

const changed = (row: Signal, raised: RaisedSignal) =>
  row.periodFrom !== raised.periodFrom ||
  row.periodTo !== raised.periodTo ||
  row.severity !== raised.severity ||
  row.measured !== raised.measured ||
  row.limitValue !== raised.limit ||
  (row.impact === null
    ? raised.impact !== null
    : raised.impact === null || Number(row.impact) !== Number(raised.impact)) ||
  row.title !== raised.title ||
  row.detail !== raised.detail;

export async function applyRaised(
  ctx: Pick<ServiceContext, 'db' | 'bus' | 'mailer' | 'config'>,
  customerId: number,
  rules: readonly SignalRule[],
  raised: readonly RaisedSignal[],
  now = new Date(),
): Promise<ApplyOutcome> {
  const outcome: ApplyOutcome = { created: [], reopened: [], updated: 0, closed: [] };
  const existing = new Map(
    (await signalsOfRules(ctx.db, customerId, rules)).map((row) => [keyOf(row.rule, row.causeKey), row]),
  );
  const seen = new Set<string>();
  const ruleOf = new Map<number, SignalRule>();
  /** A line in the signal's history that the system (no user) wrote. */
  const systemEvent = (signalId: number, kind: Parameters<typeof addEvent>[1]['kind'], message: string) =>
    addEvent(ctx.db, { signalId, customerId, kind, message, userId: null });
  for (const signal of raised) {
    const key = keyOf(signal.rule, signal.causeKey);
    if (seen.has(key)) continue;
    seen.add(key);
    const row = existing.get(key);
    if (!row) {
      const created = await insertSignal(ctx.db, {
        customerId,
        module: SIGNAL_RULE_MODULE[signal.rule],
        rule: signal.rule,
        causeKey: signal.causeKey,
        ...valuesOf(signal, now),
      });
      await systemEvent(created.id, 'raised', signal.title);
      outcome.created.push(created.id);
      ruleOf.set(created.id, signal.rule);
    } else if (row.status === 'gesloten' && row.autoClosed) {
      await updateSignalRow(ctx.db, customerId, row.id, {
        ...valuesOf(signal, now),
        status: 'open',
        autoClosed: false,
        closeReason: null,
        closedAt: null,
      });
      await systemEvent(row.id, 'reopened', SIGNAL_MESSAGES.reopened);
      outcome.reopened.push(row.id);
      ruleOf.set(row.id, signal.rule);
    } else if (changed(row, signal)) {
      await updateSignalRow(ctx.db, customerId, row.id, valuesOf(signal, now));
      if (signal.severity > row.severity) {
        await systemEvent(row.id, 'updated', signal.detail);
      }
      outcome.updated++;
    } else {
      await updateSignalRow(ctx.db, customerId, row.id, { lastSeenAt: now });
    }
  }
  for (const [key, row] of existing) {
    if (seen.has(key) || row.autoClosed) continue;
    if (row.status === 'gesloten') {
      // Closed by a user and now gone: a return reopens it.
      await updateSignalRow(ctx.db, customerId, row.id, { autoClosed: true });
      continue;
    }
    await updateSignalRow(ctx.db, customerId, row.id, {
      status: 'gesloten',
      autoClosed: true,
      closeReason: SIGNAL_MESSAGES.autoClosed,
      closedAt: now,
    });
    await systemEvent(row.id, 'closed', SIGNAL_MESSAGES.autoClosed);
    outcome.closed.push(row.id);
  }
  await tell(ctx, customerId, raised, existing, outcome, ruleOf);
  return outcome;
}

/**
 * New and reopened signals: per rule the people its "who is told" setting names (only those who may see
 * the customer: notifications' access rule), and the customer's tabs.
 */
async function tell(
  ctx: Pick<ServiceContext, 'db' | 'bus' | 'mailer' | 'config'>,
  customerId: number,
  raised: readonly RaisedSignal[],
  existing: Map<string, Signal>,
  outcome: ApplyOutcome,
  ruleOf: Map<number, SignalRule>,
) {
  const ids = [...outcome.created, ...outcome.reopened];
  if (ids.length === 0) return;
  const first = raised.find((s) => !existing.has(keyOf(s.rule, s.causeKey))) ?? raised[0];
  const event = {
    type: 'signals.changed' as const,
    customerId,
    reason: outcome.created.length > 0 ? ('raised' as const) : ('reopened' as const),
    ids,
    title: first?.title ?? '',
  };
  const who = await whoIsToldFor(ctx, customerId);
  const told = new Set<number>();
  for (const rule of new Set(ids.map((id) => ruleOf.get(id)).filter((r): r is SignalRule => !!r))) {
    const candidates = await signalRecipients(ctx.db, customerId, who[rule]);
    const recipientIds = await recipientsWithAccess(ctx.db, candidates, customerId, null);
    // Stored first: a tab that hears the event and reloads the bell finds them.
    const stored = await storeSignalNotifications(ctx.db, {
      customerId,
      recipientIds,
      created: outcome.created.filter((id) => ruleOf.get(id) === rule),
      reopened: outcome.reopened.filter((id) => ruleOf.get(id) === rule),
    });
    for (const id of recipientIds) told.add(id);
    // Those who chose direct e-mail: one mail per notification, claimed first (never twice).
    await mailSignalNotifications(ctx, stored);
  }
  if (told.size > 0) await publishToUser(ctx, [...told], event);
  await publishToCustomer(ctx, customerId, event);
}
