// Where the journeys find the app. By default Playwright starts two fresh servers (playwright.config.ts):
// the main one, and one that requires two-step verification for admins (enrolment journey).

const external = process.env.E2E_BASE_URL;

export const MAIN_BASE_URL = external ?? 'http://127.0.0.1:3100';

/** Undefined when an external main server is used without an enrolment server beside it. */
export const ENROL_BASE_URL: string | undefined =
  process.env.E2E_ENROL_BASE_URL ?? (external ? undefined : 'http://127.0.0.1:3101');

export const START_SERVERS = external === undefined;
