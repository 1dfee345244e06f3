// The schema registry Drizzle needs (one line per area file).
export * from './audit.ts';
export * from './customers.ts';
export * from './identity.ts';
