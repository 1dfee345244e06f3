// Types of postgres-tests.mjs for the TypeScript files that import it (per-file-setup.ts, the test).
export declare const POSTGRES_TEST_ROOTS: string[];
export declare function databaseUse(
  testFile: string,
  sources?: Map<string, string>,
): 'imports the test database' | 'reads DATABASE_URL' | undefined;
export declare function postgresTestFiles(): { run: string[]; skip: string[] };
