import type { Database } from '../client.ts';
import { FIRST_NAMES, LAST_NAMES, slug } from '../fake/dutch-data.ts';
import { createRandom } from '../fake/random.ts';
import { hashPassword } from '../passwords.ts';
import { users } from '../schema/identity.ts';
import { createCustomer } from './customers.ts';
import { createRole, type NewRole } from './roles.ts';
import { firstRow, nextSequence, uniqueSuffix } from './support.ts';

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** The password of every factory user unless another is given. */
export const FACTORY_PASSWORD = 'Energiek-2026!';
/** argon2id hash of FACTORY_PASSWORD, precomputed so building users needs no hashing (≈50 ms each). */
export const FACTORY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$qhxaphapLFqvqbBiAVVwRw$w+pPyMdOjnmppJKbtyOoxNIhe0xmek+IVyz0det/TtI';
/** A fixed moment for acceptedTermsAt, so factory users do not get the terms dialog. */
const TERMS_ACCEPTED_AT = new Date('2025-01-06T08:00:00Z');

/**
 * An active admin (canSwitch) with FACTORY_PASSWORD and accepted terms and a unique lower-case e-mail
 * address. A 'customer' user needs a customerId (createUser makes a customer when it is missing).
 */
export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const sequence = nextSequence();
  const random = createRandom(sequence * 1223);
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const type = overrides.type ?? 'admin';
  return {
    emailAddress: `${slug(firstName)}.${slug(lastName)}.${uniqueSuffix(sequence)}@example.com`,
    passwordHash: FACTORY_PASSWORD_HASH,
    firstName,
    lastName,
    type,
    isActive: true,
    canSwitch: type === 'admin',
    modules: [],
    acceptedTermsAt: TERMS_ACCEPTED_AT,
    ...overrides,
  };
}

export type CreateUserOverrides = Partial<NewUser> & {
  /** Plain password to hash; FACTORY_PASSWORD when absent. */
  password?: string;
};

/** Inserts a user, hashing `password` when one other than FACTORY_PASSWORD is given. */
export async function createUser(db: Database, overrides: CreateUserOverrides = {}): Promise<User> {
  const { password, ...rest } = overrides;
  if (password !== undefined && password !== FACTORY_PASSWORD)
    rest.passwordHash = await hashPassword(password);
  if (rest.type === 'customer' && rest.customerId === undefined)
    rest.customerId = (await createCustomer(db)).id;
  return firstRow(await db.insert(users).values(buildUser(rest)).returning());
}

/** A user of customer `customerId` with role `roleId` (and FACTORY_PASSWORD). */
export function createCustomerUser(
  db: Database,
  customerId: number,
  emailAddress: string,
  roleId: number | null,
): Promise<User> {
  return createUser(db, { emailAddress, type: 'customer', customerId, roleId });
}

/** A customer's user holding a role made for it (say `{ name, scope: scopeAllowing(…) }`). */
export async function createCustomerUserWithRole(
  db: Database,
  customerId: number,
  emailAddress: string,
  role: Partial<NewRole>,
): Promise<User> {
  return createCustomerUser(db, customerId, emailAddress, (await createRole(db, role)).id);
}
