import { z } from 'zod';

/** GET route's answer (loaded beside the request, app/layouts/open-menu-item.ts). */
export const routeTokenSchema = z.object({ data: z.string() });
