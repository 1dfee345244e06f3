import type { PermissionRule } from './access.ts';

// The permission rules of areas whose screens are registered in the web app's first load (routes.tsx): kept
// apart from the areas' contracts, so the route table does not pull their zod schemas into the shell. The
// contracts re-export them.

/** Back office only: the pool spans customers. Reading needs the spec's key, changing collective:write. */
export const COLLECTIVE_READ = { allOf: ['is:admin', 'collective:read'] } as const satisfies PermissionRule;

export const COLLECTIVE_WRITE = { allOf: ['is:admin', 'collective:write'] } as const satisfies PermissionRule;

export const EXPORTS_READ = { allOf: ['is:admin', 'export:read'] } as const satisfies PermissionRule;

export const KNOWLEDGEBASE_READ = 'organisation-knowledgebase:read' as const;

export const KNOWLEDGEBASE_WRITE = 'organisation-knowledgebase:write' as const;

export const TEMPLATES_READ = {
  allOf: ['is:admin', 'email-templates:read'],
} as const satisfies PermissionRule;

/** Changing templates needs the write flag of the same area (not in spec §6; a full role has it). */
export const TEMPLATES_WRITE = {
  allOf: ['is:admin', 'email-templates:write'],
} as const satisfies PermissionRule;

/** Admins only (Backoffice): reading needs the spec's key, changing the write flag of the same area. */
export const PARAMETERS_READ = {
  allOf: ['is:admin', 'back-office-parameters:read'],
} as const satisfies PermissionRule;

export const PARAMETERS_WRITE = {
  allOf: ['is:admin', 'back-office-parameters:write'],
} as const satisfies PermissionRule;
