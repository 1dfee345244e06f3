// Environment detection of spec §1: localhost is development, a staging-like host is staging, the rest
// is production. Non-production environments prefix the title and show a banner.

export type AppEnvironment = 'development' | 'staging' | 'production';

const DEVELOPMENT_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Matches e.g. staging.energiek.nl, energiek-acc.example.nl, acceptatie.energiek.nl. */
const STAGING_PATTERN = /(^|[.-])(staging|stage|acc|acceptatie|test)([.-]|$)/i;

export function detectEnvironment(hostname: string): AppEnvironment {
  const host = hostname.toLowerCase();
  if (DEVELOPMENT_HOSTS.has(host) || host.endsWith('.localhost')) return 'development';
  if (STAGING_PATTERN.test(host)) return 'staging';
  return 'production';
}

// globalThis.location is absent outside the browser (unit tests): treat that as development.
export const environment: AppEnvironment = detectEnvironment(globalThis.location?.hostname ?? 'localhost');

export const isDevelopment = environment === 'development';

/** The banner label and title prefix (DEVELOPMENT / STAGING), or null in production. */
export const environmentLabel: string | null =
  environment === 'production' ? null : environment.toUpperCase();

/** True when the app runs inside a frame: then the cookie carries the session, not a bearer token. */
export function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // Cross-origin parent: accessing window.top throws, which also means we are framed.
    return true;
  }
}
