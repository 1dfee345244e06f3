import type { z } from 'zod';
import { isLargeCapacity } from '@energiek/contracts/connections';
import {
  HISTORY_FIELDS,
  MUTATION_EDITABLE,
  MUTATION_MESSAGES,
  MUTATION_STATUS_LABELS,
  MUTATION_TRANSITIONS,
  type ConnectionHistoryEntry,
  type MutationBodyParsed,
  type MutationItem,
  type MutationListItem,
  type mutationListQuerySchema,
  type mutationStatusBodySchema,
} from '@energiek/contracts/mutations';
import type { ListMeta } from '@energiek/contracts/envelopes';
import { requireActsFor, type Actor } from '../../../core/actor.ts';
import type { ServiceContext } from '../../../core/context.ts';
import { pageMeta } from '../../../core/paging.ts';
import { auditSubject, writeAudit } from '../../../lib/audit.ts';
import { notFound, validationError, type FieldErrors } from '../../../lib/http-errors.ts';
import { capacityChangeConflict } from '@energiek/domain/capacity-change';
import { intervalInForce } from '@energiek/domain/connection-history';
import { formatDate } from '@energiek/contracts/format';
import { readHistory } from './connection-history.ts';
import { executeMutation } from './mutations.execute.ts';
import * as repo from './mutations.repository.ts';

// Mutations (issue 13): requests about connections. The request may change while concept or ingediend; the
// status moves along MUTATION_TRANSITIONS with a history; "uitgevoerd" applies it (mutations.execute.ts).

type Target = { customerId: number; id: number };

export async function listMutations(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; query: z.output<typeof mutationListQuerySchema> },
): Promise<{ data: MutationListItem[]; meta: ListMeta }> {
  requireActsFor(actor, input.customerId);
  const { page, limit, sort, ...filters } = input.query;
  const { items, total } = await repo.listMutations(ctx.db, input.customerId, filters, { page, limit, sort });
  return { data: items, meta: pageMeta(page, limit, total) };
}

export async function getMutation(ctx: ServiceContext, actor: Actor, input: Target): Promise<MutationItem> {
  requireActsFor(actor, input.customerId);
  const found = await repo.findMutation(ctx.db, input.customerId, input.id);
  if (!found) throw notFound();
  return found;
}

/** Links and the type's fields against the customer's own records and the connections' products. */
async function checkBody(
  ctx: ServiceContext,
  customerId: number,
  body: MutationBodyParsed,
  mutationId: number | null = null,
) {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] ??= [message];
  };
  const owned = await repo.customerConnections(ctx.db, customerId, body.connectionIds);
  body.connectionIds.forEach((id, index) => {
    if (owned.some((c) => c.id === id)) return;
    add(`connectionIds.${index}`, MUTATION_MESSAGES.unknownConnection);
    add('connectionIds', MUTATION_MESSAGES.unknownConnection);
  });
  if (body.type === 'supplier-switch' && body.supplierId !== null) {
    if ((await repo.supplierName(ctx.db, body.supplierId)) === null) {
      add('supplierId', MUTATION_MESSAGES.unknownSupplier);
    }
  }
  if (body.type === 'capacity-change' && body.capacity) {
    const products = new Set(owned.map((c) => c.product));
    const [product] = [...products];
    if (products.size > 1) add('connectionIds', MUTATION_MESSAGES.oneProduct);
    else if (product !== undefined) {
      const large = isLargeCapacity(product, body.capacity);
      if (large === null) add('capacity', MUTATION_MESSAGES.capacityProduct);
      else if (large && body.contractedCapacity === null)
        add('contractedCapacity', MUTATION_MESSAGES.contracted);
      else if (!large && body.contractedCapacity !== null) {
        add('contractedCapacity', MUTATION_MESSAGES.contractedSmall);
      }
    }
    if (body.contractedCapacity !== null) {
      const message = await onceAYear(ctx, customerId, owned, body.desiredDate, mutationId);
      if (message) add('desiredDate', message);
    }
  }
  if ((body.type === 'name-change' || body.type === 'move-in') && body.entityId !== null) {
    if (!(await repo.customerEntity(ctx.db, customerId, body.entityId))) {
      add('entityId', MUTATION_MESSAGES.unknownEntity);
    }
  }
  const documents = await repo.customerDocumentIds(ctx.db, customerId, body.documentIds);
  if (body.documentIds.some((id) => !documents.has(id)))
    add('documentIds', MUTATION_MESSAGES.unknownDocument);
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The grid code's one change of contracted capacity a year, per connection (Dutch reason, or null). */
async function onceAYear(
  ctx: ServiceContext,
  customerId: number,
  owned: { id: number; ean: string }[],
  desiredDate: string,
  mutationId: number | null,
): Promise<string | null> {
  const others = await repo.contractedCapacityChanges(
    ctx.db,
    customerId,
    owned.map((c) => c.id),
    mutationId,
  );
  for (const connection of owned) {
    const conflict = capacityChangeConflict(
      desiredDate,
      others.filter((o) => o.connectionId === connection.id),
    );
    if (conflict) {
      return MUTATION_MESSAGES.capacityOncePerYear(
        connection.ean,
        formatDate(conflict.date),
        formatDate(conflict.notAfter),
        formatDate(conflict.notBefore),
      );
    }
  }
  return null;
}

