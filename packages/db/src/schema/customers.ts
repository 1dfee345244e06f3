import { CUSTOMER_MODULES, CUSTOMER_STATUSES } from '@energiek/contracts/customers';

// Customers: the consultancy's business clients (spec §3 Customer). The table lives in identity.ts beside
// users (each refers to the other), with its row types; its constants live here. The status and module
// lists are the contract's (packages/contracts/src/customers.ts), one list for the API and the columns.

export const CUSTOMER_SUB_TYPES = ['regular', 'ambassador'] as const;
export type CustomerSubType = (typeof CUSTOMER_SUB_TYPES)[number];
export { CUSTOMER_STATUSES };
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
/** Modules a customer can subscribe to. */
export { CUSTOMER_MODULES };
