import { isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { text } from './primitives.ts';
import { listQuerySchema } from './envelopes.ts';
import { customerRefSchema } from './auth.ts';
import { MESSAGES } from './messages.ts';
import { isPlausiblePhoneNumber, optionalText, PHONE_INVALID, phoneField } from './form-fields.ts';

export { isPlausiblePhoneNumber, optionalText, phoneField };
import { customerSearchItemSchema, customerSubTypeSchema, customerSummarySchema } from './customer-switch.ts';

// ---------------------------------------------------------------------------------------------------
// Customers list, create, edit and dashboard (issue 5).

export const CUSTOMER_STATUSES = ['active', 'prospect', 'inactive'] as const;
export const customerStatusSchema = z.enum(CUSTOMER_STATUSES);
export type CustomerStatus = z.infer<typeof customerStatusSchema>;
export type CustomerSubType = z.infer<typeof customerSubTypeSchema>;

/** Modules a customer can subscribe to (the same list as the database schema's CUSTOMER_MODULES). */
export const CUSTOMER_MODULES = [
  'ems',
  'purchase',
  'invoicecontrol',
  'mutations',
  'budgets',
  'taxrequest',
  'energysaving',
] as const;
export type CustomerModule = (typeof CUSTOMER_MODULES)[number];

export const CUSTOMER_MESSAGES = {
  nameRequired: 'Vul een naam in.',
  numberInvalid: 'Een klantnummer is een positief geheel getal.',
  numberTaken: 'Dit klantnummer is al in gebruik.',
  kvkInvalid: 'Een KvK-nummer bestaat uit 8 cijfers.',
  vatInvalid: 'Vul een geldig btw-nummer in, bijvoorbeeld NL123456789B01.',
  ibanInvalid: 'Dit IBAN is ongeldig. Controleer het nummer.',
  postcodeInvalid: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
  phoneInvalid: PHONE_INVALID,
  websiteInvalid: 'Vul een geldig webadres in, bijvoorbeeld https://www.voorbeeld.nl.',
  accountManagerInvalid: 'Kies een actieve beheerder als accountmanager.',
  adminOnly: {
    modules: 'Alleen beheerders kunnen de modules wijzigen.',
    accountManagerId: 'Alleen beheerders kunnen de accountmanager wijzigen.',
    status: 'Alleen beheerders kunnen de status wijzigen.',
    subType: 'Alleen beheerders kunnen het klanttype wijzigen.',
    number: 'Alleen beheerders kunnen het klantnummer wijzigen.',
  },
} as const;

/** The fields only admins may set or change (customer staff get a 422 on each). */
export const CUSTOMER_ADMIN_FIELDS = ['modules', 'accountManagerId', 'status', 'subType', 'number'] as const;

/** '1234ab', '1234 ab' → '1234 AB'; anything else is returned trimmed (and then refused). */
export function normalisePostcode(value: string): string {
  const match = /^([1-9]\d{3})\s*([a-zA-Z]{2})$/.exec(value.trim());
  return match ? `${match[1]} ${match[2]?.toUpperCase()}` : value.trim();
}

/** IBAN in its compact electronic form: no spaces, capitals. */
export function compactIban(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}

/** 'NL91ABNA0417164300' → 'NL91 ABNA 0417 1643 00' (for display). */
export function formatIban(value: string | null | undefined): string {
  if (!value) return '';
  return compactIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

export const emailField = () =>
  optionalText(254, { normalise: (v) => v.toLowerCase(), check: z.email(MESSAGES.invalidEmail) });
const postcodeField = () =>
  optionalText(10, {
    normalise: normalisePostcode,
    check: text().regex(/^[1-9]\d{3} [A-Z]{2}$/, CUSTOMER_MESSAGES.postcodeInvalid),
  });

const customerFields = {
  name: text().trim().min(1, CUSTOMER_MESSAGES.nameRequired).max(200),
  number: z
    .number(CUSTOMER_MESSAGES.numberInvalid)
    .int(CUSTOMER_MESSAGES.numberInvalid)
    .positive(CUSTOMER_MESSAGES.numberInvalid)
    .max(99_999_999, CUSTOMER_MESSAGES.numberInvalid)
    .describe('Customer number; generated (the next free number) when left out on create.'),
  subType: customerSubTypeSchema,
  status: customerStatusSchema,
  kvkNumber: optionalText(20, {
    normalise: (v) => v.replace(/[\s.]/g, ''),
    check: text().regex(/^\d{8}$/, CUSTOMER_MESSAGES.kvkInvalid),
  }).describe('Chamber of Commerce number: 8 digits.'),
  vatNumber: optionalText(20, {
    normalise: (v) => v.replace(/[\s.]/g, '').toUpperCase(),
    check: text().regex(/^NL\d{9}B\d{2}$/, CUSTOMER_MESSAGES.vatInvalid),
  }).describe('NL + 9 digits + B + 2 digits.'),
  iban: optionalText(42, {
    normalise: compactIban,
    check: text().refine((v) => isValidIBAN(v), CUSTOMER_MESSAGES.ibanInvalid),
  }).describe('Checked with the mod-97 checksum; stored compact.'),
  emailAddress: emailField(),
  phoneNumber: phoneField(),
  website: optionalText(200, {
    normalise: (v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`),
    check: z.url({ protocol: /^https?$/, hostname: /\./, error: CUSTOMER_MESSAGES.websiteInvalid }),
  }),
  visitStreet: optionalText(200),
  visitHouseNumber: optionalText(20),
  visitPostcode: postcodeField(),
  visitCity: optionalText(100),
  postalStreet: optionalText(200),
  postalHouseNumber: optionalText(20),
  postalPostcode: postcodeField(),
  postalCity: optionalText(100),
  accountManagerId: z
    .number()
    .int()
    .positive()
    .nullable()
    .describe('An active admin user; only admins may set it.'),
  modules: z
    .array(z.enum(CUSTOMER_MODULES))
    .max(CUSTOMER_MODULES.length)
    .describe('Subscribed modules; only admins may set them.'),
  notes: optionalText(5000),
};

export const customerCreateSchema = z.object({
  ...customerFields,
  number: customerFields.number.optional(),
  subType: customerFields.subType.optional(),
  status: customerFields.status.optional(),
  accountManagerId: customerFields.accountManagerId.optional(),
  modules: customerFields.modules.optional(),
});
export type CustomerCreate = z.input<typeof customerCreateSchema>;

export const customerUpdateSchema = z.object(customerFields).partial();
export type CustomerUpdate = z.input<typeof customerUpdateSchema>;

const SORT_KEYS = ['name', 'number', 'city', 'electricCount', 'gasCount', 'statusName'] as const;
export type CustomerSortKey = (typeof SORT_KEYS)[number];
const CUSTOMER_SORTS = [
  ...SORT_KEYS,
  '-name',
  '-number',
  '-city',
  '-electricCount',
  '-gasCount',
  '-statusName',
] as const;

export const customerListQuerySchema = listQuerySchema.extend({
  status: customerStatusSchema.optional(),
  subType: customerSubTypeSchema.optional(),
  sort: z
    .enum(CUSTOMER_SORTS)
    .optional()
    .describe('name, number, city, electricCount, gasCount or statusName; prefix - for descending.'),
});
export type CustomerListQuery = z.input<typeof customerListQuerySchema>;

export const customerListItemSchema = customerSearchItemSchema.extend({
  status: customerStatusSchema,
  city: text().nullable(),
  kvkNumber: text().nullable(),
  electricCount: z.number().int().describe('Active electricity connections.'),
  gasCount: z.number().int().describe('Active gas connections.'),
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

/** Every stored field of a customer (GET customers/{customerId}?with=details, create and update). */
export const customerDetailsSchema = z.object({
  status: customerStatusSchema,
  kvkNumber: text().nullable(),
  vatNumber: text().nullable(),
  iban: text().nullable(),
  emailAddress: text().nullable(),
  phoneNumber: text().nullable(),
  website: text().nullable(),
  visitStreet: text().nullable(),
  visitHouseNumber: text().nullable(),
  visitPostcode: text().nullable(),
  visitCity: text().nullable(),
  postalStreet: text().nullable(),
  postalHouseNumber: text().nullable(),
  postalPostcode: text().nullable(),
  postalCity: text().nullable(),
  accountManagerId: z.number().int().nullable(),
  accountManager: customerRefSchema
    .extend({ initials: text(), emailAddress: text(), phoneNumber: text().nullable() })
    .nullable()
    .describe("The account manager (the customer's advisor): id, name, initials, e-mail address and phone."),
  notes: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

/** The customer header, with every stored field after a write or with ?with=details. */
export const customerWithDetailsSchema = customerSummarySchema.extend({
  details: customerDetailsSchema.optional().describe('Only with ?with=details (and after a write).'),
});
export const customerResponseSchema = z.object({ data: customerWithDetailsSchema });
export type CustomerWithDetails = z.infer<typeof customerWithDetailsSchema>;

export const customerDetailQuerySchema = z.object({
  with: text().max(200).optional().describe('details: include every stored field.'),
});

export const customerActivitySchema = z.object({
  id: z.number().int(),
  event: text(),
  description: text().describe('Dutch description of the event.'),
  userName: text().nullable(),
  createdAt: text(),
});
export type CustomerActivity = z.infer<typeof customerActivitySchema>;

export const customerDashboardSchema = z.object({
  counts: z.object({
    electricity: z.number().int().describe('Active electricity connections.'),
    electricityWithProduction: z.number().int().describe('… of which with production (hasProd).'),
    gas: z.number().int().describe('Active gas connections.'),
    connections: z.number().int().describe('All connections, active or not.'),
    entities: z.number().int(),
    contacts: z.number().int(),
    documents: z.number().int().describe('Files in the library.'),
    openActions: z.number().int().describe('Actions (not notes) that are not finished yet.'),
  }),
  activity: z
    .array(customerActivitySchema)
    .nullable()
    .describe("The last 10 changes to this customer's data; null for customer staff."),
});
export type CustomerDashboard = z.infer<typeof customerDashboardSchema>;
