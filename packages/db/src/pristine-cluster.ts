import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A freshly initialised PGlite cluster, shipped in the repository (packages/db/pristine-cluster), that a new
// data directory is loaded from instead of running initdb. initdb runs a second PGlite instance next to the
// first and peaks at 1.0–1.2 GB RSS; loading this dump skips it. The dump only fits the PGlite build it was
// made with, so it carries that version: after a PGlite upgrade the shipped one is not used (normal create
// with initdb, and a warning) until `npm run db:pristine-cluster` has made a new one.

export const PRISTINE_CLUSTER_DIR = fileURLToPath(new URL('../pristine-cluster', import.meta.url));
export const PRISTINE_CLUSTER_FILE = path.join(PRISTINE_CLUSTER_DIR, 'cluster.tar.gz');
export const PRISTINE_MANIFEST_FILE = path.join(PRISTINE_CLUSTER_DIR, 'cluster.json');

export type PristineManifest = {
  /** The @electric-sql/pglite version that made the cluster. */
  pglite: string;
  /** `select version()` of that build. */
  postgres: string;
  /** pg_control_system().catalog_version_no: PostgreSQL refuses a cluster of another catalog version. */
  catalogVersion: number;
  /** pg_control_system().system_identifier, which every cluster loaded from this dump shares. */
  systemIdentifier: string;
};

export type PristineCluster = { manifest: PristineManifest; load: () => Blob } | { reason: string };

/** The installed @electric-sql/pglite version (its package.json is not exported, so found beside its entry). */
export function installedPgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The installed @electric-sql/pglite package.json was not found');
    dir = parent;
  }
}

/** The shipped cluster when it was made by `installedVersion`; otherwise why it cannot be used. */
export function pristineCluster(installedVersion = installedPgliteVersion()): PristineCluster {
  if (!existsSync(PRISTINE_MANIFEST_FILE) || !existsSync(PRISTINE_CLUSTER_FILE)) {
    return { reason: `${PRISTINE_CLUSTER_DIR} holds no cluster` };
  }
  const manifest = JSON.parse(readFileSync(PRISTINE_MANIFEST_FILE, 'utf8')) as PristineManifest;
  if (manifest.pglite !== installedVersion) {
    return {
      reason: `the shipped cluster was made by PGlite ${manifest.pglite}, installed is ${installedVersion}`,
    };
  }
  // PGlite reads the MIME type to know the tarball is gzipped.
  return {
    manifest,
    load: () => new Blob([readFileSync(PRISTINE_CLUSTER_FILE)], { type: 'application/gzip' }),
  };
}

/** True when `dataDir` (a folder, or undefined for memory) holds no PostgreSQL cluster yet. */
export function isNewCluster(dataDir: string | undefined): boolean {
  return !dataDir || !existsSync(path.join(dataDir, 'PG_VERSION'));
}

let warned = false;
/** The message once per process: a new database is created the slow way. */
export function warnPristineUnusable(reason: string): void {
  if (warned) return;
  warned = true;
  console.warn(
    `PGlite: ${reason}, so a new database is created with initdb (slower, about 1 GB of memory at its peak). ` +
      'Make a new cluster with `npm run db:pristine-cluster` and commit packages/db/pristine-cluster.',
  );
}
