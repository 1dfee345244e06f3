import { completeEan } from '@energiek/contracts/ean';
import type { Database } from '../client.ts';
import { smallElectricity, smallGas } from '../fake/connection-profiles.ts';
import { CITIES, STREETS } from '../fake/dutch-data.ts';
import { fakePostcode } from '../fake/identifiers.ts';
import { createRandom } from '../fake/random.ts';
import {
  CONNECTION_ACTIVE,
  PRODUCT_ELECTRICITY,
  connections,
  type Connection,
  type NewConnection,
} from '../schema/connections.ts';
import { createCustomer } from './customers.ts';
import { firstRow, nextSequence } from './support.ts';

/**
 * A valid EAN-18 unique per process and call: 8719 + pid (5 digits) + sequence (8 digits) + check digit.
 * The demo seed uses other prefixes, so factory codes never clash with seeded ones.
 */
export function factoryEan(sequence: number): string {
  const pid = String(process.pid % 100_000).padStart(5, '0');
  return completeEan(`8719${pid}${String(sequence % 100_000_000).padStart(8, '0')}`);
}

/** A small connection (electricity unless product 2 is given) with matching capacity and profile. */
export function buildConnection(overrides: Partial<NewConnection> & { customerId: number }): NewConnection {
  const sequence = nextSequence();
  const random = createRandom(sequence * 3571);
  const product = overrides.product ?? PRODUCT_ELECTRICITY;
  const technics = product === PRODUCT_ELECTRICITY ? smallElectricity(random) : smallGas(random);
  const city = random.pick(Object.values(CITIES));
  return {
    ean: factoryEan(sequence),
    product,
    hasProd: false,
    street: random.pick(STREETS),
    houseNumber: String(random.int(1, 180)),
    postcode: fakePostcode(random, city.postcodeFrom, city.postcodeTo),
    city: city.name,
    ...technics,
    status: CONNECTION_ACTIVE,
    physicalStatus: 'In bedrijf',
    startDate: `20${String(random.int(10, 24))}-01-01`,
    showInEms: true,
    ...overrides,
  };
}

/** Inserts a connection; creates a customer when no customerId is given. */
export async function createConnection(
  db: Database,
  overrides: Partial<NewConnection> = {},
): Promise<Connection> {
  const customerId = overrides.customerId ?? (await createCustomer(db)).id;
  return firstRow(
    await db
      .insert(connections)
      .values(buildConnection({ ...overrides, customerId }))
      .returning(),
  );
}
