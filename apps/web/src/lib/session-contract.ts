import { z } from 'zod';
import { currentUserSchema } from '@energiek/contracts/auth';

// The schemas of the session's first calls, loaded beside them (lib/auth.ts), not with the shell.

export { profileResponseSchema } from '@energiek/contracts/auth';

export const currentUserResponseSchema = z.object({ data: currentUserSchema });
