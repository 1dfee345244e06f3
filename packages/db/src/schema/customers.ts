import type { customers } from './identity.ts';

// Customers: the consultancy's business clients (spec §3 Customer). The table lives in identity.ts beside
// users (each refers to the other); its constants and types live here.

export const CUSTOMER_SUB_TYPES = ['regular', 'ambassador'] as const;
export type CustomerSubType = (typeof CUSTOMER_SUB_TYPES)[number];
export const CUSTOMER_STATUSES = ['active', 'prospect', 'inactive'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
/** Modules a customer can subscribe to. */
export const CUSTOMER_MODULES = [
  'ems',
  'purchase',
  'invoicecontrol',
  'mutations',
  'budgets',
  'taxrequest',
  'energysaving',
] as const;

export type Customer = typeof customers.$inferSelect;
export type NewCustomer = typeof customers.$inferInsert;
