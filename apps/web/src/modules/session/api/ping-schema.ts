import { z } from 'zod';

/** GET ping's answer (loaded beside the request, modules/session/api/ping.ts). */
export const pingResponseSchema = z.object({ data: z.object({ ok: z.boolean() }) });
