import { apiRequestParsed } from '../../../lib/api-client.ts';

/** GET ping: keeps the server session alive (spec §7). Its schema (and zod) loads beside the request. */
export function ping(): Promise<void> {
  return apiRequestParsed('ping', async () => (await import('./ping-schema.ts')).pingResponseSchema).then(
    () => undefined,
  );
}
