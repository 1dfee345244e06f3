import type { Database } from '../client.ts';
import { roles } from '../schema/identity.ts';
import { firstRow, nextSequence } from './support.ts';

export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;

/** A role ("profiel"); scope defaults to { full: false } without entries (the database default). */
export function buildRole(overrides: Partial<NewRole> = {}): NewRole {
  const sequence = nextSequence();
  return { name: `Profiel ${sequence}`, description: null, scope: { full: false }, ...overrides };
}

export async function createRole(db: Database, overrides: Partial<NewRole> = {}): Promise<Role> {
  return firstRow(await db.insert(roles).values(buildRole(overrides)).returning());
}
