import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import {
  PRISTINE_CLUSTER_DIR,
  PRISTINE_CLUSTER_FILE,
  PRISTINE_MANIFEST_FILE,
  installedPgliteVersion,
  type PristineManifest,
} from '../pristine-cluster.ts';

// npm run db:pristine-cluster — makes packages/db/pristine-cluster anew for the installed PGlite: initdb in
// memory (no extensions, no schema: exactly what PGlite.create makes of an empty folder), a checkpoint so a
// copy starts without replaying anything, then the data directory as a gzipped tar and its manifest.
// Run it after upgrading @electric-sql/pglite and commit both files (pristine-cluster.test.ts checks them).

const pg = await PGlite.create('memory://');
try {
  const { rows } = await pg.query<{ version: string; catalog: number; system: string }>(
    `select version() as version, catalog_version_no as catalog, system_identifier::text as system
     from pg_control_system()`,
  );
  const info = rows[0];
  if (!info) throw new Error('pg_control_system() answered nothing');
  await pg.exec('checkpoint');
  const tar = new Uint8Array(await (await pg.dumpDataDir('none')).arrayBuffer());
  const manifest: PristineManifest = {
    pglite: installedPgliteVersion(),
    postgres: info.version,
    catalogVersion: Number(info.catalog),
    systemIdentifier: info.system,
  };
  mkdirSync(PRISTINE_CLUSTER_DIR, { recursive: true });
  writeFileSync(PRISTINE_CLUSTER_FILE, gzipSync(tar, { level: 9 }));
  writeFileSync(PRISTINE_MANIFEST_FILE, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`Pristine cluster of PGlite ${manifest.pglite} written to ${PRISTINE_CLUSTER_DIR}.`);
} finally {
  await pg.close();
}
