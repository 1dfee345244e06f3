import { AREA_NAMES, AREAS, scopeAllowing, type Area } from '@energiek/contracts/areas';
import { USER_MODULES } from '@energiek/contracts/users';
import type { NewRole } from '../factories/roles.ts';
import type { NewUser } from '../factories/users.ts';
import { DEMO_TWO_STEP_SECRET } from './demo-accounts.ts';

// Demo roles and users (pure: no database access).

export const ADMIN_ROLE = 'Beheerder';
export const ADVISER_ROLE = 'Adviseur';
export const FINANCE_ROLE = 'Financieel';
export const CUSTOMER_ROLE = 'Klant (lezen)';
export const CUSTOMER_MANAGER_ROLE = 'Klant (beheer)';

const RW = ['read', 'write'] as const;
const R = ['read'] as const;

/** The customer's own organisation, read only. Not the hours: time registration is the consultancy's
 *  own administration (organisation-hours:read stays with admin roles). */
const CUSTOMER_READ: Partial<Record<Area, readonly string[]>> = {
  organisation: R,
  'organisation-contacts': R,
  'organisation-entities': R,
  'organisation-connections': R,
  'organisation-invoices': R,
  'organisation-documents': R,
  'organisation-information': R,
  'organisation-mutations': R,
  'organisation-knowledgebase': R,
  'organisation-report-ems': R,
  'organisation-report-prices': R,
  'organisation-report-invoice-check': R,
  // Their own energy tax and tax refund requests (read-only; the module decides whether they exist).
  'financial-taxes-heffing': R,
};

/**
 * Every role carries an explicit entry for every area (normalised): none relies on "no entry allows".
 * Only the Beheerder (full) manages users and roles (roles:read/write, docs/security.md).
 */
export const DEMO_ROLES: NewRole[] = [
  {
    name: ADMIN_ROLE,
    description: 'Volledige toegang tot de back office.',
    scope: scopeAllowing(AREAS, true),
  },
  {
    name: ADVISER_ROLE,
    description: 'Energieadviseur: klanten, aansluitingen, acties en rapportages; geen beheerinstellingen.',
    scope: scopeAllowing({
      ...Object.fromEntries(AREA_NAMES.filter((a) => a.startsWith('organisation')).map((a) => [a, AREAS[a]])),
      customers: ['write'],
      collective: RW,
      forecast: R,
      sales: R,
      invoices: R,
      'invoice-check': R,
      actions: R,
      'signals-notifications': R,
      // Reads the master data; changing it (it drives every customer's figures) is the Beheerder's.
      'master-data': R,
    }),
  },
  {
    name: FINANCE_ROLE,
    description: 'Financiële administratie: facturen, factuurcontrole, belastingen en contracten.',
    scope: scopeAllowing({
      organisation: R,
      'organisation-invoices': RW,
      'organisation-hours': R,
      'organisation-report-prices': R,
      'organisation-report-invoice-check': R,
      invoices: R,
      'invoice-check': R,
      'invoice-settings': R,
      'financial-taxes-heffing': R,
      'back-office-contracts': RW,
      'back-office-signhost-contracts': R,
      export: R,
      actions: R,
    }),
  },
  {
    name: CUSTOMER_ROLE,
    description: 'Klantmedewerker: mag de eigen organisatie inzien, niet wijzigen.',
    scope: scopeAllowing(CUSTOMER_READ),
  },
  {
    name: CUSTOMER_MANAGER_ROLE,
    description:
      'Klantbeheerder: mag de eigen organisatie inzien en contactpersonen, entiteiten en documenten bijwerken.',
    scope: scopeAllowing({
      ...CUSTOMER_READ,
      organisation: RW,
      'organisation-contacts': RW,
      'organisation-entities': RW,
      'organisation-documents': RW,
      'organisation-information': RW,
      actions: R,
    }),
  },
];

/** The demo admin has every white-label feature. */
const ADMIN_MODULES = [...USER_MODULES];
const TERMS_ACCEPTED_AT = new Date('2025-01-06T08:00:00Z');

type Ids = { passwordHash: string; adminRoleId: number; adviserRoleId: number; customerRoleId: number };

export function buildAdminUsers({ passwordHash, adminRoleId, adviserRoleId }: Ids): NewUser[] {
  const admin = {
    passwordHash,
    type: 'admin',
    roleId: adminRoleId,
    canSwitch: true,
    modules: ADMIN_MODULES,
    acceptedTermsAt: TERMS_ACCEPTED_AT,
  } as const satisfies Partial<NewUser>;
  return [
    // Demo phone numbers in the form of the examples in the phone field's message (not real lines).
    {
      ...admin,
      emailAddress: 'admin@energiek.nl',
      firstName: 'Anna',
      lastName: 'Jansen',
      phoneNumber: '020 123 4567',
    },
    {
      ...admin,
      emailAddress: '2fa@energiek.nl',
      firstName: 'Pieter',
      lastName: 'de Boer',
      phoneNumber: '010 123 4567',
      twoStepSecret: DEMO_TWO_STEP_SECRET,
      twoStepEnabledAt: TERMS_ACCEPTED_AT,
    },
    // An account manager without the customer switch: acts only for assigned and managed customers.
    {
      ...admin,
      emailAddress: 'mark.visser@energiek.nl',
      firstName: 'Mark',
      lastName: 'Visser',
      phoneNumber: '06 1234 5678',
      roleId: adviserRoleId,
      canSwitch: false,
    },
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

/** Demo login of the account manager without canSwitch, and customers assigned to him (by index). */
export const ACCOUNT_MANAGER_EMAIL = 'mark.visser@energiek.nl';
export const ACCOUNT_MANAGER_ASSIGNED = [0, 1, 3] as const;
