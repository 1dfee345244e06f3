import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ENTITY_MESSAGES,
  type EntityItem,
  type entityCreateSchema,
  type entityUpdateSchema,
} from '@energiek/contracts/entities';
import type { z } from 'zod';
import { writeAudit } from '../../lib/audit.ts';
import { dbErrorCode } from '../../lib/db-errors.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { deleteEntity, findEntity, insertEntity, toEntityItem, updateEntity } from './entities.repository.ts';

// Legal entities: create, update, and delete only while no connection hangs off the entity.

type EntityCreateBody = z.output<typeof entityCreateSchema>;
type EntityUpdateBody = z.output<typeof entityUpdateSchema>;

const inUse = () => validationError({ id: [ENTITY_MESSAGES.inUse] }, ENTITY_MESSAGES.inUse);

export async function getEntity(app: FastifyInstance, customerId: number, id: number): Promise<EntityItem> {
  const row = await findEntity(app.ctx.db, customerId, id);
  if (!row) throw notFound();
  return toEntityItem(row);
}

export async function createEntity(
  app: FastifyInstance,
  request: FastifyRequest,
  customerId: number,
  body: EntityCreateBody,
): Promise<EntityItem> {
  const row = await insertEntity(app.ctx.db, { ...body, customerId }).catch((error: unknown) => {
    // An admin who may act for every customer can still name one that does not exist.
    if (dbErrorCode(error) === '23503') throw notFound();
    throw error;
  });
  await writeAudit(app.ctx.db, request, {
    event: 'entities.created',
    customerId,
    subjectType: 'entity',
    subjectId: row.id,
  });
  return toEntityItem({ ...row, connectionCount: 0 });
}

export async function changeEntity(
  app: FastifyInstance,
  request: FastifyRequest,
  customerId: number,
  id: number,
  body: EntityUpdateBody,
): Promise<EntityItem> {
  const values = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const row = await updateEntity(app.ctx.db, customerId, id, values);
  if (!row) throw notFound();
  await writeAudit(app.ctx.db, request, {
    event: 'entities.updated',
    customerId,
    subjectType: 'entity',
    subjectId: id,
    details: { fields: Object.keys(values) },
  });
  return getEntity(app, customerId, id);
}

export async function removeEntity(
  app: FastifyInstance,
  request: FastifyRequest,
  customerId: number,
  id: number,
): Promise<void> {
  const current = await findEntity(app.ctx.db, customerId, id);
  if (!current) throw notFound();
  // Checked first for the clear message; the restrict foreign key still guards a connection added meanwhile.
  if (current.connectionCount > 0) throw inUse();
  const deleted = await deleteEntity(app.ctx.db, customerId, id).catch((error: unknown) => {
    if (dbErrorCode(error) === '23503') throw inUse();
    throw error;
  });
  if (!deleted) throw notFound();
  await writeAudit(app.ctx.db, request, {
    event: 'entities.deleted',
    customerId,
    subjectType: 'entity',
    subjectId: id,
    details: { name: current.name },
  });
}
