// Business constants of spec §9 and the session lifetimes of ARCHITECTURE.md.

/** Seconds without activity before the client shows 'Je sessie verloopt bijna'. */
export const IDLE_WARNING_SECONDS = 1800;
/** Countdown shown in the idle dialog, in seconds. */
export const IDLE_COUNTDOWN_SECONDS = 3599;
/** Server-side idle expiry: warning + countdown, rounded up (1800 + 3599 < 5400). */
export const SESSION_IDLE_SECONDS = 5400;
/** Absolute session lifetime without remember-me. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** Absolute session lifetime with remember-me. */
export const SESSION_REMEMBER_SECONDS = 30 * 24 * 60 * 60;
/** Validity of a password reset link. */
export const PASSWORD_RESET_SECONDS = 60 * 60;
export const PASSWORD_MIN_LENGTH = 10;

export const LIST_LIMIT_MAX = 999;
export const LIST_LIMIT_DEFAULT = 25;
export const CONNECTION_SEARCH_PAGE_SIZE = 10;
export const YEAR_LIST_DEFAULT = 5;
export const SEARCH_DEBOUNCE_MS = 500;
export const SUCCESS_TOAST_MS = 2000;
export const LOGIN_CODE_LENGTH = 6;

export const API_BASE = '/api/v3';
/** Name of the httpOnly session cookie set at login (used by full-page server routes). */
export const SESSION_COOKIE = 'energiek_session';
/** localStorage keys the SPA reads the bearer token from (super-user token preferred). */
export const ACCESS_TOKEN_KEY = 'access_token';
export const SUPER_TOKEN_KEY = 'super_access_token';
