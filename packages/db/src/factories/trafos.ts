import type { Database } from '../client.ts';
import { CITIES, STREETS } from '../fake/dutch-data.ts';
import { createRandom } from '../fake/random.ts';
import { trafos, type NewTrafo, type Trafo } from '../schema/trafos.ts';
import { firstRow, nextSequence } from './support.ts';

/** A distribution transformer; gridOperatorId stays null unless given. */
export function buildTrafo(overrides: Partial<NewTrafo> = {}): NewTrafo {
  const sequence = nextSequence();
  const random = createRandom(sequence * 2311);
  const street = random.pick(STREETS);
  const city = random.pick(Object.values(CITIES));
  return {
    name: `Trafo ${street} ${sequence}`,
    location: `${street}, ${city.name}`,
    capacityKva: random.pick([400, 630, 1000, 1600]),
    voltageLevel: '10 kV / 0,4 kV',
    ...overrides,
  };
}

export async function createTrafo(db: Database, overrides: Partial<NewTrafo> = {}): Promise<Trafo> {
  return firstRow(await db.insert(trafos).values(buildTrafo(overrides)).returning());
}
