// Customers: the consultancy's business clients (spec §3 Customer). The table lives in identity.ts beside
// users (each refers to the other), with its row types; its constants live here.

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
