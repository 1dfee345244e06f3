import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const pingResponseSchema = z.object({ data: z.object({ ok: z.boolean() }) });

/** GET ping: keeps the server session alive (spec §7). */
export function ping(): Promise<void> {
  return apiRequest('ping', { schema: pingResponseSchema }).then(() => undefined);
}
