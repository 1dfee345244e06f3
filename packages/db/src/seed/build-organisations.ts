import { CITIES, CONTACT_FUNCTIONS, FIRST_NAMES, LAST_NAMES, STREETS, slug } from '../fake/dutch-data.ts';
import {
  fakeIban,
  fakeKvkNumber,
  fakeMobileNumber,
  fakePhoneNumber,
  fakePostcode,
  fakeVatNumber,
} from '../fake/identifiers.ts';
import type { Random } from '../fake/random.ts';
import type { NewContact } from '../schema/contacts.ts';
import type { NewCustomer } from '../schema/identity.ts';
import type { NewEntity } from '../schema/entities.ts';
import type { CustomerSpec } from './customer-data.ts';

// Demo rows for customers, their legal entities and contacts (pure: no database access).

const FIRST_CUSTOMER_NUMBER = 1001;
const ENTITY_SUFFIXES = ['Holding B.V.', 'Vastgoed B.V.', 'Exploitatie B.V.', 'Beheer B.V.'] as const;
const CUSTOMER_NOTES = [
  'Contract loopt af per 31/12/2026; in september benaderen voor verlenging.',
  'Wil jaarlijks een overzicht van de energiebelasting per aansluiting.',
  'Interesse in zonnepanelen op het dak van de hoofdlocatie.',
  'Facturen graag per e-mail naar de financiële administratie.',
];

export function buildCustomerRow(
  random: Random,
  spec: CustomerSpec,
  index: number,
  accountManagerId: number | null,
): NewCustomer {
  const city = CITIES[spec.city];
  const street = random.pick(STREETS);
  const houseNumber = String(random.int(1, 220));
  const postcode = fakePostcode(random, city.postcodeFrom, city.postcodeTo);
  const postbus = random.chance(0.2);
  return {
    name: spec.name,
    number: FIRST_CUSTOMER_NUMBER + index,
    subType: spec.subType ?? 'regular',
    status: spec.status ?? 'active',
    kvkNumber: fakeKvkNumber(random),
    vatNumber: fakeVatNumber(random),
    iban: fakeIban(random),
    emailAddress: `info@${spec.domain}`,
    phoneNumber: fakePhoneNumber(random, city.areaCode),
    website: `https://www.${spec.domain}`,
    visitStreet: street,
    visitHouseNumber: houseNumber,
    visitPostcode: postcode,
    visitCity: city.name,
    postalStreet: postbus ? 'Postbus' : street,
    postalHouseNumber: postbus ? String(random.int(10, 9999)) : houseNumber,
    postalPostcode: postbus ? fakePostcode(random, city.postcodeFrom, city.postcodeTo) : postcode,
    postalCity: city.name,
    accountManagerId,
    modules: spec.modules,
    notes: random.chance(0.3) ? random.pick(CUSTOMER_NOTES) : null,
  };
}

/** 1–4 legal entities; the first is the customer itself, at its visit address. */
export function buildEntityRows(random: Random, spec: CustomerSpec, customer: NewCustomer & { id: number }) {
  const count = spec.entities?.length ?? random.pick([1, 1, 1, 2, 2, 3, 4]);
  const suffixes = random.sample(ENTITY_SUFFIXES, count);
  const city = CITIES[spec.city];
  return Array.from({ length: count }, (_, i): NewEntity => {
    const own = i === 0;
    return {
      customerId: customer.id,
      name: spec.entities?.[i] ?? (own ? spec.name : `${spec.stem} ${suffixes[i] ?? 'Beheer B.V.'}`),
      kvkNumber: own ? customer.kvkNumber : fakeKvkNumber(random),
      vatNumber: own ? customer.vatNumber : fakeVatNumber(random),
      street: own ? customer.visitStreet : random.pick(STREETS),
      houseNumber: own ? customer.visitHouseNumber : String(random.int(1, 220)),
      postcode: own ? customer.visitPostcode : fakePostcode(random, city.postcodeFrom, city.postcodeTo),
      city: city.name,
      invoiceEmailAddress: `${random.pick(['facturen', 'crediteuren', 'administratie'])}@${spec.domain}`,
      invoiceStreet: own ? customer.postalStreet : null,
      invoiceHouseNumber: own ? customer.postalHouseNumber : null,
      invoicePostcode: own ? customer.postalPostcode : null,
      invoiceCity: own ? customer.postalCity : null,
      iban: own ? customer.iban : fakeIban(random),
    };
  });
}

/** 2–5 contacts; the owner (when known) first, as 'Eigenaar'. */
export function buildContactRows(random: Random, spec: CustomerSpec, customerId: number): NewContact[] {
  const count = random.int(2, 5);
  const functions = random.sample(CONTACT_FUNCTIONS.slice(2), count);
  const city = CITIES[spec.city];
  return Array.from({ length: count }, (_, i): NewContact => {
    const owner = i === 0 ? spec.owner : undefined;
    const firstName = owner?.[0] ?? random.pick(FIRST_NAMES);
    const lastName = owner?.[1] ?? random.pick(LAST_NAMES);
    return {
      customerId,
      firstName,
      lastName,
      function: i === 0 ? (owner ? 'Eigenaar' : 'Directeur') : (functions[i] ?? 'Medewerker administratie'),
      emailAddress: `${slug(firstName)}.${slug(lastName)}@${spec.domain}`,
      telephoneNumber: fakePhoneNumber(random, city.areaCode),
      mobileNumber: random.chance(0.8) ? fakeMobileNumber(random) : null,
      notes: i === 0 ? 'Beslist over het energiecontract.' : null,
    };
  });
}
