import type { z } from 'zod';
import {
  DATA_AUTHORISATION_KIND_NAMES,
  DATA_AUTHORISATION_MESSAGES as M,
  type DataAuthorisationItem,
  type dataAuthorisationBodySchema,
} from '@energiek/contracts/data-authorisations';
import { authorisationStatus } from '@energiek/domain/authorisation-status';
import { addLocalDays, localDayOf } from '@energiek/domain/local-time';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { auditSubject, writeAudit } from '../../lib/audit.ts';
import { notFound, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import * as repository from './data-authorisations.repository.ts';

// Data-access authorisations (machtigingen) of a connection: who may fetch its meter data, and until
// when. Tenancy: the customer of the URL, and the connection must be that customer's (404 otherwise).

type Body = z.output<typeof dataAuthorisationBodySchema>;
type ConnectionRef = { customerId: number; connectionId: number };
type AuthorisationRef = ConnectionRef & { id: number };

/** Today as a local Dutch day (validity is counted in local days). */
export function localToday(now = new Date()): string {
  return localDayOf(now);
}

export function toAuthorisationItem(row: repository.AuthorisationRow, today: string): DataAuthorisationItem {
  const creator = [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' ').trim();
  return {
    id: row.id,
    customerId: row.customerId,
    connectionId: row.connectionId,
    kind: row.kind,
    kindName: DATA_AUTHORISATION_KIND_NAMES[row.kind],
    measuringCompanyId: row.measuringCompanyId,
    partyName: row.partyName,
    party: row.measuringCompanyName ?? row.partyName ?? '',
    reference: row.reference,
    validFrom: row.validFrom,
    validTo: row.validTo,
    documentId: row.documentId,
    documentName: row.documentName,
    createdBy: creator || null,
    createdAt: row.createdAt.toISOString(),
    status: authorisationStatus([row], today).status,
  };
}

async function requireConnection(ctx: ServiceContext, actor: Actor, ref: ConnectionRef) {
  requireActsFor(actor, ref.customerId);
  const connection = await repository.connectionOfCustomer(ctx.db, ref.customerId, ref.connectionId);
  if (!connection) throw notFound();
  return connection;
}

async function validate(ctx: ServiceContext, customerId: number, body: Body): Promise<void> {
  const errors: FieldErrors = {};
  const hasCompany = body.measuringCompanyId != null;
  const hasName = body.partyName != null && body.partyName !== '';
  if (!hasCompany && !hasName) errors.measuringCompanyId = [M.party];
  if (hasCompany && hasName) errors.partyName = [M.partyBoth];
  if (hasCompany && !(await repository.measuringCompanyExists(ctx.db, body.measuringCompanyId ?? 0))) {
    errors.measuringCompanyId = [M.measuringCompanyUnknown];
  }
  if (body.validTo != null && body.validTo < body.validFrom) errors.validTo = [M.endBeforeStart];
  if (
    body.documentId != null &&
    !(await repository.documentOfCustomer(ctx.db, customerId, body.documentId))
  ) {
    errors.documentId = [M.documentOther];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function values(body: Body) {
  return {
    kind: body.kind,
    measuringCompanyId: body.measuringCompanyId ?? null,
    partyName: body.partyName ?? null,
    reference: body.reference ?? null,
    validFrom: body.validFrom,
    validTo: body.validTo ?? null,
    documentId: body.documentId ?? null,
  };
}

export async function listAuthorisations(ctx: ServiceContext, actor: Actor, ref: ConnectionRef) {
  await requireConnection(ctx, actor, ref);
  const rows = await repository.listAuthorisations(ctx.db, ref.customerId, ref.connectionId);
  const today = localToday();
  const status = authorisationStatus(rows, today);
  return {
    data: rows.map((row) => toAuthorisationItem(row, today)),
    meta: { status: status.status, validTo: status.status === 'none' ? null : status.validTo },
  };
}

export async function getAuthorisation(ctx: ServiceContext, actor: Actor, ref: AuthorisationRef) {
  await requireConnection(ctx, actor, ref);
  const row = await repository.findAuthorisation(ctx.db, ref);
  if (!row) throw notFound();
  return toAuthorisationItem(row, localToday());
}

export async function createAuthorisation(
  ctx: ServiceContext,
  actor: Actor,
  { body, ...ref }: ConnectionRef & { body: Body },
): Promise<DataAuthorisationItem> {
  const connection = await requireConnection(ctx, actor, ref);
  await validate(ctx, ref.customerId, body);
  // The write and its audit commit together.
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repository.insertAuthorisation(tx, {
      ...values(body),
      customerId: ref.customerId,
      connectionId: ref.connectionId,
      createdById: actor.user.id,
    });
    await writeAudit(tx, actor, {
      event: 'data-authorisations.created',
      ...auditSubject('data-authorisation', inserted.id, ref.customerId),
      details: { connectionId: ref.connectionId, ean: connection.ean, validTo: inserted.validTo },
    });
    return inserted;
  });
  return getAuthorisation(ctx, actor, { ...ref, id: row.id });
}

export async function updateAuthorisation(
  ctx: ServiceContext,
  actor: Actor,
  { body, ...ref }: AuthorisationRef & { body: Body },
): Promise<DataAuthorisationItem> {
  await requireConnection(ctx, actor, ref);
  if (!(await repository.findAuthorisation(ctx.db, ref))) throw notFound();
  await validate(ctx, ref.customerId, body);
  await ctx.db.transaction(async (tx) => {
    if (!(await repository.updateAuthorisation(tx, ref, values(body)))) throw notFound();
    await writeAudit(tx, actor, {
      event: 'data-authorisations.updated',
      ...auditSubject('data-authorisation', ref.id, ref.customerId),
    });
  });
  return getAuthorisation(ctx, actor, ref);
}

export async function deleteAuthorisation(ctx: ServiceContext, actor: Actor, ref: AuthorisationRef) {
  await requireConnection(ctx, actor, ref);
  await ctx.db.transaction(async (tx) => {
    if (!(await repository.deleteAuthorisation(tx, ref))) throw notFound();
    await writeAudit(tx, actor, {
      event: 'data-authorisations.deleted',
      ...auditSubject('data-authorisation', ref.id, ref.customerId),
    });
  });
}

/**
 * Authorisations that end within `days` days from today (today included) and are not taken over by a
 * renewal — across customers, for signals and digests (a system query: no actor, no tenancy).
 */
export function authorisationsExpiring(
  ctx: Pick<ServiceContext, 'db'>,
  days: number,
  today = localToday(),
): Promise<repository.ExpiringAuthorisation[]> {
  return repository.expiringAuthorisations(ctx.db, today, addLocalDays(today, days));
}

// The front door: what other areas use of data-authorisations besides the functions above (docs/architecture.md
// "Areas and front doors").
export { authorisationsOfCustomer, type AuthorisationRow } from './data-authorisations.repository.ts';
