import type { z } from 'zod';
import type {
  actionCreateSchema,
  actionOverviewQuerySchema,
  actionUpdateSchema,
  customerActionListQuerySchema,
} from '@energiek/contracts/actions';
import {
  ACTION_MESSAGES,
  ACTION_STATUS_DONE,
  ACTION_TEMPLATES,
  MAX_ACTION_SUGGESTIONS,
  type ActionAssignee,
  type ActionItem,
  type ActionSuggestion,
} from '@energiek/contracts/actions';
import { toIsoDate } from '@energiek/contracts/format';
import type { Action, NewAction } from '@energiek/db/schema/index';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudited } from '../../lib/audit.ts';
import { notFound, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { actionsChanged } from './actions.events.ts';
import { notifyAboutAction } from './actions.notifications.ts';
import * as repo from './actions.repository.ts';

// Rules of actions and notes: assignees are admins who may act for the customer, a connection belongs
// to the same customer, notes carry no workflow; a note is internal (admins only) unless marked
// "zichtbaar voor klant", and customer staff never see internal notes. Every write is audited and
// notifies the right people. Customer-scoped functions expect the route's tenancy check and re-check it.

type CreateBody = z.output<typeof actionCreateSchema>;
type UpdateBody = z.output<typeof actionUpdateSchema>;
type Target = { customerId: number; id: number };

export const today = () => toIsoDate(new Date());

/** Customer staff (also an admin viewing along as them) never see internal notes. */
export const hidesInternalNotes = (actor: Actor) => actor.user.type !== 'admin';

const customerIdsOf = (actor: Actor) => (actor.actFor === 'all' ? 'all' : [...actor.actFor]);

function requireCustomer(actor: Actor, customerId: number): void {
  if (!actsFor(actor, customerId)) throw notFound();
}

/** GET actions: the actions (not notes) of the customers the actor may act for. */
export function listActionOverview(
  ctx: ServiceContext,
  actor: Actor,
  q: z.output<typeof actionOverviewQuerySchema>,
) {
  return repo.listActions(ctx.db, {
    customerIds: customerIdsOf(actor),
    hideInternalNotes: hidesInternalNotes(actor),
    customerId: q.customerId,
    type: 'action',
    status: q.status,
    open: q.open === '1',
    overdue: q.overdue === '1',
    assigneeId: q.scope === 'mine' ? actor.user.id : q.assigneeId,
    q: q.q,
    sort: q.sort ?? (q.scope === 'mine' || q.overdue === '1' ? 'deadline' : undefined),
    page: q.page,
    limit: q.limit,
    today: today(),
  });
}

export function listCustomerActions(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number } & z.output<typeof customerActionListQuerySchema>,
) {
  requireCustomer(actor, input.customerId);
  return repo.listActions(ctx.db, {
    customerIds: [input.customerId],
    hideInternalNotes: hidesInternalNotes(actor),
    type: input.type,
    status: input.status,
    assigneeId: input.assigneeId,
    q: input.q,
    sort: input.sort,
    page: input.page,
    limit: input.limit,
    today: today(),
  });
}

export function listActionAssignees(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number },
): Promise<ActionAssignee[]> {
  requireCustomer(actor, input.customerId);
  return repo.listAssignees(ctx.db, input.customerId);
}

