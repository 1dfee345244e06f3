import { z } from 'zod';
import { text } from './primitives.ts';
import { scopeSchema, userTypeSchema } from './auth.ts';
import { listQuerySchema } from './envelopes.ts';

// Roles ("profielen") of the back office: a name and a scope with an explicit entry for every area
// (normalised on save, see areas.ts).

export const ROLE_MESSAGES = {
  nameRequired: 'Vul een naam in.',
  nameTaken: 'Er bestaat al een profiel met deze naam.',
  fullNotYours: 'Alleen een beheerder met volledige rechten kan volledige toegang geven.',
} as const;

export const roleBodySchema = z.object({
  name: text().trim().min(1, ROLE_MESSAGES.nameRequired).max(100),
  description: text().trim().max(500).nullish(),
  scope: z
    .object({ full: z.boolean().optional() })
    .catchall(z.union([z.boolean(), z.record(text(), z.boolean())]))
    .describe('full, and per area its action flags; missing flags are saved as false.'),
});
export type RoleBody = z.input<typeof roleBodySchema>;

export const roleUpdateSchema = roleBodySchema.partial();
export type RoleUpdate = z.input<typeof roleUpdateSchema>;

export const roleListQuerySchema = listQuerySchema;

export const roleItemSchema = z.object({
  id: z.number().int(),
  name: text(),
  description: text().nullable(),
  scope: scopeSchema,
  userCount: z.number().int().describe('Users having this role.'),
  createdAt: text(),
  updatedAt: text(),
});
export type RoleItem = z.infer<typeof roleItemSchema>;

export const roleUserSchema = z.object({
  id: z.number().int(),
  name: text(),
  emailAddress: text(),
  type: userTypeSchema,
  isActive: z.boolean(),
});

export const roleDetailSchema = roleItemSchema.extend({
  users: z.array(roleUserSchema).describe('The users having this role.'),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;
