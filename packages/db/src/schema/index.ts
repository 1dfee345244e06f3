// The schema registry Drizzle needs (one line per area file).
// Area files import Drizzle's builders as one namespace (`import * as pg from 'drizzle-orm/pg-core'`): a
// `pg.text()` is a PostgreSQL column or constraint, a bare call such as `timestamps()` or `customerOwned()`
// is one of our column helpers (columns.ts, identity.ts).
export * from './actions.ts';
export * from './assignments.ts';
export * from './audit.ts';
export * from './connections.ts';
export * from './contacts.ts';
export * from './customers.ts';
export * from './data-authorisations.ts';
export * from './degree-days.ts';
export * from './ems.ts';
export * from './ems-imports.ts';
export * from './entities.ts';
export * from './hours.ts';
export * from './identity.ts';
export * from './jobs.ts';
export * from './library.ts';
export * from './master-data.ts';
export * from './notification-digests.ts';
export * from './notifications.ts';
export * from './relations.ts';
export * from './services.ts';
export * from './settings.ts';
export * from './tax-requests.ts';
export * from './trafos.ts';
export * from './parameters.ts';
export * from './purchasing.ts';
export * from './mutations.ts';
export * from './agreement-signatures.ts';
export * from './budgets.ts';
export * from './email-templates.ts';
export * from './knowledgebase.ts';
export * from './inbox.ts';
export * from './sales.ts';
export * from './exports.ts';
export * from './taxes.ts';
export * from './energy-saving.ts';
export * from './invoices.ts';
export * from './invoice-audit.ts';
export * from './signals.ts';
