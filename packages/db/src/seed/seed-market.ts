import type { Database } from '../client.ts';
import { CITIES } from '../fake/dutch-data.ts';
import { glnFor } from '../fake/identifiers.ts';
import type { Random } from '../fake/random.ts';
import { gridOperators, measuringCompanies, suppliers } from '../schema/master-data.ts';
import { trafos } from '../schema/trafos.ts';
import type { PartyIds } from './build-connections.ts';
import { GRID_OPERATORS, MEASURING_COMPANIES, SUPPLIERS, TRAFOS, type PartySpec } from './market-data.ts';

// Inserts the market parties and trafos of the demo and answers their ids.

function partyRow(random: Random, spec: PartySpec) {
  return {
    name: spec.name,
    code: glnFor(`871${random.digits(9)}`),
    website: spec.website,
    notes: spec.notes,
  };
}

export async function seedMarket(db: Database, random: Random): Promise<PartyIds & { trafoCount: number }> {
  const operators = await db
    .insert(gridOperators)
    .values(GRID_OPERATORS.map((spec) => ({ ...partyRow(random, spec), commodities: spec.commodities })))
    .returning({ id: gridOperators.id, name: gridOperators.name });
  const metering = await db
    .insert(measuringCompanies)
    .values(MEASURING_COMPANIES.map((spec) => partyRow(random, spec)))
    .returning({ id: measuringCompanies.id });
  const supplying = await db
    .insert(suppliers)
    .values(SUPPLIERS.map((spec) => partyRow(random, spec)))
    .returning({ id: suppliers.id });
  const gridOperatorIds = new Map(operators.map((row) => [row.name, row.id]));
  const trafoRows = await db
    .insert(trafos)
    .values(
      TRAFOS.map((spec) => ({
        name: spec.name,
        location: spec.location,
        gridOperatorId: gridOperatorIds.get(spec.gridOperator) ?? null,
        capacityKva: spec.capacityKva,
        voltageLevel: spec.voltageLevel,
      })),
    )
    .returning({ id: trafos.id, location: trafos.location });
  const cityNames = Object.values(CITIES).map((city) => city.name);
  const trafosByCity = new Map<string, number>();
  for (const row of trafoRows) {
    const city = cityNames.find((name) => row.location?.endsWith(name));
    if (city) trafosByCity.set(city, row.id);
  }
  return {
    gridOperators: gridOperatorIds,
    measuringCompanies: metering.map((row) => row.id),
    suppliers: supplying.map((row) => row.id),
    trafosByCity,
    trafoCount: trafoRows.length,
  };
}
