import type { CurrentUser } from '@energiek/contracts/auth';

/** The signed-in user of GET auth/user for a test: Anna Jansen, a back-office admin, unless `overrides`
 *  say otherwise (a customer user gives its type and customer). */
export function currentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    name: 'Anna Jansen',
    firstName: 'Anna',
    lastName: 'Jansen',
    emailAddress: 'admin@energiek.nl',
    type: 'admin',
    isSuper: false,
    accepted: true,
    set2fa: false,
    twoStepEnabled: false,
    canSwitch: true,
    roleName: null,
    modules: [],
    customer: null,
    settings: {},
    ...overrides,
  };
}

/** Klaas de Vries, staff of the customer De Vries Bakkerij: no switcher, no back office. */
export const CUSTOMER_STAFF = currentUser({
  id: 4,
  name: 'Klaas de Vries',
  firstName: 'Klaas',
  lastName: 'de Vries',
  emailAddress: 'klant@devries-bakkerij.nl',
  type: 'customer',
  canSwitch: false,
  customer: { id: 1, name: 'De Vries Bakkerij B.V.' },
});

/** The same person as a back-office admin who may switch customers. */
export const SWITCHING_ADMIN: CurrentUser = {
  ...CUSTOMER_STAFF,
  id: 1,
  type: 'admin',
  canSwitch: true,
  customer: null,
};
