import { ACTION_MESSAGES, type ActionCommentItem } from '@energiek/contracts/actions';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { auditSubject, writeAudited } from '../../lib/audit.ts';
import { forbidden, notFound } from '../../lib/http-errors.ts';
import { notifyAboutAction } from './actions.notifications.ts';
import * as repo from './actions.repository.ts';
import { hidesInternalNotes, requireAction, today } from './actions.service.ts';

// Comments on an action or note: everyone who may see it may comment (customer staff too, never on an
// internal note); only the writer edits or deletes their comment.

type Target = { customerId: number; id: number };

export async function listActionComments(
  ctx: ServiceContext,
  actor: Actor,
  input: Target,
): Promise<ActionCommentItem[]> {
  const action = await requireAction(ctx, actor, input);
  return repo.listComments(ctx.db, action.id, actor.user.id);
}

export async function createActionComment(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { content: string },
): Promise<ActionCommentItem> {
  const { customerId, id: actionId, content } = input;
  const action = await requireAction(ctx, actor, input);
  // Earlier commenters are read before this comment exists; the actor is left out by the raise anyway.
  const earlier = await repo.commenterIds(ctx.db, actionId);
  const row = await writeAudited(
    ctx.db,
    actor,
    (tx) => repo.insertComment(tx, actionId, actor.user.id, content),
    (inserted) => ({
      event: 'action_comments.created',
      customerId,
      subjectType: 'action_comment',
      subjectId: inserted.id,
      details: { actionId },
    }),
  );
  const item = await repo.findActionItem(ctx.db, customerId, actionId, today());
  await notifyAboutAction(ctx, {
    type: 1,
    action,
    customerName: item?.customer.name ?? '',
    actor: actor.user,
    recipientIds: [action.assigneeId, action.createdById, ...earlier],
    comment: content,
  });
  const comment = await repo.findCommentItem(ctx.db, row.id, actor.user.id);
  if (!comment) throw notFound();
  return comment;
}

/** A comment the actor may change: 404 when unknown, of another customer or on an internal note they
 *  may not see; 403 when not theirs. */
async function ownComment(ctx: ServiceContext, actor: Actor, id: number) {
  const found = await repo.findCommentWithCustomer(ctx.db, id);
  if (!found || !actsFor(actor, found.customerId)) throw notFound();
  const { action } = found;
  if (hidesInternalNotes(actor) && !action.visibleToCustomer) throw notFound();
  if (found.comment.userId !== actor.user.id) throw forbidden(ACTION_MESSAGES.ownCommentOnly);
  return found;
}

export async function updateActionComment(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; content: string },
): Promise<ActionCommentItem> {
  const found = await ownComment(ctx, actor, input.id);
  await writeAudited(ctx.db, actor, (tx) => repo.updateComment(tx, input.id, input.content), {
    event: 'action_comments.updated',
    ...auditSubject('action_comment', input.id, found.customerId),
    details: { actionId: found.comment.actionId },
  });
  const comment = await repo.findCommentItem(ctx.db, input.id, actor.user.id);
  if (!comment) throw notFound();
  return comment;
}

export async function deleteActionComment(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  const found = await ownComment(ctx, actor, input.id);
  await writeAudited(ctx.db, actor, (tx) => repo.deleteComment(tx, input.id), {
    event: 'action_comments.deleted',
    ...auditSubject('action_comment', input.id, found.customerId),
    details: { actionId: found.comment.actionId },
  });
}
