import {
  LAST_ODE_YEAR,
  PARAMETERS_READ,
  PARAMETERS_WRITE,
  PARAMETER_MESSAGES,
  YEARLY_PARAMETER_KINDS,
  parameterBodySchema,
  type CopyYearBody,
  type CopyYearResult,
  type ParameterBody,
  type ParameterItem,
  type ParameterListQuery,
  type ParameterValues,
} from '@energiek/contracts/parameters';
import { allows, type PermissionRule } from '@energiek/contracts/access';
import type { ListMeta } from '@energiek/contracts/envelopes';
import type { Executor as Database } from '@energiek/db/client';
import { parameterRowOf } from '@energiek/db/parameter-rows';
import { pickGridTariffRow } from '@energiek/domain/grid-level';
import type { NewParameterRow, ParameterRow } from '@energiek/db/schema/index';
import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { pageMeta } from '../../core/paging.ts';
import { writeAudit } from '../../lib/audit.ts';
import { forbidden, notFound, validationError, type FieldErrors } from '../../lib/http-errors.ts';
import { parameterLabel, toParameterItem } from './parameters.mapping.ts';
import { loadGridTariffs as loadGridTariffsOf } from './tax-rates.ts';
import {
  deleteParameterRow,
  findByNaturalKeys,
  findParameter,
  findParameters,
  findRows,
  findYearRows,
  gridOperatorExists,
  insertParameters,
  measuringCompanyExists,
  updateParameterRow,
} from './parameters.repository.ts';

// Parameters (back office): list, read, create, update, delete, copy a year to the next. Rules beyond the
// contract: one row per natural key (e.g. energy tax per product and year), VAT periods do not overlap,
// a grid tariff names an existing grid operator, the kind of a row never changes.

export function requireParameterAccess(actor: Actor, rule: PermissionRule): void {
  if (!allows(actor.profile, rule)) throw forbidden();
}

/** The field a duplicate is reported on (what the admin would change to make it another parameter). */
const DUPLICATE_FIELD: Record<ParameterValues['kind'], string> = {
  'energy-tax': 'year',
  ode: 'year',
  'tax-reduction': 'year',
  vat: 'validFrom',
  'grid-tariff': 'connectionClass',
  'metering-tariff': 'year',
  'forward-price': 'quoteDate',
};

/** The business rules of one parsed body (`exceptId`: the row being updated). Answers field errors. */
export async function parameterRuleErrors(
  db: Database,
  body: ParameterValues,
  exceptId?: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const row = parameterRowOf(body);
  const [same] = await findByNaturalKeys(db, [row.naturalKey]);
  if (same && same.id !== exceptId) errors[DUPLICATE_FIELD[body.kind]] = [PARAMETER_MESSAGES.duplicate];
  if (body.kind === 'grid-tariff' && !(await gridOperatorExists(db, body.gridOperatorId))) {
    errors.gridOperatorId = [PARAMETER_MESSAGES.gridOperatorUnknown];
  }
  if (body.kind === 'metering-tariff' && !(await measuringCompanyExists(db, body.measuringCompanyId))) {
    errors.measuringCompanyId = [PARAMETER_MESSAGES.measuringCompanyUnknown];
  }
  if (body.kind === 'vat') {
    const other = (await findRows(db, { kind: 'vat' })).find(
      (vat) => vat.id !== exceptId && overlaps(body.validFrom, body.validTo, vat),
    );
    if (other) errors.validFrom = [PARAMETER_MESSAGES.vatOverlap(parameterLabel(other))];
  }
  return errors;
}

function overlaps(from: string, to: string | null, other: ParameterRow): boolean {
  const otherFrom = other.validFrom ?? '';
  const otherTo = other.validTo;
  return (to === null || otherFrom <= to) && (otherTo === null || from <= otherTo);
}

export async function listParameters(
  ctx: ServiceContext,
  actor: Actor,
  query: ParameterListQuery,
): Promise<{ data: ParameterItem[]; meta: ListMeta }> {
  requireParameterAccess(actor, PARAMETERS_READ);
  const { page, limit } = query;
  const { rows, total } = await findParameters(
    ctx.db,
    { kind: query.kind, year: query.year, product: query.product, q: query.q },
    { page, limit },
  );
  return {
    data: rows.map(({ row, gridOperatorName, measuringCompanyName }) =>
      toParameterItem(row, gridOperatorName, measuringCompanyName),
    ),
    meta: pageMeta(page, limit, total),
  };
}

async function itemOf(db: Database, id: number): Promise<ParameterItem> {
  const found = await findParameter(db, id);
  if (!found) throw notFound();
  return toParameterItem(found.row, found.gridOperatorName, found.measuringCompanyName);
}

