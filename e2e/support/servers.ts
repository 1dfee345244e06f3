// Where the journeys find the app. By default Playwright starts fresh servers (playwright.config.ts): one
// main server per worker, each with its own database, so journeys of parallel workers never see each
// other's changes; and one that requires two-step verification for admins (enrolment journey).

const external = process.env.E2E_BASE_URL;

/** Parallel Playwright workers (E2E_WORKERS, default 2); each has its own main server. */
export const WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** Ports of the servers Playwright starts; E2E_PORT_BASE moves them all (base, base + 1 for enrolment,
 *  base + 2 … for the main servers of further workers), so two checkouts can run side by side. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
export const ENROL_PORT = portBase + 1;

/** The main server of worker slot `slot` (0 … WORKERS - 1). */
export function mainPort(slot: number): number {
  return slot === 0 ? portBase : portBase + 1 + slot;
}

/** All main servers, one per worker slot. */
export const MAIN_PORTS = Array.from({ length: WORKERS }, (_, slot) => mainPort(slot));

// Playwright sets TEST_PARALLEL_INDEX (0 … workers - 1) in each worker process, which loads this file too.
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % WORKERS;
export const MAIN_PORT = mainPort(slot);

export const MAIN_BASE_URL = external ?? `http://127.0.0.1:${MAIN_PORT}`;

/** Undefined when an external main server is used without an enrolment server beside it. */
export const ENROL_BASE_URL: string | undefined =
  process.env.E2E_ENROL_BASE_URL ?? (external ? undefined : `http://127.0.0.1:${ENROL_PORT}`);

export const START_SERVERS = external === undefined;

/** The SMTP port of the inbox receiver of this worker's main server (scripts/e2e-server.mjs: port + 90). */
export const INBOX_SMTP_PORT = Number(process.env.E2E_INBOX_SMTP_PORT ?? MAIN_PORT + 90);
