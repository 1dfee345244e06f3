import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows, effectiveScope, normaliseModule } from '@energiek/contracts/access';
import type { Profile, Scope } from '@energiek/contracts/auth';
import { SESSION_COOKIE, SESSION_IDLE_SECONDS } from '@energiek/contracts/constants';
import { MESSAGES } from '@energiek/contracts/messages';
import { customers } from '@energiek/db/schema/index';
import { forbidden, notFound, unauthenticated } from '../lib/http-errors.ts';
import type { Executor } from '@energiek/db/client';
import type { ActiveSessionRow, AuthContext } from '../core/actor.ts';
import { actableCustomerIds, actsFor } from '../core/tenancy.ts';
import type { SessionCache } from '../core/session-cache.ts';
import { sha256 } from '../lib/tokens.ts';

// Resolves the session of every API request and enforces the route's declared permission and tenancy.
// The sessions themselves are the auth module's: buildApp hands its lookups in (a plugin imports no module).

export type { ActiveSessionRow, AuthContext };

/** The auth module's session reads, as buildApp passes them (modules/auth/auth.service.ts). */
export type SessionStore = {
  findActiveSession(db: Executor, token: string, now: Date): Promise<ActiveSessionRow | undefined>;
  touchSession(db: Executor, sessionId: number, now: Date): Promise<void>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** Last activity is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A customer's own modules with the user's white-label ones, as a profile lists them. */
function modulesOf(customerModules: readonly string[], user: { modules: string[] }): string[] {
  return [...new Set([...customerModules, ...user.modules].map(normaliseModule))].sort();
}

/** The modules a customer subscribes to (none for a customer that does not exist). */
async function customerModules(app: FastifyInstance, customerId: number): Promise<string[]> {
  // An id past the id column's range names no customer (the route's validation answers it).
  if (customerId < 1 || customerId > 2_147_483_647) return [];
  const [row] = await app.ctx.db
    .select({ modules: customers.modules })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.modules ?? [];
}

export function buildProfile(row: Pick<ActiveSessionRow, 'user' | 'roleScope' | 'customer'>): Profile {
  const scope = effectiveScope(row.user.type, row.roleScope as Scope | null);
  return {
    type: row.user.type,
    scope,
    modules: modulesOf(row.customer?.modules ?? [], row.user),
  };
}

function readToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

function isSameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** What the session cache keeps per token hash (core/session-cache.ts). */
export type CachedSession = { row: ActiveSessionRow; actFor: AuthContext['actFor'] };

const caches = new WeakMap<FastifyInstance, SessionCache<CachedSession>>();
const stores = new WeakMap<FastifyInstance, SessionStore>();

/** The session of the request's token; `fresh` skips the cache (after a change in this request). */
export async function resolveAuth(
  app: FastifyInstance,
  request: FastifyRequest,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<AuthContext | null> {
  const found = readToken(request);
  if (!found) return null;
  const now = new Date();
  const cache = caches.get(app);
  const store = stores.get(app);
  if (!store) throw new Error('registerAuthentication was not called for this app');
  const key = sha256(found.token);
  let cached = fresh ? undefined : cache?.get(key, now.getTime());
  if (cached && !stillValid(cached.row, now)) cached = undefined;
  if (!cached) {
    const ticket = cache?.ticket() ?? 0;
    const row = await store.findActiveSession(app.ctx.db, found.token, now);
    if (!row) return null;
    cached = { row, actFor: await customersActableBy(app, row.user) };
    cache?.set(key, cached, ticket, now.getTime());
  }
  const { row, actFor } = cached;
  if (now.getTime() - row.session.lastActivityAt.getTime() > TOUCH_INTERVAL_MS) {
    await store.touchSession(app.ctx.db, row.session.id, now);
    row.session.lastActivityAt = now;
  }
  const pendingTwoStep =
    row.user.type === 'admin' &&
    row.user.twoStepEnabledAt === null &&
    row.session.impersonatorId === null &&
    app.ctx.security.requireAdmin2fa();
  // A selected customer the user may no longer act for (assignment removed) is dropped, modules and all.
  const customer = row.customer?.id && actsFor({ actFor }, row.customer.id) ? { ...row.customer } : null;
  return {
    token: found.token,
    via: found.via,
    session: row.session,
    user: row.user,
    selectedCustomer: customer,
    profile: buildProfile({ ...row, customer }),
    roleName: row.roleName,
    pendingTwoStep,
    actFor,
  };
}

/**
 * Tenancy: customer staff act only for their own customer; admins with canSwitch for every customer,
 * other admins for the customers assigned to them (assignments and account management).
 */
async function customersActableBy(
  app: FastifyInstance,
  user: ActiveSessionRow['user'],
): Promise<AuthContext['actFor']> {
  if (user.type !== 'admin') return new Set(user.customerId === null ? [] : [user.customerId]);
  if (user.canSwitch) return 'all';
  return new Set(await actableCustomerIds(app.ctx.db, user.id));
}

/** A cached session still within its absolute and idle expiry (the query checks the same). */
function stillValid(row: ActiveSessionRow, now: Date): boolean {
  return (
    row.session.expiresAt.getTime() > now.getTime() &&
    now.getTime() - row.session.lastActivityAt.getTime() < SESSION_IDLE_SECONDS * 1000
  );
}

export function registerAuthentication(
  app: FastifyInstance,
  store: SessionStore,
  cache?: SessionCache<CachedSession>,
): void {
  stores.set(app, store);
  if (cache) {
    caches.set(app, cache);
    // Whatever a request changed may change who someone is or what they may do: forget every resolved
    // session once it is answered (here and, through the bus, on the other instances).
    // onSend, awaited: before the answer leaves, so the client's next request cannot meet the old entry,
    // here or (the signal is out on the bus) on another instance.
    app.addHook('onSend', async (request) => {
      const config = request.routeOptions.config;
      if (!config.permission) return;
      if (!SAFE_METHODS.has(request.method) || config.changesSessions) await cache.invalidate();
    });
  }
  app.decorateRequest('auth', null);
  app.addHook('preValidation', async (request) => {
    const config = request.routeOptions.config;
    const permission = config.permission;
    if (!permission) return; // not an API route (SPA, static files)

    if (!SAFE_METHODS.has(request.method) && request.headers['x-requested-with'] === undefined) {
      throw forbidden(MESSAGES.csrf);
    }
    // A browser on another site must not post to us at all (issue 33: the public password-mail and
    // interest forms accepted it): a foreign Origin is refused on every unsafe call; a client that sends
    // no Origin (no browser) is not a cross-site request.
    if (!SAFE_METHODS.has(request.method) && request.headers.origin !== undefined && !isSameOrigin(request)) {
      throw forbidden(MESSAGES.csrf);
    }
    request.auth = await resolveAuth(app, request);
    if (permission === 'public') return;

    const auth = request.auth;
    if (!auth) throw unauthenticated();
    if (auth.via === 'cookie' && !SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
      throw forbidden(MESSAGES.csrf);
    }
    if (auth.pendingTwoStep && !config.allowDuringEnrolment) throw forbidden(MESSAGES.twoStepRequired);
    // The modules are those of the customer in the path, not of the selected one (issue 33): a route of
    // another customer the user acts for is checked, and its handler acts, with that customer's modules.
    // (A customer the user may not act for keeps the old order: the permission's 403, else the 404.)
    const customerId = config.customerScoped
      ? Number((request.params as Record<string, string>).customerId)
      : Number.NaN;
    let profile = auth.profile;
    if (
      Number.isInteger(customerId) &&
      customerId !== auth.selectedCustomer?.id &&
      actsFor(auth, customerId)
    ) {
      // A copy: the resolved session may be shared through the session cache.
      profile = { ...auth.profile, modules: modulesOf(await customerModules(app, customerId), auth.user) };
      request.auth = { ...auth, profile };
    }
    if (permission !== 'authenticated' && !allows(profile, permission)) throw forbidden();
    if (config.customerScoped) {
      if (!Number.isInteger(customerId) || !actsFor(auth, customerId)) throw notFound();
    }
  });
}
