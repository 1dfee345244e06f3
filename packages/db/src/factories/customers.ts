import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { CITIES, LAST_NAMES, STREETS, slug } from '../fake/dutch-data.ts';
import {
  fakeIban,
  fakeKvkNumber,
  fakePhoneNumber,
  fakePostcode,
  fakeVatNumber,
} from '../fake/identifiers.ts';
import { createRandom } from '../fake/random.ts';
import { customers, type Customer, type NewCustomer } from '../schema/identity.ts';
import { capitalise, firstRow, isUniqueViolation, nextSequence } from './support.ts';

const TRADES = [
  'Bakkerij',
  'Autobedrijf',
  'Installatiebedrijf',
  'Transportbedrijf',
  'Hoveniersbedrijf',
  'Drukkerij',
  'Kwekerij',
  'Metaalbewerking',
  'Schildersbedrijf',
  'Timmerfabriek',
] as const;

/** Number base of factory customers; createCustomer() takes the next free number instead. */
const NUMBER_BASE = 500_000;

export function buildCustomer(overrides: Partial<NewCustomer> = {}): NewCustomer {
  const sequence = nextSequence();
  const random = createRandom(sequence * 7919);
  const city = random.pick(Object.values(CITIES));
  const name = `${random.pick(TRADES)} ${capitalise(random.pick(LAST_NAMES))} B.V.`;
  const domain = `${slug(name.replace(/ B\.V\.$/, ''))}.nl`;
  const street = random.pick(STREETS);
  const houseNumber = String(random.int(1, 180));
  const postcode = fakePostcode(random, city.postcodeFrom, city.postcodeTo);
  return {
    name,
    number: NUMBER_BASE + sequence,
    subType: 'regular',
    status: 'active',
    kvkNumber: fakeKvkNumber(random),
    vatNumber: fakeVatNumber(random),
    iban: fakeIban(random),
    emailAddress: `info@${domain}`,
    phoneNumber: fakePhoneNumber(random, city.areaCode),
    website: `https://www.${domain}`,
    visitStreet: street,
    visitHouseNumber: houseNumber,
    visitPostcode: postcode,
    visitCity: city.name,
    postalStreet: street,
    postalHouseNumber: houseNumber,
    postalPostcode: postcode,
    postalCity: city.name,
    modules: ['ems', 'invoicecontrol'],
    ...overrides,
  };
}

/** Inserts a customer; without an explicit number it takes the next free one (max + 1, retried on a race). */
export async function createCustomer(db: Database, overrides: Partial<NewCustomer> = {}): Promise<Customer> {
  const values = buildCustomer(overrides);
  if (overrides.number !== undefined) return firstRow(await db.insert(customers).values(values).returning());
  const nextNumber = sql<number>`(select coalesce(max(${customers.number}), 1000) + 1 from ${customers})`;
  for (let attempt = 1; ; attempt++) {
    try {
      return firstRow(
        await db
          .insert(customers)
          .values({ ...values, number: nextNumber })
          .returning(),
      );
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}
