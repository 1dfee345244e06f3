import type { TestProject } from 'vitest/node';
import { createPgliteTemplate, createPostgresTemplate, type Template } from './templates.ts';

// Vitest globalSetup of the node project: one migrated template per run, handed to every test file through
// provide/inject (test-database.ts). PostgreSQL when DATABASE_URL is set, else PGlite.

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  export interface ProvidedContext {
    /** Path of a dumped, migrated PGlite data directory. */
    pgliteTemplate?: string;
    /** Name of a migrated PostgreSQL template database beside DATABASE_URL's. */
    postgresTemplate?: string;
  }
}

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const databaseUrl = process.env.DATABASE_URL;
  let template: Template;
  if (databaseUrl) {
    template = await createPostgresTemplate(databaseUrl);
    project.provide('postgresTemplate', template.value);
  } else {
    template = await createPgliteTemplate();
    project.provide('pgliteTemplate', template.value);
  }
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  console.log(`Test database template (${kind}) migrated in ${Math.round(performance.now() - started)} ms.`);
  return () => template.dispose();
}
