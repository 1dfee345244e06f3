import { z } from 'zod';
import { MESSAGES } from '@energiek/contracts/messages';

// Form schemas of the sign-in screens, built from the shared contracts so client and server agree.

/** Spec §5: an empty e-mail address or password answers 'Verkeerde gegevens', like the server does. */
export const loginFormSchema = z.object({
  emailAddress: z.string().trim().min(1, MESSAGES.wrongCredentials).max(254),
  password: z.string().min(1, MESSAGES.wrongCredentials).max(1000),
  remember: z.boolean(),
});
export type LoginFormValues = z.infer<typeof loginFormSchema>;

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
