import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@energiek/db/client';
import { DataDirLockedError, lockDataDir } from '@energiek/db/data-dir-lock';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@energiek/db/seed/demo-accounts';
import type { DemoEInvoice } from '@energiek/db/seed/build-invoices';
import { getDemoCustomerId, isSeeded, seedDemo } from '@energiek/db/seed/demo';
import { seedReferenceParameters } from '@energiek/db/seed/parameters';
import { buildApp } from './app.ts';
import { answerBackupRequests } from './backup-signal.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { ensureDemoDataJob } from './modules/ems/demo/demo-data.service.ts';
import { importDemoEInvoices } from './modules/invoices/invoice-import.ts';

// Starts Energiek: configuration, database (migrate; demo seed on the embedded default's first start),
// HTTP server, and a graceful shutdown on SIGTERM/SIGINT.

/** Variables from ./.env (README "Configuration"); the process environment wins over the file. */
function loadDotEnv(): void {
  try {
    process.loadEnvFile('.env');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function readConfig(): Config {
  loadDotEnv();
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Whether the port can be listened on: checked before a data folder is made and migrated for nothing. */
function portIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(false) : reject(error),
    );
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

function reportBusyPort(config: Config): void {
  console.error(
    `Port ${config.port} on ${config.host} is already in use (another Energiek or another program).\n` +
      `Stop that program, or start on another port: PORT=${config.port + 1} npm start`,
  );
}

async function main(): Promise<void> {
  const config = readConfig();
  // The data folder and everything written into it (database files, documents, backups) are this user's
  // alone: folders 0700, files 0600.
  process.umask(0o077);
  if (config.port !== 0 && !(await portIsFree(config.port, config.host))) {
    reportBusyPort(config);
    process.exit(1);
  }
  if (!config.databaseUrl) lockEmbeddedDataDir(config.dataDir);
  // The embedded PGlite runs in a worker thread of its own (packages/db/src/pglite-worker.ts).
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    worker: true,
  });
  await database.migrate();

  let seeded = false;
  let demoEInvoices: DemoEInvoice[] = [];
  if (!config.databaseUrl && config.seedDemo && !(await isSeeded(database.db))) {
    // Also turns the admin two-step requirement off for the demo; some demo invoices come back as e-invoices.
    demoEInvoices = (await seedDemo(database.db, { eInvoices: 'return' })).demoEInvoices ?? [];
    seeded = true;
  }
  await seedReferenceParameters(database.db); // tax and VAT reference figures, once (parameters area)
  // PGlite has no autovacuum, so nothing else gathers planner statistics: without them the planner judges
  // the seeded tables as empty (the customers list ran about twice as slow before ANALYZE). Every start.
  if (!config.databaseUrl) await database.db.execute(sql`analyze`);

  const app = await buildApp({ config, database });
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    reportBusyPort(config); // taken while the database was opened
    await database.close();
    process.exit(1);
  }
  if (!config.databaseUrl) answerBackupRequests(database, config.dataDir, config.documentsDir, app.log); // npm run db:backup
  await app.ctx.jobs.start(); // background jobs and their daily schedules (docs/operations.md "Jobs")
  // The demo's e-invoices go through the invoice import like an upload (README "demo invoices").
  if (demoEInvoices.length > 0) await importDemoEInvoices(app.ctx, demoEInvoices);
  // The demo meter data (~4M intervals) is generated in the background, never before the app is usable.
  // On PostgreSQL only when asked for explicitly (config.ts: EMS_DEMO_DATA=true on a database seeded with
  // npm run db:seed).
  const demoData = config.databaseUrl ? config.emsDemoData : config.seedDemo && config.emsDemoData;
  if (demoData && (await getDemoCustomerId(database.db))) {
    await ensureDemoDataJob(app.ctx);
  }

  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(
    `\nEnergiek draait op http://${shownHost}:${config.port}  (database: ${where}${seeded ? ', demo data seeded' : ''})`,
  );
  if (!config.databaseUrl && config.seedDemo) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.emailAddress.padEnd(28)} ${account.description}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets in-flight requests finish
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

function lockEmbeddedDataDir(dataDir: string): void {
  try {
    lockDataDir(dataDir); // released when the process exits
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

await main();