async function validateRelations(
  ctx: ServiceContext,
  customerId: number,
  values: { assigneeId?: number | null | undefined; connectionId?: number | null | undefined },
): Promise<void> {
  const errors: FieldErrors = {};
  if (values.assigneeId !== undefined && values.assigneeId !== null) {
    const allowed = await repo.listAssignees(ctx.db, customerId);
    if (!allowed.some((user) => user.id === values.assigneeId)) {
      errors.assigneeId = [ACTION_MESSAGES.assigneeInvalid];
    }
  }
  if (values.connectionId !== undefined && values.connectionId !== null) {
    if (!(await repo.connectionOfCustomer(ctx.db, customerId, values.connectionId))) {
      errors.connectionId = [ACTION_MESSAGES.connectionInvalid];
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The action or note as the actor may see it: 404 when unknown, of another customer, or internal. */
export async function getAction(ctx: ServiceContext, actor: Actor, input: Target): Promise<ActionItem> {
  requireCustomer(actor, input.customerId);
  const item = await repo.findActionItem(
    ctx.db,
    input.customerId,
    input.id,
    today(),
    hidesInternalNotes(actor),
  );
  if (!item) throw notFound();
  return item;
}

/** The stored row, with the same visibility rule as getAction. */
export async function requireAction(ctx: ServiceContext, actor: Actor, input: Target): Promise<Action> {
  requireCustomer(actor, input.customerId);
  const action = await repo.findAction(ctx.db, input.customerId, input.id, hidesInternalNotes(actor));
  if (!action) throw notFound();
  return action;
}

export async function createAction(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: CreateBody },
): Promise<ActionItem> {
  const { customerId, body } = input;
  requireCustomer(actor, customerId);
  const isNote = body.type === 'note';
  // A note is a subject and a text: no status, priority, deadline, assignee or connection. Actions and
  // notes are internal unless marked "zichtbaar voor klant"; what customer staff write is theirs to see.
  const visibleToCustomer = hidesInternalNotes(actor) || (body.visibleToCustomer ?? false);
  const values: NewAction = isNote
    ? {
        customerId,
        type: 'note',
        subject: body.subject,
        description: body.description ?? null,
        visibleToCustomer,
      }
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
        visibleToCustomer,
      };
  if (!isNote) await validateRelations(ctx, customerId, values);
  const row = await writeAudited(
    ctx.db,
    actor,
    (tx) => repo.insertAction(tx, { ...values, createdById: actor.user.id }),
    (inserted) => ({
      event: isNote ? 'notes.created' : 'actions.created',
      customerId,
      subjectType: 'action',
      subjectId: inserted.id,
      details: { type: inserted.type, assigneeId: inserted.assigneeId, status: inserted.status },
    }),
  );
  const item = await getAction(ctx, actor, { customerId, id: row.id });
  const about = { action: row, customerName: item.customer.name, actor: actor.user };
  if (isNote) {
    const accountManager = await repo.accountManagerOf(ctx.db, customerId);
    await notifyAboutAction(ctx, { ...about, type: 4, recipientIds: [accountManager] });
  } else if (row.assigneeId !== null) {
    await notifyAboutAction(ctx, { ...about, type: 3, recipientIds: [row.assigneeId] });
    await actionsChanged(ctx, [row.assigneeId]);
  }
  return item;
}

function changesOf(current: Action, body: UpdateBody, actor: Actor): Partial<NewAction> {
  const changes: Partial<NewAction> = {};
  if (body.subject !== undefined) changes.subject = body.subject;
  if (body.description !== undefined) changes.description = body.description;
  // Only admins decide whether an action or note is internal.
  if (body.visibleToCustomer !== undefined && !hidesInternalNotes(actor)) {
    changes.visibleToCustomer = body.visibleToCustomer;
  }
  if (current.type === 'note') return changes;
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
  return changes;
}

export async function updateAction(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { body: UpdateBody },
): Promise<ActionItem> {
  const { customerId, id } = input;
  const current = await requireAction(ctx, actor, input);
  const changes = changesOf(current, input.body, actor);
  if (current.type === 'action') {
    await validateRelations(ctx, customerId, {
      assigneeId: changes.assigneeId,
      connectionId: changes.connectionId,
    });
  }
  const row = await writeAudited(
    ctx.db,
    actor,
    async (tx) => (await repo.updateAction(tx, customerId, id, changes)) ?? current,
    {
      event: current.type === 'note' ? 'notes.updated' : 'actions.updated',
      customerId,
      subjectType: 'action',
      subjectId: id,
      details: { fields: Object.keys(changes) },
    },
  );
  const item = await getAction(ctx, actor, { customerId, id });
  const about = { action: row, customerName: item.customer.name, actor: actor.user };
  const assigneeChanged = changes.assigneeId !== undefined;
  const statusChanged = changes.status !== undefined;
  const newAssignee = assigneeChanged ? row.assigneeId : null;
  if (newAssignee !== null) {
    await notifyAboutAction(ctx, { ...about, type: 3, recipientIds: [newAssignee] });
  }
  if (statusChanged) {
    const people = [row.assigneeId, row.createdById, ...(await repo.commenterIds(ctx.db, id))];
    // The new assignee already heard about the action as a whole.
    const recipientIds = people.filter((person) => person !== newAssignee);
    await notifyAboutAction(ctx, { ...about, type: 2, recipientIds });
  }
  if (assigneeChanged || statusChanged) {
    await actionsChanged(ctx, [current.assigneeId, row.assigneeId].filter(isId));
  }
  return item;
}

const isId = (value: number | null): value is number => value !== null;

export async function deleteAction(ctx: ServiceContext, actor: Actor, input: Target): Promise<void> {
  const { customerId, id } = input;
  const current = await requireAction(ctx, actor, input);
  await writeAudited(
    ctx.db,
    actor,
    async (tx) => {
      if (!(await repo.deleteAction(tx, customerId, id))) throw notFound();
    },
    {
      event: current.type === 'note' ? 'notes.deleted' : 'actions.deleted',
      customerId,
      subjectType: 'action',
      subjectId: id,
      details: { subject: current.subject },
    },
  );
  if (current.assigneeId !== null) await actionsChanged(ctx, [current.assigneeId]);
}

/** Up to ten subjects: earlier ones of the customers the actor may act for, then the standard templates. */
export async function suggestActionSubjects(
  ctx: ServiceContext,
  actor: Actor,
  input: { query: string; customerId?: number | undefined },
): Promise<ActionSuggestion[]> {
  const { query, customerId } = input;
  const prefer = customerId !== undefined && actsFor(actor, customerId) ? customerId : undefined;
  const needle = query.toLocaleLowerCase('nl');
  const templates = ACTION_TEMPLATES.filter((subject) => subject.toLocaleLowerCase('nl').includes(needle));
  // Subjects of actions only: notes (internal or not) never turn up as suggestions.
  const history = await repo.earlierSubjects(
    ctx.db,
    customerIdsOf(actor),
    query,
    MAX_ACTION_SUGGESTIONS,
    prefer,
  );
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
  return [...earlier.slice(0, earlierRoom), ...standard].slice(0, MAX_ACTION_SUGGESTIONS);
}

// The front door: what other areas use of actions besides the functions above (docs/architecture.md
// "Areas and front doors").
export { countOpenAssigned, listAssignees } from './actions.repository.ts';
