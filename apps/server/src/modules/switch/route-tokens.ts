import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { perApp, type ServiceContext } from '../../core/context.ts';
import { appSettings } from '@energiek/db/schema/index';
import { safeEqual } from '../../lib/tokens.ts';

// Route tokens: short-lived HMAC-SHA256 signed statements "user U may go to /v3/P for customer C".

export const ROUTE_TOKEN_SECONDS = 5 * 60;
/** app_settings key of the generated secret, shared by every instance on the same database. */
export const ROUTE_TOKEN_SECRET_SETTING = 'security.routeTokenSecret';

export type RouteTokenPayload = {
  /** User the token was issued to. */
  u: number;
  /** Customer to select, or null to keep the current one. */
  c: number | null;
  /** The /v3 path (without /v3/). */
  p: string;
  /** Expiry, seconds since the epoch. */
  e: number;
};

const secrets = perApp<Promise<string>>();

/** ROUTE_TOKEN_SECRET, else the secret in app_settings, created by the first instance that needs it. */
export function routeTokenSecret(ctx: ServiceContext): Promise<string> {
  if (ctx.config.routeTokenSecret) return Promise.resolve(ctx.config.routeTokenSecret);
  let secret = secrets.get(ctx);
  if (!secret) {
    secret = (async () => {
      await ctx.db
        .insert(appSettings)
        .values({ key: ROUTE_TOKEN_SECRET_SETTING, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await ctx.db
        .select({ value: appSettings.value })
        .from(appSettings)
        .where(eq(appSettings.key, ROUTE_TOKEN_SECRET_SETTING));
      if (typeof row?.value !== 'string') throw new Error('route token secret missing');
      return row.value;
    })();
    secret.catch(() => secrets.delete(ctx));
    secrets.set(ctx, secret);
  }
  return secret;
}

function sign(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url');
}

export function signRouteToken(payload: RouteTokenPayload, secret: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The payload of a valid, unexpired token; null otherwise. */
export function verifyRouteToken(token: string, secret: string, now = Date.now()): RouteTokenPayload | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || !safeEqual(signature, sign(body, secret))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as RouteTokenPayload;
    if (typeof payload.e !== 'number' || payload.e * 1000 < now) return null;
    if (typeof payload.u !== 'number' || typeof payload.p !== 'string') return null;
    return payload;
  } catch {
    return null;
  }
}
