import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import {
  gridOperators,
  measuringCompanies,
  parameters,
  type NewParameterRow,
  type ParameterKindColumn,
  type ParameterRow,
} from '@energiek/db/schema/index';
import { containing } from '../../lib/like.ts';

// Queries of the parameters area (shared reference data: no customer column).

export type ParameterFilter = { kind?: ParameterKindColumn; year?: number; product?: number; q?: string };
export type RowWithOperator = {
  row: ParameterRow;
  gridOperatorName: string | null;
  /** A metering tariff's company (its id sits in `values`). */
  measuringCompanyName: string | null;
};

/** A metering tariff's company: the id in `values` (null for every other kind). */
const measuringCompanyJoin = sql`${measuringCompanies.id} = (${parameters.values}->>'measuringCompanyId')::integer`;

function whereOf(filter: ParameterFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.kind) conditions.push(eq(parameters.kind, filter.kind));
  if (filter.product) conditions.push(eq(parameters.product, filter.product));
  if (filter.year !== undefined) {
    // A VAT period counts for every year it overlaps; every other kind has its one year.
    const first = `${filter.year}-01-01`;
    const last = `${filter.year}-12-31`;
    conditions.push(
      or(
        and(sql`${parameters.kind} <> 'vat'`, eq(parameters.year, filter.year)),
        and(
          eq(parameters.kind, 'vat'),
          sql`${parameters.validFrom} <= ${last}`,
          sql`(${parameters.validTo} is null or ${parameters.validTo} >= ${first})`,
        ),
      ),
    );
  }
  if (filter.q) {
    const like = containing(filter.q);
    conditions.push(
      or(
        ilike(parameters.note, like),
        ilike(gridOperators.name, like),
        ilike(measuringCompanies.name, like),
        sql`${parameters.values}::text ilike ${like}`,
        sql`${parameters.year}::text = ${filter.q}`,
      ),
    );
  }
  return and(...conditions);
}

const columns = {
  row: parameters,
  gridOperatorName: gridOperators.name,
  measuringCompanyName: measuringCompanies.name,
};

export async function findParameters(
  db: Database,
  filter: ParameterFilter,
  paging: { page: number; limit: number },
): Promise<{ rows: RowWithOperator[]; total: number }> {
  const where = whereOf(filter);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(parameters)
    .leftJoin(gridOperators, eq(gridOperators.id, parameters.gridOperatorId))
    .leftJoin(measuringCompanies, measuringCompanyJoin)
    .where(where);
  const rows = await db
    .select(columns)
    .from(parameters)
    .leftJoin(gridOperators, eq(gridOperators.id, parameters.gridOperatorId))
    .leftJoin(measuringCompanies, measuringCompanyJoin)
    .where(where)
    .orderBy(asc(parameters.kind), desc(parameters.year), asc(parameters.product), asc(parameters.naturalKey))
    .limit(paging.limit)
    .offset((paging.page - 1) * paging.limit);
  return { rows, total };
}

export async function findParameter(db: Database, id: number): Promise<RowWithOperator | undefined> {
  const [found] = await db
    .select(columns)
    .from(parameters)
    .leftJoin(gridOperators, eq(gridOperators.id, parameters.gridOperatorId))
    .leftJoin(measuringCompanies, measuringCompanyJoin)
    .where(eq(parameters.id, id));
  return found;
}

export async function findByNaturalKeys(db: Database, keys: string[]): Promise<ParameterRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(parameters).where(inArray(parameters.naturalKey, keys));
}

export async function findRows(
  db: Database,
  where: { kind: ParameterKindColumn; product?: number; years?: number[] },
): Promise<ParameterRow[]> {
  return db
    .select()
    .from(parameters)
    .where(
      and(
        eq(parameters.kind, where.kind),
        where.product === undefined ? undefined : eq(parameters.product, where.product),
        where.years === undefined ? undefined : inArray(parameters.year, where.years),
      ),
    )
    .orderBy(asc(parameters.year), asc(parameters.validFrom), asc(parameters.id));
}

export async function findYearRows(db: Database, year: number, kinds: readonly ParameterKindColumn[]) {
  return db
    .select()
    .from(parameters)
    .where(and(eq(parameters.year, year), inArray(parameters.kind, [...kinds])))
    .orderBy(asc(parameters.id));
}

export async function gridOperatorExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: gridOperators.id }).from(gridOperators).where(eq(gridOperators.id, id));
  return rows.length > 0;
}

export async function measuringCompanyExists(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: measuringCompanies.id })
    .from(measuringCompanies)
    .where(eq(measuringCompanies.id, id));
  return rows.length > 0;
}

export async function measuringCompanyNames(db: Database): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: measuringCompanies.id, name: measuringCompanies.name })
    .from(measuringCompanies);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function gridOperatorNames(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ id: gridOperators.id, name: gridOperators.name }).from(gridOperators);
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function insertParameters(db: Database, rows: NewParameterRow[]): Promise<ParameterRow[]> {
  if (rows.length === 0) return [];
  return db.insert(parameters).values(rows).returning();
}

export async function updateParameterRow(
  db: Database,
  id: number,
  row: Partial<NewParameterRow>,
): Promise<ParameterRow | undefined> {
  const [updated] = await db.update(parameters).set(row).where(eq(parameters.id, id)).returning();
  return updated;
}

export async function deleteParameterRow(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(parameters).where(eq(parameters.id, id)).returning({ id: parameters.id });
  return rows.length > 0;
}
