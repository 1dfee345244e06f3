import type { Database } from '../client.ts';
import { CITIES, LAST_NAMES, STREETS, slug } from '../fake/dutch-data.ts';
import { fakeIban, fakeKvkNumber, fakePostcode, fakeVatNumber } from '../fake/identifiers.ts';
import { createRandom } from '../fake/random.ts';
import { entities, type Entity, type NewEntity } from '../schema/entities.ts';
import { createCustomer } from './customers.ts';
import { capitalise, firstRow, nextSequence } from './support.ts';

const SUFFIXES = ['Holding B.V.', 'Vastgoed B.V.', 'Exploitatie B.V.', 'Beheer B.V.'] as const;

export function buildEntity(overrides: Partial<NewEntity> & { customerId: number }): NewEntity {
  const random = createRandom(nextSequence() * 6151);
  const city = random.pick(Object.values(CITIES));
  const family = capitalise(random.pick(LAST_NAMES));
  return {
    name: `${family} ${random.pick(SUFFIXES)}`,
    kvkNumber: fakeKvkNumber(random),
    vatNumber: fakeVatNumber(random),
    street: random.pick(STREETS),
    houseNumber: String(random.int(1, 180)),
    postcode: fakePostcode(random, city.postcodeFrom, city.postcodeTo),
    city: city.name,
    invoiceEmailAddress: `facturen@${slug(family)}.nl`,
    iban: fakeIban(random),
    ...overrides,
  };
}

/** Inserts a legal entity; creates a customer when no customerId is given. */
export async function createEntity(db: Database, overrides: Partial<NewEntity> = {}): Promise<Entity> {
  const customerId = overrides.customerId ?? (await createCustomer(db)).id;
  return firstRow(
    await db
      .insert(entities)
      .values(buildEntity({ ...overrides, customerId }))
      .returning(),
  );
}
