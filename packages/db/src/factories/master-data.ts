import type { Database } from '../client.ts';
import { glnFor } from '../fake/identifiers.ts';
import {
  gridOperators,
  measuringCompanies,
  suppliers,
  type GridOperator,
  type MeasuringCompany,
  type NewGridOperator,
  type NewMeasuringCompany,
  type NewSupplier,
  type Supplier,
} from '../schema/master-data.ts';
import { parameters, type ParameterRow } from '../schema/parameters.ts';
import { firstRow, nextSequence } from './support.ts';

type PartyDefaults = {
  name: string;
  code: string;
  emailAddress: string;
  phoneNumber: string;
  website: string;
};

/** Common defaults: a GLN-13 unique per process and call (871 + pid + sequence + check digit). */
function partyDefaults(kind: string, domainStem: string): PartyDefaults {
  const sequence = nextSequence();
  const pid = String(process.pid % 100_000).padStart(5, '0');
  const domain = `${domainStem}${sequence}.nl`;
  return {
    name: `${kind} ${sequence}`,
    code: glnFor(`871${pid}${String(sequence % 10_000).padStart(4, '0')}`),
    emailAddress: `zakelijk@${domain}`,
    phoneNumber: `088 ${String(100 + (sequence % 900))} ${String(1000 + (sequence % 9000))}`,
    website: `https://www.${domain}`,
  };
}

export function buildSupplier(overrides: Partial<NewSupplier> = {}): NewSupplier {
  return { ...partyDefaults('Hollandse Energie', 'hollandse-energie'), ...overrides };
}

export async function createSupplier(db: Database, overrides: Partial<NewSupplier> = {}): Promise<Supplier> {
  return firstRow(await db.insert(suppliers).values(buildSupplier(overrides)).returning());
}

export function buildGridOperator(overrides: Partial<NewGridOperator> = {}): NewGridOperator {
  return { ...partyDefaults('Netbeheer Regio', 'netbeheer-regio'), commodities: 'both', ...overrides };
}

export async function createGridOperator(
  db: Database,
  overrides: Partial<NewGridOperator> = {},
): Promise<GridOperator> {
  return firstRow(await db.insert(gridOperators).values(buildGridOperator(overrides)).returning());
}

export function buildMeasuringCompany(overrides: Partial<NewMeasuringCompany> = {}): NewMeasuringCompany {
  return { ...partyDefaults('Meetdienst', 'meetdienst'), ...overrides };
}

export async function createMeasuringCompany(
  db: Database,
  overrides: Partial<NewMeasuringCompany> = {},
): Promise<MeasuringCompany> {
  return firstRow(await db.insert(measuringCompanies).values(buildMeasuringCompany(overrides)).returning());
}

/**
 * One grid operator's tariff sheet row for a year, product and connection class, as the parameters area
 * stores it (natural key `grid-tariff|operator|product|year|class`); `rates` are its decimal strings, e.g.
 * `{ kvarhRate: '0.01512' }`.
 */
export async function createGridTariff(
  db: Database,
  row: {
    gridOperatorId: number;
    year: number;
    product: 1 | 2;
    connectionClass: string;
    rates: Record<string, string>;
  },
): Promise<ParameterRow> {
  const { gridOperatorId, year, product, connectionClass, rates } = row;
  const inserted = await db
    .insert(parameters)
    .values({
      kind: 'grid-tariff',
      naturalKey: `grid-tariff|${gridOperatorId}|${product}|${year}|${connectionClass}`,
      year,
      product,
      gridOperatorId,
      values: { connectionClass, ...rates },
    })
    .returning();
  return firstRow(inserted);
}
