import type { ListMeta } from '@energiek/contracts/envelopes';
import {
  ENTITY_MESSAGES,
  type EntityItem,
  type entityCreateSchema,
  type entityListQuerySchema,
  type entityUpdateSchema,
} from '@energiek/contracts/entities';
import type { z } from 'zod';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import * as repository from './entities.repository.ts';

// Legal entities: create, update, and delete only while no connection hangs off the entity. Every
// function re-checks tenancy; every query names the customer, so another customer's entity is a 404.

type EntityRef = { customerId: number; id: number };

const inUse = () => validationError({ id: [ENTITY_MESSAGES.inUse] }, ENTITY_MESSAGES.inUse);

export async function listEntities(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, query }: { customerId: number; query: z.output<typeof entityListQuerySchema> },
): Promise<{ data: EntityItem[]; meta: ListMeta }> {
  requireActsFor(actor, customerId);
  const { page, limit, q, sort } = query;
  const { rows, total } = await repository.listEntities(ctx.db, customerId, { q, sort, page, limit });
  return { data: rows.map(repository.toEntityItem), meta: pageMeta(page, limit, total) };
}

export async function getEntity(ctx: ServiceContext, actor: Actor, { customerId, id }: EntityRef) {
  requireActsFor(actor, customerId);
  const row = await repository.findEntity(ctx.db, customerId, id);
  if (!row) throw notFound();
  return repository.toEntityItem(row);
}

export async function createEntity(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, body }: { customerId: number; body: z.output<typeof entityCreateSchema> },
): Promise<EntityItem> {
  requireActsFor(actor, customerId);
  // The write and its audit commit together.
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repository.insertEntity(tx, { ...body, customerId }).catch((error: unknown) => {
      // An admin who may act for every customer can still name one that does not exist.
      if (dbErrorCode(error) === '23503') throw notFound();
      throw error;
    });
    await writeAudit(tx, actor, {
      event: 'entities.created',
      customerId,
      subjectType: 'entity',
      subjectId: inserted.id,
    });
    return inserted;
  });
  return repository.toEntityItem({ ...row, connectionCount: 0 });
}

export async function updateEntity(
  ctx: ServiceContext,
  actor: Actor,
  { customerId, id, body }: EntityRef & { body: z.output<typeof entityUpdateSchema> },
): Promise<EntityItem> {
  requireActsFor(actor, customerId);
  const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  await ctx.db.transaction(async (tx) => {
    const row = await repository.updateEntity(tx, customerId, id, values);
    if (!row) throw notFound();
    await writeAudit(tx, actor, {
      event: 'entities.updated',
      customerId,
      subjectType: 'entity',
      subjectId: id,
      details: { fields: Object.keys(values) },
    });
  });
  return getEntity(ctx, actor, { customerId, id });
}

export async function deleteEntity(ctx: ServiceContext, actor: Actor, { customerId, id }: EntityRef) {
  requireActsFor(actor, customerId);
  await ctx.db.transaction(async (tx) => {
    const current = await repository.findEntity(tx, customerId, id);
    if (!current) throw notFound();
    // Checked first for the clear message; the restrict foreign key still guards a connection added meanwhile.
    if (current.connectionCount > 0) throw inUse();
    const deleted = await repository.deleteEntity(tx, customerId, id).catch((error: unknown) => {
      if (dbErrorCode(error) === '23503') throw inUse();
      throw error;
    });
    if (!deleted) throw notFound();
    await writeAudit(tx, actor, {
      event: 'entities.deleted',
      customerId,
      subjectType: 'entity',
      subjectId: id,
      details: { name: current.name },
    });
  });
}
