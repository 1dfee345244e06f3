import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { SESSION_IDLE_SECONDS } from '@energiek/contracts/constants';
import type { Executor as Database } from '@energiek/db/client';
import { appSettings, sessions, users } from '@energiek/db/schema/index';
import { actableCustomerIds } from '../../core/tenancy.ts';

// Drizzle only: the heartbeat's session check and the installation's pub/sub channel.

/** app_settings key of the random id that names this installation's Redis channel. */
export const REALTIME_CHANNEL_SETTING = 'realtime.channelId';

/**
 * The random id of this installation (kept in app_settings): every instance on the same database agrees
 * on it, so it names what they share in Redis — the realtime channel and the rate-limit keys — and two
 * installations (or two test workers) sharing one Redis never meet.
 */
export async function installationId(db: Database): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key: REALTIME_CHANNEL_SETTING, value: randomBytes(12).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REALTIME_CHANNEL_SETTING));
  if (typeof row?.value !== 'string') throw new Error('realtime channel id missing');
  return row.value;
}

/** The Redis channel of this installation. */
export async function realtimeChannel(db: Database): Promise<string> {
  return `energiek:realtime:${await installationId(db)}`;
}

/**
 * Of these sessions, the ones still valid (as findActiveSession: not revoked, not expired, not idle,
 * user active) with the customer each works for now, by the tenancy rule of authenticate.ts.
 * Looking never extends a session: a socket does not keep an idle session alive.
 */
export async function liveSessions(
  db: Database,
  sessionIds: number[],
  now = new Date(),
): Promise<Map<number, { customerId: number | null }>> {
  const result = new Map<number, { customerId: number | null }>();
  // Chunks keep the statement's parameter count bounded with many thousands of sockets.
  for (let i = 0; i < sessionIds.length; i += SESSION_CHUNK) {
    for (const [id, state] of await liveSessionChunk(db, sessionIds.slice(i, i + SESSION_CHUNK), now)) {
      result.set(id, state);
    }
  }
  return result;
}

const SESSION_CHUNK = 1000;

async function liveSessionChunk(
  db: Database,
  sessionIds: number[],
  now: Date,
): Promise<Map<number, { customerId: number | null }>> {
  const idleCutoff = new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);
  const rows = await db
    .select({
      id: sessions.id,
      selectedCustomerId: sessions.selectedCustomerId,
      userId: users.id,
      type: users.type,
      canSwitch: users.canSwitch,
      ownCustomerId: users.customerId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, sessionIds),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastActivityAt, idleCutoff),
        eq(users.isActive, true),
      ),
    );
  const actable = new Map<number, Promise<number[]>>();
  const result = new Map<number, { customerId: number | null }>();
  for (const row of rows) {
    result.set(row.id, {
      customerId: await sessionCustomer(row, (userId) => {
        let ids = actable.get(userId);
        if (!ids) {
          ids = actableCustomerIds(db, userId);
          actable.set(userId, ids);
        }
        return ids;
      }),
    });
  }
  return result;
}

async function sessionCustomer(
  row: {
    selectedCustomerId: number | null;
    userId: number;
    type: string;
    canSwitch: boolean;
    ownCustomerId: number | null;
  },
  actable: (userId: number) => Promise<number[]>,
): Promise<number | null> {
  if (row.type !== 'admin') return row.ownCustomerId;
  if (row.selectedCustomerId === null) return null;
  if (row.canSwitch) return row.selectedCustomerId;
  return (await actable(row.userId)).includes(row.selectedCustomerId) ? row.selectedCustomerId : null;
}
