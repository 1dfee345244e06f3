import { z } from 'zod';
import { text } from './primitives.ts';
import { customerRefSchema, profileSchema } from './auth.ts';

// Customer switching (spec §3 Customer, §7 customers/search and auth/select-customer): what the shell
// needs on every screen. Kept apart from customers.ts, whose create/edit schemas bring the IBAN library.

export const CUSTOMER_STATUS_NAMES = {
  active: 'Actief',
  prospect: 'Prospect',
  inactive: 'Inactief',
} as const;

export const customerSubTypeSchema = z.enum(['regular', 'ambassador']);

/** Most search results answered; the switcher shows a short list. */
export const CUSTOMER_SEARCH_LIMIT = 20;

export const customerSearchQuerySchema = z.object({
  q: text().trim().max(200).default(''),
  numeric: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .describe('1: search the customer number (prefix) instead of the name.'),
});

export const customerSearchItemSchema = z.object({
  id: z.number().int(),
  name: text(),
  number: z.number().int(),
  subType: customerSubTypeSchema.describe('ambassador is shown with a crown.'),
  statusName: text(),
});
export type CustomerSearchItem = z.infer<typeof customerSearchItemSchema>;

export const customerSearchResponseSchema = z.object({ data: z.array(customerSearchItemSchema) });

export const selectCustomerResponseSchema = z.object({
  data: z.object({ profile: profileSchema, selectedCustomer: customerRefSchema }),
});
export type SelectCustomerResponse = z.infer<typeof selectCustomerResponseSchema>;

/** GET customers/{customerId}: the customer header of the detail page. */
export const customerSummarySchema = customerSearchItemSchema.extend({
  electricCount: z.number().int(),
  gasCount: z.number().int(),
  modules: z.array(text()),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;
