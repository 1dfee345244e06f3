import type { NewRole } from '../factories/roles.ts';
import type { NewUser } from '../factories/users.ts';
import { DEMO_TWO_STEP_SECRET } from './demo-accounts.ts';

// Demo roles and users (pure: no database access).

export const ADMIN_ROLE = 'Beheerder';
export const CUSTOMER_ROLE = 'Klant (beperkt)';

/** Areas a restricted customer user may read but not change. */
const CUSTOMER_READ_ONLY_AREAS = [
  'organisation',
  'organisation-contacts',
  'organisation-connections',
  'organisation-entities',
  'organisation-invoices',
  'organisation-documents',
  'organisation-hours',
  'organisation-information',
  'organisation-mutations',
] as const;

export const DEMO_ROLES: NewRole[] = [
  { name: ADMIN_ROLE, description: 'Volledige toegang tot de back office.', scope: { full: true } },
  {
    name: CUSTOMER_ROLE,
    description: 'Klantmedewerker: mag de eigen organisatie inzien, niet wijzigen.',
    scope: {
      full: false,
      ...Object.fromEntries(CUSTOMER_READ_ONLY_AREAS.map((area) => [area, { read: true, write: false }])),
    },
  },
];

const ADMIN_MODULES = [
  'inbox',
  'invoicecontrol',
  'hours',
  'forecast',
  'sales',
  'suppliercontracts',
  'taxrequest',
];
const TERMS_ACCEPTED_AT = new Date('2025-01-06T08:00:00Z');

type Ids = { passwordHash: string; adminRoleId: number; customerRoleId: number };

export function buildAdminUsers({ passwordHash, adminRoleId }: Ids): NewUser[] {
  const admin = {
    passwordHash,
    type: 'admin',
    roleId: adminRoleId,
    canSwitch: true,
    modules: ADMIN_MODULES,
    acceptedTermsAt: TERMS_ACCEPTED_AT,
  } as const satisfies Partial<NewUser>;
  return [
    { ...admin, emailAddress: 'admin@energiek.nl', firstName: 'Anna', lastName: 'Jansen' },
    {
      ...admin,
      emailAddress: '2fa@energiek.nl',
      firstName: 'Pieter',
      lastName: 'de Boer',
      twoStepSecret: DEMO_TWO_STEP_SECRET,
      twoStepEnabledAt: TERMS_ACCEPTED_AT,
    },
    { ...admin, emailAddress: 'mark.visser@energiek.nl', firstName: 'Mark', lastName: 'Visser' },
    {
      ...admin,
      emailAddress: 'inactief@energiek.nl',
      firstName: 'Kees',
      lastName: 'Bakker',
      isActive: false,
    },
  ];
}

/** Customer staff with the restricted role, for the customers named in `customerIds`. */
export function buildCustomerUsers(
  { passwordHash, customerRoleId }: Ids,
  customerIds: { devries: number; westland: number },
): NewUser[] {
  const staff = {
    passwordHash,
    type: 'customer',
    roleId: customerRoleId,
    canSwitch: false,
    acceptedTermsAt: TERMS_ACCEPTED_AT,
  } as const satisfies Partial<NewUser>;
  return [
    {
      ...staff,
      emailAddress: 'klant@devries-bakkerij.nl',
      firstName: 'Sanne',
      lastName: 'de Vries',
      customerId: customerIds.devries,
    },
    {
      ...staff,
      emailAddress: 'klant@westlandglas.nl',
      firstName: 'Jeroen',
      lastName: 'van der Lans',
      customerId: customerIds.westland,
    },
  ];
}
