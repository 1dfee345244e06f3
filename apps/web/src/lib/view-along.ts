import { apiRequest, apiRequestParsed } from './api-client.ts';
import { clearSuperToken, storeSuperToken } from './super-token.ts';

/** Where view-along starts and where it returns to (spec §4). */
export const VIEW_ALONG_START_PATH = '/v3';
export const VIEW_ALONG_END_PATH = '/v3/users';

/** POST users/{id}/super-login, keeps the token as the super token and reloads the app as that user. */
export async function startViewAlong(userId: number): Promise<void> {
  // The users contract loads beside the request: the shell's account menu (stop) does not need it.
  const response = await apiRequestParsed(
    `users/${userId}/super-login`,
    async () => (await import('@energiek/contracts/users')).superLoginResponseSchema,
    // A refusal (403 for another admin, 422 for an inactive user) is shown where it was asked for.
    { method: 'POST', silent: true },
  );
  storeSuperToken(response.token);
  // A full load drops every cached query of the admin's own session.
  window.location.assign(VIEW_ALONG_START_PATH);
}

/** POST users/super-logout, drops the super token and returns to the admin's own users list. */
export async function stopViewAlong(): Promise<void> {
  try {
    await apiRequest('users/super-logout', { method: 'POST', silent: true });
  } catch {
    // The view-along session may have ended on the server already; the token is of no use either way.
  }
  clearSuperToken();
  window.location.assign(VIEW_ALONG_END_PATH);
}
