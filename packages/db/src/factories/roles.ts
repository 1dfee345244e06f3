import { normaliseScope } from '@energiek/contracts/areas';
import type { Database } from '../client.ts';
import { roles } from '../schema/identity.ts';
import { firstRow, nextSequence } from './support.ts';

export type Role = typeof roles.$inferSelect;
export type NewRole = typeof roles.$inferInsert;

/**
 * A role ("profiel"). The scope is normalised like the API does on save: an explicit entry for every
 * area, missing flags false (default: nothing allowed but what the derived flags give).
 */
export function buildRole(overrides: Partial<NewRole> = {}): NewRole {
  const sequence = nextSequence();
  return {
    name: `Profiel ${sequence}`,
    description: null,
    ...overrides,
    scope: normaliseScope(overrides.scope ?? { full: false }),
  };
}

export async function createRole(db: Database, overrides: Partial<NewRole> = {}): Promise<Role> {
  return firstRow(await db.insert(roles).values(buildRole(overrides)).returning());
}
