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
