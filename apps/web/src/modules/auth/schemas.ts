import { AUTH_TEXTS } from './texts.ts';

// The sign-in form's own check, by hand: /login draws before zod and a form library are loaded (they
// are not needed to show two fields and a switch). The server checks the same again.

export type LoginFormValues = { emailAddress: string; password: string; remember: boolean };

/** The form's limits (the server's login body allows the same). */
export const LOGIN_LIMITS = { emailAddress: 254, password: 1000 } as const;

export type LoginFormCheck =
  { ok: true; values: LoginFormValues } | { ok: false; field: 'emailAddress' | 'password'; message: string };

/**
 * Spec §5: an empty e-mail address or password answers 'Verkeerde gegevens', like the server does. The
 * e-mail address is sent trimmed; the first field in error is named (the form shows one message).
 */
export function checkLoginForm(values: LoginFormValues): LoginFormCheck {
  const emailAddress = values.emailAddress.trim();
  const fields = [
    ['emailAddress', emailAddress],
    ['password', values.password],
  ] as const;
  for (const [field, value] of fields) {
    if (value.length === 0) return { ok: false, field, message: AUTH_TEXTS.login.wrongCredentials };
    if (value.length > LOGIN_LIMITS[field]) {
      return { ok: false, field, message: AUTH_TEXTS.login.tooLong(LOGIN_LIMITS[field]) };
    }
  }
  return { ok: true, values: { ...values, emailAddress } };
}

/** Where to go after signing in: a `redirect` inside the app, else the app's start page. */
export function safeRedirect(value: string | null): string {
  if (value && value.startsWith('/v3') && !value.startsWith('/v3/forbidden')) return value;
  return '/v3';
}

/** ?setup=2fa opens the enrolment step directly (the shell sends admins here who must still enrol). */
export const ENROL_QUERY = { key: 'setup', value: '2fa' } as const;

export function enrolPath(redirect?: string): string {
  const params = new URLSearchParams({ [ENROL_QUERY.key]: ENROL_QUERY.value });
  if (redirect) params.set('redirect', redirect);
  return `/login?${params.toString()}`;
}
