// The schema registry Drizzle needs (one line per area file).
export * from './assignments.ts';
export * from './action-notifications.ts';
export * from './actions.ts';
export * from './audit.ts';
export * from './connections.ts';
export * from './contacts.ts';
export * from './customers.ts';
export * from './documents.ts';
export * from './entities.ts';
export * from './hours.ts';
export * from './identity.ts';
export * from './market-parties.ts';
export * from './relations.ts';
export * from './services.ts';
export * from './settings.ts';
export * from './trafos.ts';
