import { z } from 'zod';
import { text } from './primitives.ts';
import { LOGIN_CODE_LENGTH } from './constants.ts';
import { MESSAGES } from './messages.ts';

// Sign-in contracts of spec §3 and §7. One schema serves the server (validation) and the web forms.

const email = text().trim().toLowerCase().max(254);

const DIGITS = /^[0-9]*$/;

/** Spec §5/§9: the authenticator code is numeric, 6 digits (ASCII digits only; spaces around are dropped). */
export const loginCodeSchema = text(MESSAGES.wrongCode)
  .trim()
  .length(LOGIN_CODE_LENGTH, MESSAGES.wrongCode)
  .regex(DIGITS, MESSAGES.wrongCode);

/** POST auth/login. Empty fields are not a 422 of their own: they answer 'Verkeerde gegevens'. */
export const loginBodySchema = z.object({
  emailAddress: text().max(254).default(''),
  password: text().max(1000).default(''),
  secret: text(MESSAGES.wrongCode)
    .trim()
    .max(LOGIN_CODE_LENGTH, MESSAGES.wrongCode)
    .regex(DIGITS, MESSAGES.wrongCode)
    .nullish()
    .describe('The 6-digit authenticator code, when two-step is enrolled (digits only).'),
  remember: z
    .boolean()
    .default(false)
    .describe('Extends the absolute session lifetime from 12 hours to 30 days.'),
});
export type LoginBody = z.input<typeof loginBodySchema>;

export const customerRefSchema = z.object({ id: z.number().int(), name: text() });
export type CustomerRef = z.infer<typeof customerRefSchema>;

export const loginSuccessSchema = z.object({
  secretRequired: z.literal(false),
  token: text().describe('Bearer token; also set as an httpOnly cookie.'),
  data: z.object({
    set2fa: z.boolean().describe('True when the user must enrol two-step verification before going on.'),
    accepted: z.boolean().describe('Whether the user accepted the terms.'),
    customer: customerRefSchema.nullable().describe('The customer selected for this session.'),
  }),
});
export const loginSecretRequiredSchema = z.object({ secretRequired: z.literal(true) });
export const loginResponseSchema = z.union([loginSuccessSchema, loginSecretRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const requestPasswordBodySchema = z.object({
  emailAddress: email.min(1, MESSAGES.required).pipe(z.email(MESSAGES.invalidEmail)),
});
export type RequestPasswordBody = z.input<typeof requestPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    password: text().max(1000),
    passwordConfirmation: text().max(1000),
    token: text().min(1).max(200).describe('From the reset link.'),
    email: text().max(254).describe('From the reset link.'),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    path: ['password'],
    message: MESSAGES.passwordMismatch,
  });
export type ResetPasswordBody = z.input<typeof resetPasswordBodySchema>;

export const twoStepSecretSchema = z.object({
  secret: text().describe('Base32 TOTP secret (160 bits).'),
  otpauthUrl: text(),
  qrCode: text().describe('SVG data URL of the otpauth URL, rendered on the server (no third party).'),
});
export type TwoStepSecret = z.infer<typeof twoStepSecretSchema>;

export const validateTwoStepBodySchema = z.object({
  secret: text().min(1).max(64),
  code: loginCodeSchema,
});
export type ValidateTwoStepBody = z.input<typeof validateTwoStepBodySchema>;

/** Per-area access flags: read, write and others (spec §3 Profile). */
export const scopeEntrySchema = z.record(text(), z.boolean());
export const scopeSchema = z
  .object({ full: z.boolean() })
  .catchall(z.union([z.boolean(), scopeEntrySchema]))
  .describe('full grants everything; otherwise one entry per area with its action flags.');
export type Scope = z.infer<typeof scopeSchema>;

export const userTypeSchema = z.enum(['admin', 'customer']);
export type UserType = z.infer<typeof userTypeSchema>;

export const profileSchema = z.object({
  type: userTypeSchema,
  scope: scopeSchema,
  modules: z.array(text()),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileResponseSchema = z.object({
  data: z.object({ profile: profileSchema, selectedCustomer: customerRefSchema.optional() }),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const notificationDigests = ['direct', 'daily', 'never'] as const;

export const settingsSchema = z
  .object({
    emailNotifications: z.boolean(),
    notificationDigest: z.enum(notificationDigests),
  })
  .partial()
  .describe('User settings; only known keys are stored.');
export type Settings = z.infer<typeof settingsSchema>;

/** GET auth/user: the current user (spec §3 Current user). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: text(),
  firstName: text(),
  lastName: text(),
  emailAddress: text(),
  type: userTypeSchema,
  isSuper: z.boolean().describe('True inside a view-along session.'),
  accepted: z.boolean(),
  set2fa: z.boolean(),
  twoStepEnabled: z.boolean(),
  canSwitch: z.boolean(),
  roleName: text().nullable().describe("The name of the user's role; null without a role."),
  modules: z.array(text()),
  customer: customerRefSchema.nullable(),
  settings: settingsSchema.describe('The stored user settings (known keys only).'),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const WRONG_CURRENT_PASSWORD = 'Het huidige wachtwoord is onjuist.';

/** POST auth/change-password: the signed-in user changes their own password. */
export const changePasswordBodySchema = z
  .object({
    currentPassword: text().max(1000),
    password: text().max(1000),
    passwordConfirmation: text().max(1000),
  })
  .refine((b) => b.password === b.passwordConfirmation, {
    path: ['password'],
    message: MESSAGES.passwordMismatch,
  });
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const messageResponseSchema = z.object({ message: text() });
