// Where the journeys find the app. By default Playwright starts two fresh servers (playwright.config.ts):
// the main one, and one that requires two-step verification for admins (enrolment journey).

const external = process.env.E2E_BASE_URL;

/** Ports of the two servers Playwright starts; E2E_PORT_BASE moves both (base and base + 1), so two
 *  checkouts can run their journeys side by side. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
export const MAIN_PORT = portBase;
export const ENROL_PORT = portBase + 1;

export const MAIN_BASE_URL = external ?? `http://127.0.0.1:${MAIN_PORT}`;

/** Undefined when an external main server is used without an enrolment server beside it. */
export const ENROL_BASE_URL: string | undefined =
  process.env.E2E_ENROL_BASE_URL ?? (external ? undefined : `http://127.0.0.1:${ENROL_PORT}`);

export const START_SERVERS = external === undefined;
