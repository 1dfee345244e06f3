import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { actionCreateSchema, actionUpdateSchema } from '@energiek/contracts/actions';
import {
  ACTION_MESSAGES,
  ACTION_STATUS_DONE,
  ACTION_TEMPLATES,
  MAX_ACTION_SUGGESTIONS,
  type ActionCommentItem,
  type ActionItem,
  type ActionSuggestion,
} from '@energiek/contracts/actions';
import { toIsoDate } from '@energiek/contracts/format';
import type { z } from 'zod';
import type { Action, NewAction } from '@energiek/db/schema/index';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { mayActForCustomer, type AuthContext } from '../../plugins/authenticate.ts';
import { actionsChanged } from './actions.events.ts';
import { notifyAboutAction } from './actions.notifications.ts';
import {
  accountManagerOf,
  commenterIds,
  connectionOfCustomer,
  deleteAction,
  deleteComment,
  earlierSubjects,
  findAction,
  findActionItem,
  findCommentItem,
  findCommentWithCustomer,
  insertAction,
  insertComment,
  listAssignees,
  updateAction,
  updateComment,
} from './actions.repository.ts';

// Rules of actions and notes: assignees are admins who may act for the customer, a connection belongs
// to the same customer, notes carry no workflow; every write is audited and notifies the right people.

type CreateBody = z.output<typeof actionCreateSchema>;
type UpdateBody = z.output<typeof actionUpdateSchema>;

export const today = () => toIsoDate(new Date());

