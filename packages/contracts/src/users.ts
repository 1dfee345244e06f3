import { z } from 'zod';
import { id, refId, text } from './primitives.ts';
import { customerRefSchema, userTypeSchema } from './auth.ts';
import { phoneField } from './form-fields.ts';
import { listQuerySchema } from './envelopes.ts';
import { MESSAGES } from './messages.ts';

// Back-office user management (issue 3 §7) and view-along.

/** White-label features of a user's own organisation (the profile adds them to the customer's modules). */
export const USER_MODULES = [
  'inbox',
  'invoicecontrol',
  'hours',
  'forecast',
  'sales',
  'suppliercontracts',
  'taxrequest',
] as const;

export const USER_MESSAGES = {
  emailTaken: 'Dit e-mailadres is al in gebruik.',
  unknownRole: 'Dit profiel bestaat niet.',
  customerRequired: 'Kies de klant van deze klantgebruiker.',
  unknownCustomer: 'Deze klant bestaat niet.',
  unknownCustomers: 'Een of meer van deze klanten bestaan niet.',
  firstNameRequired: 'Vul een voornaam in.',
  notSelf: 'Dit kun je niet bij je eigen account doen.',
  inactive: 'Deze gebruiker is gedeactiveerd.',
  viewAlongRefused: 'Dit kan niet tijdens meekijken.',
  canSwitchNotYours: 'Je kunt geen klantwissel toekennen die je zelf niet hebt.',
  fullRoleNotYours: 'Alleen een beheerder met volledige rechten kan dit profiel toekennen.',
  adminTargetRefused: 'Alleen een beheerder met volledige rechten kan meekijken met een andere beheerder.',
} as const;

const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const userListQuerySchema = listQuerySchema.extend({
  type: userTypeSchema.optional(),
  customerId: id().optional(),
  active: flag.optional().describe('1: active users only, 0: deactivated only.'),
  roleId: id().optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

const userFields = {
  firstName: text().trim().min(1, USER_MESSAGES.firstNameRequired).max(100),
  lastName: text().trim().max(100),
  emailAddress: text()
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.required)
    .max(254)
    .pipe(z.email(MESSAGES.invalidEmail)),
  phoneNumber: phoneField().describe(
    "Direct phone number; an account manager's is shown to their customers in the portal.",
  ),
  type: userTypeSchema,
  roleId: refId().nullable(),
  customerId: refId().nullable().describe('Customer staff: their customer.'),
  canSwitch: z.boolean().describe('Admins: may act for every customer.'),
  modules: z.array(z.enum(USER_MODULES)).max(USER_MODULES.length),
  isActive: z.boolean(),
  customerIds: z
    .array(refId())
    .max(1000)
    .describe('Admins without canSwitch: the customers assigned to them.'),
};

export const userCreateSchema = z.object({
  ...userFields,
  lastName: userFields.lastName.optional(),
  phoneNumber: userFields.phoneNumber.optional(),
  roleId: userFields.roleId.optional(),
  customerId: userFields.customerId.optional(),
  canSwitch: userFields.canSwitch.optional(),
  modules: userFields.modules.optional(),
  isActive: userFields.isActive.optional(),
  customerIds: userFields.customerIds.optional(),
});
export type UserCreate = z.input<typeof userCreateSchema>;

export const userUpdateSchema = z.object(userFields).partial();
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const userItemSchema = z.object({
  id: z.number().int(),
  name: text(),
  firstName: text(),
  lastName: text(),
  emailAddress: text(),
  phoneNumber: text().nullable(),
  type: userTypeSchema,
  roleId: z.number().int().nullable(),
  role: z.object({ id: z.number().int(), name: text() }).nullable(),
  customerId: z.number().int().nullable(),
  customer: customerRefSchema.nullable(),
  isActive: z.boolean(),
  canSwitch: z.boolean(),
  modules: z.array(text()),
  customerIds: z.array(z.number().int()),
  assignedCustomers: z
    .array(customerRefSchema)
    .describe('Admins without canSwitch: the assigned customers with their names, by name.'),
  twoStepEnabled: z.boolean(),
  lastLoginAt: text().nullable(),
  createdAt: text(),
});
export type UserItem = z.infer<typeof userItemSchema>;

export const superLoginResponseSchema = z.object({
  token: text().describe('Bearer token of the view-along session (the SPA stores it as super token).'),
  data: z.object({ user: userItemSchema }),
});
export type SuperLoginResponse = z.infer<typeof superLoginResponseSchema>;

/** An active back-office user as a picker option (GET users/admin-options, any admin). */
export const adminOptionSchema = z.object({ id: z.number().int(), name: text() });
export type AdminOption = z.infer<typeof adminOptionSchema>;