export async function getParameter(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<ParameterItem> {
  requireParameterAccess(actor, PARAMETERS_READ);
  return itemOf(ctx.db, input.id);
}

export async function createParameter(
  ctx: ServiceContext,
  actor: Actor,
  input: { body: ParameterBody | ParameterValues },
): Promise<ParameterItem> {
  requireParameterAccess(actor, PARAMETERS_WRITE);
  const body = parameterBodySchema.parse(input.body);
  const errors = await parameterRuleErrors(ctx.db, body);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  const [row] = await insertParameters(ctx.db, [parameterRowOf(body)]);
  if (!row) throw notFound();
  const item = await itemOf(ctx.db, row.id);
  await writeAudit(ctx.db, actor, {
    event: 'parameters.created',
    subjectType: 'parameter',
    subjectId: row.id,
    details: { kind: item.kind, label: item.label },
  });
  return item;
}

export async function updateParameter(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number; body: ParameterBody | ParameterValues },
): Promise<ParameterItem> {
  requireParameterAccess(actor, PARAMETERS_WRITE);
  const existing = await findParameter(ctx.db, input.id);
  if (!existing) throw notFound();
  const body = parameterBodySchema.parse(input.body);
  if (body.kind !== existing.row.kind) throw validationError({ kind: [PARAMETER_MESSAGES.kindChanged] });
  const errors = await parameterRuleErrors(ctx.db, body, input.id);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  await updateParameterRow(ctx.db, input.id, parameterRowOf(body));
  const item = await itemOf(ctx.db, input.id);
  await writeAudit(ctx.db, actor, {
    event: 'parameters.updated',
    subjectType: 'parameter',
    subjectId: input.id,
    details: { kind: item.kind, label: item.label, verified: item.verified },
  });
  return item;
}

export async function deleteParameter(
  ctx: ServiceContext,
  actor: Actor,
  input: { id: number },
): Promise<void> {
  requireParameterAccess(actor, PARAMETERS_WRITE);
  const existing = await findParameter(ctx.db, input.id);
  if (!existing) throw notFound();
  await deleteParameterRow(ctx.db, input.id);
  await writeAudit(ctx.db, actor, {
    event: 'parameters.deleted',
    subjectType: 'parameter',
    subjectId: input.id,
    details: {
      kind: existing.row.kind,
      label: parameterLabel(existing.row, existing.gridOperatorName, existing.measuringCompanyName),
    },
  });
}

/**
 * Copies the yearly parameters (energy tax, ODE, tax reduction, grid and metering tariffs; or one kind) of `fromYear` to
 * the next year. A copy is unverified with a note saying where it came from; a row the next year already
 * has is left as it is; ODE is not copied past 2022 (it no longer exists).
 */
export async function copyParameterYear(
  ctx: ServiceContext,
  actor: Actor,
  input: { body: CopyYearBody },
): Promise<CopyYearResult> {
  requireParameterAccess(actor, PARAMETERS_WRITE);
  const { fromYear, kind } = input.body;
  const toYear = fromYear + 1;
  const kinds = (kind ? [kind] : [...YEARLY_PARAMETER_KINDS]).filter(
    (k) => k !== 'ode' || toYear <= LAST_ODE_YEAR,
  );
  const source = await findYearRows(ctx.db, fromYear, kinds);
  if (source.length === 0) throw validationError({ fromYear: [PARAMETER_MESSAGES.copyNothing] });
  const copies: NewParameterRow[] = source.map((row) => {
    const naturalKey = row.naturalKey.replace(`|${fromYear}`, `|${toYear}`);
    return {
      kind: row.kind,
      naturalKey,
      year: toYear,
      product: row.product,
      gridOperatorId: row.gridOperatorId,
      validFrom: null,
      validTo: null,
      values: row.values,
      verified: false,
      source: null,
      note: `Gekopieerd uit ${fromYear}; controleer de bedragen voor ${toYear}.`,
    };
  });
  const existing = new Set(
    (
      await findByNaturalKeys(
        ctx.db,
        copies.map((c) => c.naturalKey),
      )
    ).map((r) => r.naturalKey),
  );
  const created = await insertParameters(
    ctx.db,
    copies.filter((copy) => !existing.has(copy.naturalKey)),
  );
  await writeAudit(ctx.db, actor, {
    event: 'parameters.year-copied',
    subjectType: 'parameter',
    details: { fromYear, toYear, kind: kind ?? null, created: created.length },
  });
  return { toYear, created: created.length, skipped: copies.length - created.length };
}

// The front door: what other areas use of parameters besides the functions above (docs/architecture.md
// "Areas and front doors").
export { loadEnergyTaxYears, loadVatPeriods } from './tax-rates.ts';
export { loadGridTariffs, type GridTariffRow } from './tax-rates.ts';
export { loadMeteringTariffs, type MeteringTariffRow } from './tax-rates.ts';

/**
 * The grid tariff row of one connection for a year: its operator's sheet row of the connection's grid level
 * (`pickGridTariffRow`: 3x100A–3x250A → LS, own transformer → MS/LS, …); null when the operator, the year or
 * the level has no row.
 */
export async function gridTariffOfConnection(
  ctx: Pick<ServiceContext, 'db'>,
  c: { gridOperatorId: number | null; product: number; capacity: string | null; trafoId: number | null },
  year: number,
): Promise<{ connectionClass: string; values: Record<string, string | null | undefined> } | null> {
  if (c.gridOperatorId === null) return null;
  const rows = await loadGridTariffsOf(ctx, [c.gridOperatorId]);
  const own = rows.filter((r) => r.product === c.product && r.year === year);
  const row = pickGridTariffRow(own, {
    product: c.product === 2 ? 2 : 1,
    capacity: c.capacity,
    onTransformer: c.trafoId !== null,
  });
  return row === null ? null : { connectionClass: row.connectionClass, values: row.values };
}
