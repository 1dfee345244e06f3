import type { z } from 'zod';
import {
  TAX_OVERVIEW_MESSAGES,
  type ConnectionTaxSettings,
  type connectionTaxSettingsBodySchema,
} from '@energiek/contracts/tax-overview';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit } from '../../lib/audit.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import * as repo from './overview.repository.ts';

// A connection's tax settings (expected annual volume, verblijfsfunctie, explicit complex): what the
// overview and the money finder compute from where no EMS data exists.

export async function saveConnectionTaxSettings(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; id: number; body: z.output<typeof connectionTaxSettingsBodySchema> },
): Promise<ConnectionTaxSettings> {
  const { customerId, id, body } = input;
  requireActsFor(actor, customerId);
  const connection = await repo.connectionOf(ctx.db, customerId, id);
  if (!connection) throw notFound();
  if (body.glasshouse && connection.product !== 2) {
    throw validationError({ glasshouse: [TAX_OVERVIEW_MESSAGES.glasshouseGasOnly] });
  }
  const row = await repo.upsertTaxSettings(ctx.db, {
    connectionId: id,
    customerId,
    expectedAnnualVolume: body.expectedAnnualVolume === null ? null : String(body.expectedAnnualVolume),
    verblijfsfunctie: body.verblijfsfunctie,
    complexName: body.complexName,
    glasshouse: body.glasshouse,
  });
  await writeAudit(ctx.db, actor, {
    event: 'connections.tax-settings-saved',
    customerId,
    subjectType: 'connection',
    subjectId: id,
    details: { ...body },
  });
  return {
    connectionId: id,
    expectedAnnualVolume: row?.expectedAnnualVolume == null ? null : Number(row.expectedAnnualVolume),
    verblijfsfunctie: row?.verblijfsfunctie ?? body.verblijfsfunctie,
    complexName: row?.complexName ?? null,
    glasshouse: row?.glasshouse ?? body.glasshouse,
  };
}

/**
 * Whether the energy-tax reduction applies to each connection (forecast, budgets): electricity with a
 * verblijfsfunctie. The same rule as the taxes overview: without stored settings the reduction applies;
 * gas never gets it.
 */
export async function reductionApplies(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
  connections: readonly { id: number; product: number }[],
): Promise<Map<number, boolean>> {
  const stored = await repo.verblijfsfunctieOf(
    ctx.db,
    customerId,
    connections.map((c) => c.id),
  );
  return new Map(connections.map((c) => [c.id, c.product === 1 && (stored.get(c.id) ?? true)]));
}

/**
 * Which of a customer's connections are glasshouse horticulture gas (the reduced gas rate): the refund
 * requests and their letters compute those with the glasshouse rates. Without stored settings: not.
 */
export async function glasshouseOf(
  ctx: Pick<ServiceContext, 'db'>,
  customerId: number,
  connectionIds: readonly number[],
): Promise<Map<number, boolean>> {
  const stored = await repo.glasshouseOf(ctx.db, customerId, connectionIds);
  return new Map(connectionIds.map((id) => [id, stored.get(id) ?? false]));
}
