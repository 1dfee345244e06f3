import { z } from 'zod';
import { jobStatusSchema } from './jobs.ts';
import { text } from './primitives.ts';

// The realtime channel (docs/api.md "Realtime"): a WebSocket at /api/v3/realtime over which the server
// pushes small JSON messages to every open tab of a user. The client never sends anything but pongs.

export const REALTIME_PATH = '/api/v3/realtime';

/** The subprotocol every client offers; the server selects it (and never echoes the bearer entry). */
export const REALTIME_PROTOCOL = 'energiek.v1';

/**
 * Browsers cannot set an Authorization header on a WebSocket, so the SPA offers its bearer token as a
 * second subprotocol `bearer.<token>` (a header, never the URL). Without it the session cookie is used.
 */
export const REALTIME_BEARER_PREFIX = 'bearer.';

/** Close codes the server uses besides the standard ones (1001 going away on shutdown). */
export const REALTIME_CLOSE = {
  /** The session was revoked, expired or its user deactivated: do not reconnect with it. */
  sessionEnded: 4401,
  /** Too many open sockets for one session. */
  tooManySockets: 4429,
} as const;

/** Spec §3 Counter response: audits, actions, notifications (boolean), messages. audits (invoice audit)
 *  and messages (inbox) are optional until those areas exist. */
export const counterSchema = z.object({
  audits: z.number().int().min(0).optional(),
  actions: z.number().int().min(0),
  notifications: z.boolean(),
  messages: z.number().int().min(0).optional(),
});
export type Counter = z.infer<typeof counterSchema>;

/** The user's action notifications changed: `unread` is the new unread count. */
export const notificationsChangedEventSchema = z.object({
  type: z.literal('notifications.changed'),
  unread: z.number().int().min(0),
  /** Why: new notifications were raised, or some were marked read / unread (in another tab). */
  reason: z.enum(['created', 'read', 'unread']),
  /** The notifications concerned. */
  ids: z.array(z.number().int()),
});

/** One or more counters of the top bar changed; only the fields that changed are sent. */
export const counterChangedEventSchema = z.object({
  type: z.literal('counter.changed'),
  counter: counterSchema.partial(),
});

/** A job the user enqueued moved (progress, message, or state): the same status as GET jobs/{id}. */
export const jobProgressEventSchema = z.object({
  type: z.literal('job.progress'),
  job: jobStatusSchema,
});

/** A supply agreement changed in a way others should see at once (signed on the public page). */
export const supplyAgreementChangedEventSchema = z.object({
  type: z.literal('supply-agreements.changed'),
  agreementId: z.number().int(),
  status: text(),
});

/** Signals of a customer were raised or reopened by the rule run (issue 30): lists refetch, a toast tells. */
export const signalsChangedEventSchema = z.object({
  type: z.literal('signals.changed'),
  customerId: z.number().int(),
  reason: z.enum(['raised', 'reopened', 'closed']),
  ids: z.array(z.number().int()),
  /** The title of the first signal concerned (Dutch), for the toast. */
  title: text(),
});

/** What modules publish (lib/realtime publishToUser / publishToCustomer). */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  notificationsChangedEventSchema,
  counterChangedEventSchema,
  jobProgressEventSchema,
  supplyAgreementChangedEventSchema,
  signalsChangedEventSchema,
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;
export type RealtimeEventType = RealtimeEvent['type'];

/** Sent once when the socket is subscribed: events raised from now on will arrive. */
export const realtimeReadySchema = z.object({ type: z.literal('ready') });

/** Everything the server sends over the socket. */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  notificationsChangedEventSchema,
  counterChangedEventSchema,
  jobProgressEventSchema,
  supplyAgreementChangedEventSchema,
  signalsChangedEventSchema,
  realtimeReadySchema,
]);
export type RealtimeMessage = z.infer<typeof realtimeMessageSchema>;
