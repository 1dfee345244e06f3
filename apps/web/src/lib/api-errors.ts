import { isApiError } from './api-client.ts';

/** The server's Dutch message for a failed call, else undefined (the toast then uses its default). */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.message ? error.message : undefined;
}

/** The first Dutch field error of a 422 per field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 422) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

/**
 * The toast text for a failed save: after a 422 the fields show the messages, so the toast keeps its
 * default ('Je hebt niet alle verplichte velden ingevuld'); otherwise the server's message.
 */
export function saveErrorMessage(error: unknown): string | undefined {
  return isApiError(error) && error.status === 422 ? undefined : serverMessage(error);
}
