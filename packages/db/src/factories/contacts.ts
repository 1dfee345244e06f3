import type { Database } from '../client.ts';
import { CONTACT_FUNCTIONS, FIRST_NAMES, LAST_NAMES, slug } from '../fake/dutch-data.ts';
import { fakeMobileNumber, fakePhoneNumber } from '../fake/identifiers.ts';
import { createRandom } from '../fake/random.ts';
import { contacts, type Contact, type NewContact } from '../schema/contacts.ts';
import { createCustomer } from './customers.ts';
import { firstRow, nextSequence } from './support.ts';

export function buildContact(overrides: Partial<NewContact> & { customerId: number }): NewContact {
  const random = createRandom(nextSequence() * 4099);
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  return {
    firstName,
    lastName,
    function: random.pick(CONTACT_FUNCTIONS),
    emailAddress: `${slug(firstName)}.${slug(lastName)}@example.com`,
    telephoneNumber: fakePhoneNumber(random, '030'),
    mobileNumber: fakeMobileNumber(random),
    ...overrides,
  };
}

/** Inserts a contact; creates a customer when no customerId is given. */
export async function createContact(db: Database, overrides: Partial<NewContact> = {}): Promise<Contact> {
  const customerId = overrides.customerId ?? (await createCustomer(db)).id;
  return firstRow(
    await db
      .insert(contacts)
      .values(buildContact({ ...overrides, customerId }))
      .returning(),
  );
}