async function validateRelations(
  app: FastifyInstance,
  customerId: number,
  values: { assigneeId?: number | null | undefined; connectionId?: number | null | undefined },
): Promise<void> {
  const errors: FieldErrors = {};
  const { db } = app.ctx;
  if (values.assigneeId !== undefined && values.assigneeId !== null) {
    const allowed = await listAssignees(db, customerId);
    if (!allowed.some((user) => user.id === values.assigneeId)) {
      errors.assigneeId = [ACTION_MESSAGES.assigneeInvalid];
    }
  }
  if (values.connectionId !== undefined && values.connectionId !== null) {
    if (!(await connectionOfCustomer(db, customerId, values.connectionId))) {
      errors.connectionId = [ACTION_MESSAGES.connectionInvalid];
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

async function loadItem(app: FastifyInstance, customerId: number, id: number): Promise<ActionItem> {
  const item = await findActionItem(app.ctx.db, customerId, id, today());
  if (!item) throw notFound();
  return item;
}

export async function getAction(app: FastifyInstance, customerId: number, id: number): Promise<ActionItem> {
  return loadItem(app, customerId, id);
}

export async function createAction(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  customerId: number,
  body: CreateBody,
): Promise<ActionItem> {
  const isNote = body.type === 'note';
  // A note is a subject and a text: no status, priority, deadline, assignee or connection.
  const values: NewAction = isNote
    ? { customerId, type: 'note', subject: body.subject, description: body.description ?? null }
    : {
        customerId,
        type: 'action',
        subject: body.subject,
        description: body.description ?? null,
        status: body.status ?? 1,
        priority: body.priority ?? 2,
        deadline: body.deadline ?? null,
        assigneeId: body.assigneeId ?? null,
        connectionId: body.connectionId ?? null,
        completedAt: body.status === ACTION_STATUS_DONE ? new Date() : null,
      };
  if (!isNote) await validateRelations(app, customerId, values);
  const row = await insertAction(app.ctx.db, { ...values, createdById: auth.user.id });
  await writeAudit(app.ctx.db, request, {
    event: isNote ? 'notes.created' : 'actions.created',
    customerId,
    subjectType: 'action',
    subjectId: row.id,
    details: { type: row.type, assigneeId: row.assigneeId, status: row.status },
  });
  const item = await loadItem(app, customerId, row.id);
  if (isNote) {
    await notifyAboutAction(app, {
      type: 4,
      action: row,
      customerName: item.customer.name,
      actor: auth.user,
      recipientIds: [await accountManagerOf(app.ctx.db, customerId)],
    });
  } else if (row.assigneeId !== null) {
    await notifyAboutAction(app, {
      type: 3,
      action: row,
      customerName: item.customer.name,
      actor: auth.user,
      recipientIds: [row.assigneeId],
    });
    await actionsChanged(app, [row.assigneeId]);
  }
  return item;
}

export async function updateActionRecord(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  customerId: number,
  id: number,
  body: UpdateBody,
): Promise<ActionItem> {
  const { db } = app.ctx;
  const current = await findAction(db, customerId, id);
  if (!current) throw notFound();
  const isNote = current.type === 'note';
  const changes: Partial<NewAction> = {};
  if (body.subject !== undefined) changes.subject = body.subject;
  if (body.description !== undefined) changes.description = body.description;
  if (!isNote) {
    if (body.status !== undefined && body.status !== current.status) {
      changes.status = body.status;
      changes.completedAt = body.status === ACTION_STATUS_DONE ? new Date() : null;
    }
    if (body.priority !== undefined) changes.priority = body.priority;
    if (body.deadline !== undefined) changes.deadline = body.deadline;
    if (body.assigneeId !== undefined && body.assigneeId !== current.assigneeId) {
      changes.assigneeId = body.assigneeId;
    }
    if (body.connectionId !== undefined) changes.connectionId = body.connectionId;
    await validateRelations(app, customerId, {
      assigneeId: changes.assigneeId,
      connectionId: changes.connectionId,
    });
  }
  const row = (await updateAction(db, customerId, id, changes)) ?? current;
  await writeAudit(db, request, {
    event: isNote ? 'notes.updated' : 'actions.updated',
    customerId,
    subjectType: 'action',
    subjectId: id,
    details: { fields: Object.keys(changes) },
  });
  const item = await loadItem(app, customerId, id);
  const assigneeChanged = changes.assigneeId !== undefined;
  const statusChanged = changes.status !== undefined;
  const newAssignee = assigneeChanged ? row.assigneeId : null;
  if (newAssignee !== null) {
    await notifyAboutAction(app, {
      type: 3,
      action: row,
      customerName: item.customer.name,
      actor: auth.user,
      recipientIds: [newAssignee],
    });
  }
  if (statusChanged) {
    const people = [row.assigneeId, row.createdById, ...(await commenterIds(db, id))];
    await notifyAboutAction(app, {
      type: 2,
      action: row,
      customerName: item.customer.name,
      actor: auth.user,
      // The new assignee already heard about the action as a whole.
      recipientIds: people.filter((person) => person !== newAssignee),
    });
  }
  if (assigneeChanged || statusChanged)
    await actionsChanged(app, [current.assigneeId, row.assigneeId].filter(isId));
  return item;
}

const isId = (value: number | null): value is number => value !== null;

export async function deleteActionRecord(
  app: FastifyInstance,
  request: FastifyRequest,
  customerId: number,
  id: number,
): Promise<void> {
  const { db } = app.ctx;
  const current = await findAction(db, customerId, id);
  if (!current || !(await deleteAction(db, customerId, id))) throw notFound();
  await writeAudit(db, request, {
    event: current.type === 'note' ? 'notes.deleted' : 'actions.deleted',
    customerId,
    subjectType: 'action',
    subjectId: id,
    details: { subject: current.subject },
  });
  if (current.assigneeId !== null) await actionsChanged(app, [current.assigneeId]);
}

// Comments

export async function requireAction(app: FastifyInstance, customerId: number, id: number): Promise<Action> {
  const action = await findAction(app.ctx.db, customerId, id);
  if (!action) throw notFound();
  return action;
}

export async function addComment(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  customerId: number,
  actionId: number,
  content: string,
): Promise<ActionCommentItem> {
  const { db } = app.ctx;
  const action = await requireAction(app, customerId, actionId);
  // Earlier commenters are read before this comment exists; the actor is left out by the raise anyway.
  const earlier = await commenterIds(db, actionId);
  const row = await insertComment(db, actionId, auth.user.id, content);
  await writeAudit(db, request, {
    event: 'action_comments.created',
    customerId,
    subjectType: 'action_comment',
    subjectId: row.id,
    details: { actionId },
  });
  const item = await findActionItem(db, customerId, actionId, today());
  await notifyAboutAction(app, {
    type: 1,
    action,
    customerName: item?.customer.name ?? '',
    actor: auth.user,
    recipientIds: [action.assigneeId, action.createdById, ...earlier],
    comment: content,
  });
  const comment = await findCommentItem(db, row.id, auth.user.id);
  if (!comment) throw notFound();
  return comment;
}

/** A comment the signed-in user may change: 404 when unknown or of another customer, 403 when not theirs. */
async function ownComment(app: FastifyInstance, auth: AuthContext, id: number) {
  const found = await findCommentWithCustomer(app.ctx.db, id);
  if (!found || !mayActForCustomer(auth, found.customerId)) throw notFound();
  if (found.comment.userId !== auth.user.id) throw forbidden(ACTION_MESSAGES.ownCommentOnly);
  return found;
}

export async function editComment(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  id: number,
  content: string,
): Promise<ActionCommentItem> {
  const found = await ownComment(app, auth, id);
  await updateComment(app.ctx.db, id, content);
  await writeAudit(app.ctx.db, request, {
    event: 'action_comments.updated',
    customerId: found.customerId,
    subjectType: 'action_comment',
    subjectId: id,
    details: { actionId: found.comment.actionId },
  });
  const comment = await findCommentItem(app.ctx.db, id, auth.user.id);
  if (!comment) throw notFound();
  return comment;
}

export async function removeComment(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  id: number,
): Promise<void> {
  const found = await ownComment(app, auth, id);
  await deleteComment(app.ctx.db, id);
  await writeAudit(app.ctx.db, request, {
    event: 'action_comments.deleted',
    customerId: found.customerId,
    subjectType: 'action_comment',
    subjectId: id,
    details: { actionId: found.comment.actionId },
  });
}

/** Up to ten subjects: earlier ones of the customers the user may act for, then the standard templates. */
export async function suggestSubjects(
  app: FastifyInstance,
  auth: AuthContext,
  query: string,
  customerId?: number,
): Promise<ActionSuggestion[]> {
  const customers = auth.actFor === 'all' ? 'all' : [...auth.actFor];
  const prefer = customerId !== undefined && mayActForCustomer(auth, customerId) ? customerId : undefined;
  const needle = query.toLocaleLowerCase('nl');
  const templates = ACTION_TEMPLATES.filter((subject) => subject.toLocaleLowerCase('nl').includes(needle));
  const history = await earlierSubjects(app.ctx.db, customers, query, MAX_ACTION_SUGGESTIONS, prefer);
  const seen = new Set<string>();
  const result: ActionSuggestion[] = [];
  for (const [subject, source] of [
    ...history.map((s) => [s, 'history'] as const),
    ...templates.map((s) => [s, 'template'] as const),
  ]) {
    const key = subject.toLocaleLowerCase('nl');
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ subject, source });
  }
  // Keep room for the templates: at most seven earlier subjects when templates match too.
  const earlier = result.filter((s) => s.source === 'history');
  const standard = result.filter((s) => s.source === 'template');
  const earlierRoom = Math.max(MAX_ACTION_SUGGESTIONS - Math.min(standard.length, 3), 0);
  const picked = earlier.slice(0, earlierRoom);
  return [...picked, ...standard].slice(0, MAX_ACTION_SUGGESTIONS);
}
