import Decimal from 'decimal.js';
import type { z } from 'zod';
import {
  locationKeyOf,
  type EnergySavingLocation,
  type EnergySavingResponse,
  type Measure,
  type measureBodySchema,
  type selfGenerationBodySchema,
} from '@energiek/contracts/energy-saving';
import { reportDeadlines, savingObligation } from '@energiek/domain/energy-saving';
import { localDayOf } from '@energiek/domain/local-time';
import type { EnergySavingMeasure } from '@energiek/db/schema/index';
import { requireActsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { auditSubject, writeAudited } from '../../lib/audit.ts';
import { notFound, validationError } from '../../lib/http-errors.ts';
import { measuredYearVolumes } from '../ems/ems.service.ts';
import { addressOf, indexMeasured, taxConnections, yearVolume } from '../taxes/taxes.service.ts';
import * as repo from './energy-saving.repository.ts';

// The energy-saving obligation per location (issue 12): a location is the postcode + house number of the
// customer's connections; its yearly totals come from EMS year rollups, else the expected annual volume
// (the taxes area's rule), plus the self-generated electricity entered per location and year.

type MeasureBody = z.output<typeof measureBodySchema>;

function toMeasure(row: EnergySavingMeasure): Measure {
  return {
    id: row.id,
    locationKey: row.locationKey,
    emlCode: row.emlCode,
    category: row.category as Measure['category'],
    measure: row.measure,
    status: row.status,
    reason: row.reason,
    year: row.year,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function energySavingLocations(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; year: number; now?: Date },
): Promise<EnergySavingResponse> {
  const { customerId, year } = input;
  requireActsFor(actor, customerId);
  const connections = await taxConnections(ctx.db, { actFor: actor.actFor, customerId });
  const [measured, measures, generation] = await Promise.all([
    measuredYearVolumes(
      ctx.db,
      connections.map((c) => c.id),
      year,
      year,
    ),
    repo.listMeasures(ctx.db, customerId),
    repo.selfGeneration(ctx.db, customerId, year),
  ]);
  const index = indexMeasured(measured);
  const locations = new Map<string, EnergySavingLocation & { e: Decimal; g: Decimal }>();
  for (const c of connections) {
    const key = locationKeyOf(c);
    if (!key) continue;
    const location = locations.get(key) ?? {
      key,
      address: addressOf(c),
      connections: [],
      electricityKwh: 0,
      selfGeneratedKwh: 0,
      gasM3: 0,
      complete: true,
      extrapolated: false,
      obligation: 'none' as const,
      informatieplicht: false,
      decidedBy: [],
      measures: [],
      e: new Decimal(0),
      g: new Decimal(0),
    };
    const v = yearVolume(c, year, index);
    location.connections.push({
      connectionId: c.id,
      ean: c.ean,
      product: c.product,
      source: v.source,
      volume: v.volume === null ? null : v.volume.toNumber(),
    });
    if (v.extrapolated) {
      // A partial year is scaled up and flagged, never reported as a complete year.
      location.extrapolated = true;
      location.complete = false;
    }
    if (v.volume === null) location.complete = false;
    else if (c.product === 1) location.e = location.e.plus(v.volume);
    else location.g = location.g.plus(v.volume);
    locations.set(key, location);
  }
  const generated = new Map(generation.map((g) => [g.locationKey, g.kwh]));
  const data = [...locations.values()]
    .map(({ e, g, ...location }) => {
      const self = new Decimal(generated.get(location.key) ?? 0);
      const result = savingObligation({ electricityKwh: e, selfGeneratedKwh: self, gasM3: g });
      return {
        ...location,
        electricityKwh: e.toNumber(),
        selfGeneratedKwh: self.toNumber(),
        gasM3: g.toNumber(),
        obligation: result.obligation,
        informatieplicht: result.informatieplicht,
        decidedBy: result.decidedBy,
        measures: measures.filter((m) => m.locationKey === location.key).map(toMeasure),
      };
    })
    .sort((a, b) => a.address.localeCompare(b.address, 'nl'));
  const deadlines = reportDeadlines(localDayOf(input.now ?? new Date()));
  return { data, meta: { year, deadline: deadlines.next, previousDeadline: deadlines.previous } };
}

/** The customer's location keys (a measure must name one). */
async function requireLocation(ctx: ServiceContext, actor: Actor, customerId: number, key: string) {
  const connections = await taxConnections(ctx.db, { actFor: actor.actFor, customerId });
  if (!connections.some((c) => locationKeyOf(c) === key)) {
    throw validationError({ locationKey: ['Kies een locatie van deze klant.'] });
  }
}

export async function createMeasure(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: MeasureBody },
): Promise<Measure> {
  const { customerId, body } = input;
  requireActsFor(actor, customerId);
  await requireLocation(ctx, actor, customerId, body.locationKey);
  const row = await writeAudited(
    ctx.db,
    actor,
    (tx) => repo.insertMeasure(tx, { customerId, ...body }),
    (inserted) => ({
      event: 'energy-saving.measure-created',
      customerId,
      subjectType: 'energy-saving-measure',
      subjectId: inserted.id,
    }),
  );
  return toMeasure(row);
}

export async function updateMeasure(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; id: number; body: MeasureBody },
): Promise<Measure> {
  const { customerId, id, body } = input;
  requireActsFor(actor, customerId);
  if (!(await repo.findMeasure(ctx.db, customerId, id))) throw notFound();
  await requireLocation(ctx, actor, customerId, body.locationKey);
  const row = await writeAudited(
    ctx.db,
    actor,
    async (tx) => {
      const updated = await repo.updateMeasure(tx, customerId, id, body);
      if (!updated) throw notFound();
      return updated;
    },
    {
      event: 'energy-saving.measure-updated',
      customerId,
      subjectType: 'energy-saving-measure',
      subjectId: id,
    },
  );
  return toMeasure(row);
}

export async function deleteMeasure(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; id: number },
): Promise<void> {
  requireActsFor(actor, input.customerId);
  await writeAudited(
    ctx.db,
    actor,
    async (tx) => {
      if (!(await repo.deleteMeasure(tx, input.customerId, input.id))) throw notFound();
    },
    {
      event: 'energy-saving.measure-deleted',
      ...auditSubject('energy-saving-measure', input.id, input.customerId),
    },
  );
}

export async function saveSelfGeneration(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; body: z.output<typeof selfGenerationBodySchema> },
) {
  const { customerId, body } = input;
  requireActsFor(actor, customerId);
  await requireLocation(ctx, actor, customerId, body.locationKey);
  await writeAudited(
    ctx.db,
    actor,
    (tx) => repo.upsertSelfGeneration(tx, { customerId, ...body, kwh: String(body.kwh) }),
    {
      event: 'energy-saving.self-generation-saved',
      customerId,
      subjectType: 'energy-saving-location',
      subjectId: body.locationKey,
      details: { year: body.year, kwh: body.kwh },
    },
  );
  return body;
}