/** The stored columns: fields of another type are cleared. */
function columnsOf(body: MutationBodyParsed) {
  const named = body.type === 'name-change' || body.type === 'move-in';
  return {
    type: body.type,
    desiredDate: body.desiredDate,
    supplierId: body.type === 'supplier-switch' ? body.supplierId : null,
    capacity: body.type === 'capacity-change' ? body.capacity : null,
    contractedCapacity: body.type === 'capacity-change' ? body.contractedCapacity : null,
    newName: named ? body.newName : '',
    entityId: named ? body.entityId : null,
    comment: body.comment,
  };
}

const linksOf = (body: MutationBodyParsed) => ({
  connectionIds: [...new Set(body.connectionIds)],
  documentIds: [...new Set(body.documentIds)],
});

export async function createMutation(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: MutationBodyParsed },
): Promise<MutationItem> {
  const { customerId, body } = input;
  requireActsFor(actor, customerId);
  await checkBody(ctx, customerId, body);
  const row = await repo.insertMutation(
    ctx.db,
    { customerId, ...columnsOf(body), createdById: actor.user.id },
    linksOf(body),
  );
  await writeAudit(ctx.db, actor, {
    event: 'mutations.created',
    customerId,
    subjectType: 'mutation',
    subjectId: row.id,
    details: { type: body.type, connections: body.connectionIds.length },
  });
  return getMutation(ctx, actor, { customerId, id: row.id });
}

export async function updateMutation(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { body: MutationBodyParsed },
): Promise<MutationItem> {
  const { customerId, id, body } = input;
  const existing = await getMutation(ctx, actor, { customerId, id });
  if (!MUTATION_EDITABLE.includes(existing.status))
    throw validationError({ status: [MUTATION_MESSAGES.locked] });
  await checkBody(ctx, customerId, body, id);
  const row = await repo.updateMutation(ctx.db, customerId, id, columnsOf(body), linksOf(body));
  if (!row) throw notFound();
  await writeAudit(ctx.db, actor, {
    event: 'mutations.updated',
    customerId,
    subjectType: 'mutation',
    subjectId: id,
    details: { type: body.type },
  });
  return getMutation(ctx, actor, { customerId, id });
}

export async function changeMutationStatus(
  ctx: ServiceContext,
  actor: Actor,
  input: Target & { body: z.output<typeof mutationStatusBodySchema> },
): Promise<MutationItem> {
  const { customerId, id, body } = input;
  const existing = await getMutation(ctx, actor, { customerId, id });
  if (!MUTATION_TRANSITIONS[existing.status].includes(body.status)) {
    throw validationError({
      status: [
        MUTATION_MESSAGES.transition(
          MUTATION_STATUS_LABELS[existing.status],
          MUTATION_STATUS_LABELS[body.status],
        ),
      ],
    });
  }
  const executed = await ctx.db.transaction(async (tx) => {
    const change = { status: body.status, note: body.note, userId: actor.user.id };
    if (body.status !== 'uitgevoerd') {
      await repo.setStatus(tx, { customerId, id }, change);
      return null;
    }
    const applied = await executeMutation(tx, existing, actor.user.id);
    await repo.setStatus(tx, { customerId, id }, { ...change, executedAt: new Date() });
    return applied;
  });
  await writeAudit(ctx.db, actor, {
    event: body.status === 'uitgevoerd' ? 'mutations.executed' : 'mutations.status_changed',
    customerId,
    subjectType: 'mutation',
    subjectId: id,
    details: { from: existing.status, to: body.status, ...(executed ? { fields: executed } : {}) },
  });
  return getMutation(ctx, actor, { customerId, id });
}

export async function deleteMutation(ctx: ServiceContext, actor: Actor, input: Target): Promise<void> {
  const existing = await getMutation(ctx, actor, input);
  if (existing.status !== 'concept') throw validationError({ status: [MUTATION_MESSAGES.onlyConcept] });
  if (!(await repo.deleteMutation(ctx.db, input.customerId, input.id))) throw notFound();
  await writeAudit(ctx.db, actor, {
    event: 'mutations.deleted',
    ...auditSubject('mutation', input.id, input.customerId),
  });
}

/** customers/{customerId}/connections/{connectionId}/history. */
export async function getConnectionHistory(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; connectionId: number; date?: string | undefined },
): Promise<ConnectionHistoryEntry[]> {
  requireActsFor(actor, input.customerId);
  const [connection] = await repo.customerConnections(ctx.db, input.customerId, [input.connectionId]);
  if (!connection) throw notFound();
  const entries = await readHistory(ctx.db, input.customerId, input.connectionId);
  const { date } = input;
  if (date === undefined) return entries;
  // Per field the interval that holds the day (the pure rule of packages/domain/connection-history.ts).
  return HISTORY_FIELDS.flatMap((field) => {
    const found = intervalInForce(
      entries.filter((e) => e.field === field),
      date,
    );
    return found ? [found] : [];
  });
}

// The front door: what other areas use of mutations besides the functions above (docs/architecture.md
// "Areas and front doors").
export {
  fieldTimelines,
  recordChanges,
  trackedValuesFrom,
  trackedValuesOf,
  type TrackedValues,
} from './connection-history.ts';
