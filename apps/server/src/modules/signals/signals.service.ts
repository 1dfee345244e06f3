import { actionCreateSchema } from '@energiek/contracts/actions';
import {
  SIGNAL_MESSAGES,
  type CustomerSignalQuery,
  type SignalDetail,
  type SignalItem,
  type SignalList,
  type SignalQuery,
  type SignalUpdate,
} from '@energiek/contracts/signals';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { auditAs } from '../../lib/audit.ts';
import { HttpError, notFound, validationError } from '../../lib/http-errors.ts';
import { createAction } from '../actions/actions.service.ts';
import { provideDigestSignals } from '../notifications/notifications.service.ts';
import { isActiveAdmin } from '../users/users.service.ts';
import { listUnreadSignalNotificationsBetween } from './signal-notifications.repository.ts';
import * as repo from './signals.repository.ts';
import { signalsRunJob } from './signals.job.ts';

// Signals (issue 30): the front door. Lists for the customer and the back office, one signal with its
// history, the back office's handling (status, assignee, comment, close reason), and the rule run that the
// jobs and `POST signals/run` start.

/** Hands the notifications' daily digest the user's unread signal notifications (called once when the
 *  routes register; the digest cannot import signals, which use the notifications' access rule). */
export function registerSignalHooks(ctx: ServiceContext): void {
  provideDigestSignals(ctx, (c, userId, window, customerIds) =>
    listUnreadSignalNotificationsBetween(c.db, userId, window, customerIds),
  );
}

export async function listCustomerSignals(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; query: CustomerSignalQuery },
): Promise<SignalList> {
  requireActsFor(actor, input.customerId);
  return signalPage(ctx, actor, { customerId: input.customerId, actFor: actor.actFor }, input.query);
}

/** GET signals: every customer the actor acts for (back office). */
export async function listSignals(
  ctx: ServiceContext,
  actor: Actor,
  input: { query: SignalQuery },
): Promise<SignalList> {
  return signalPage(ctx, actor, { actFor: actor.actFor }, input.query);
}

/** One page of the signals in `scope` that match the query; "unread" is unread by the actor. */
async function signalPage(
  ctx: ServiceContext,
  actor: Actor,
  scope: repo.SignalScope,
  query: SignalQuery | CustomerSignalQuery,
): Promise<SignalList> {
  const where = repo.signalConditions(scope, {
    ...query,
    unreadBy: query.unread ? actor.user.id : undefined,
  });
  const { items, total } = await repo.listSignals(ctx.db, actor.user.id, where, query);
  return { data: items, meta: pageMeta(query.page, query.limit, total) };
}

export async function getSignal(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; signalId: number },
): Promise<SignalDetail> {
  requireActsFor(actor, input.customerId);
  const item = await repo.findSignal(ctx.db, actor.user.id, input.customerId, input.signalId);
  if (!item) throw notFound();
  // Opening it reads it (for this user only); the answer shows it as read.
  if (!item.isRead) await repo.markSignalRead(ctx.db, actor.user.id, item.id);
  return {
    ...item,
    isRead: true,
    history: await repo.signalHistory(ctx.db, input.customerId, input.signalId),
  };
}

/** POST customers/{customerId}/signals/{signalId}/mark-as-unread: unread again, for this user only. */
export async function markSignalUnread(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; signalId: number },
): Promise<void> {
  requireActsFor(actor, input.customerId);
  const item = await repo.findSignal(ctx.db, actor.user.id, input.customerId, input.signalId);
  if (!item) throw notFound();
  await repo.markSignalUnread(ctx.db, {
    userId: actor.user.id,
    customerId: input.customerId,
    signalId: item.id,
    raisedAt: new Date(item.createdAt),
  });
}

/** POST customers/{customerId}/signals/{signalId}: acknowledge, assign, comment, close with a reason. */
export async function updateSignal(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; signalId: number; body: SignalUpdate },
): Promise<SignalDetail> {
  const { customerId, signalId, body } = input;
  requireActsFor(actor, customerId);
  const current = await repo.findSignal(ctx.db, actor.user.id, customerId, signalId);
  if (!current) throw notFound();
  if (body.assigneeId && !(await isActiveAdmin(ctx.db, body.assigneeId))) {
    throw validationError({ assigneeId: [SIGNAL_MESSAGES.assignee] });
  }
  const userId = actor.user.id;
  const event = (kind: Parameters<typeof repo.addEvent>[1]['kind'], message: string) =>
    repo.addEvent(ctx.db, { signalId, customerId, kind, message, userId });
  if (body.status !== undefined && body.status !== current.status) {
    const closing = body.status === 'gesloten';
    await repo.updateSignalRow(ctx.db, customerId, signalId, {
      status: body.status,
      closeReason: closing ? (body.closeReason ?? null) : null,
      closedAt: closing ? new Date() : null,
      autoClosed: false,
    });
    await event(closing ? 'closed' : 'status', closing ? (body.closeReason ?? '') : body.status);
  } else if (body.closeReason !== undefined && current.status === 'gesloten') {
    await repo.updateSignalRow(ctx.db, customerId, signalId, { closeReason: body.closeReason });
  }
  if (body.assigneeId !== undefined && body.assigneeId !== current.assigneeId) {
    await repo.updateSignalRow(ctx.db, customerId, signalId, { assigneeId: body.assigneeId });
    await event('assigned', body.assigneeId === null ? '' : String(body.assigneeId));
  }
  if (body.comment) await event('comment', body.comment);
  if (body.toAction) {
    const action = await createAction(ctx, actor, {
      customerId,
      body: actionCreateSchema.parse({
        type: 'action',
        subject: current.title.slice(0, 200),
        description: current.detail,
        connectionId: current.connectionId,
        assigneeId: body.assigneeId ?? current.assigneeId,
      }),
    });
    await event('comment', SIGNAL_MESSAGES.actionCreated(action.id));
  }
  await repo.updateSignalRow(ctx.db, customerId, signalId, { updatedAt: new Date() });
  await auditAs(ctx.db, actor, {
    event: 'signals.updated',
    customerId,
    subjectType: 'signal',
    subjectId: signalId,
    details: {
      status: body.status ?? null,
      assigneeId: body.assigneeId ?? null,
      comment: Boolean(body.comment),
    },
  });
  return getSignal(ctx, actor, { customerId, signalId });
}

/** POST signals/run: queue a run for one customer or all; the job's id. */
export async function requestSignalRun(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId?: number | undefined },
): Promise<{ jobId: string }> {
  if (input.customerId !== undefined) requireActsFor(actor, input.customerId);
  // A process without the job runner (a CLI, a test app) cannot queue: 409, not a server error.
  if (!ctx.jobs.started) throw new HttpError(409, SIGNAL_MESSAGES.jobsStopped);
  const jobId = await ctx.jobs.enqueue(
    signalsRunJob,
    input.customerId === undefined ? {} : { customerId: input.customerId },
    { requestedById: actor.user.id },
  );
  return { jobId };
}

export type { SignalItem };
export { runSignalRules, type RunSummary } from './signals.run.ts';
// The front door of the bell's signal notifications (counter; the daily digest gets its read handed in by
// registerSignalHooks).
export {
  countUnreadSignalNotifications,
  listSignalNotifications,
  markSignalNotification,
} from './signal-notifications.service.ts';
export { getSignalSettings, previewSignalRule, saveSignalSettings } from './signals.settings.ts';
