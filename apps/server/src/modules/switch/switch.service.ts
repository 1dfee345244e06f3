import { allows } from '@energiek/contracts/access';
import { actsFor, type Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import { writeAudit, writeAudited } from '../../lib/audit.ts';
import { buildProfile } from '../../plugins/authenticate.ts';
import { findCustomer } from '../customers/customers.service.ts';
import { ROUTE_TOKEN_SECONDS, routeTokenSecret, signRouteToken, verifyRouteToken } from './route-tokens.ts';
import { SCREEN_PERMISSIONS } from './screens.ts';
import { setSelectedCustomer } from './switch.repository.ts';

// GET route (a signed token for a /v3 screen) and GET /switch/{customerId}?r= (select and redirect).

export const FORBIDDEN_PATH = '/v3/forbidden';
const NAME = /^[A-Za-z0-9_\-/{}]+$/;
const PARAM_VALUE = /^[A-Za-z0-9_-]{1,64}$/;

/** 'customers/:customerId/ems', '/v3/customers/{customerId}/ems' → 'customers/{customerId}/ems'. */
export function normaliseRouteName(name: string): string {
  return name
    .trim()
    .replace(/^\/+/, '')
    .replace(/^v3\//, '')
    .replace(/\/+$/, '')
    .replace(/:([A-Za-z]\w*)/g, '{$1}');
}

/** Route parameters from `params` (JSON object) and `params[x]` query keys. */
export function readRouteParams(query: Record<string, unknown>): Record<string, string> | null {
  const params: Record<string, string> = {};
  const add = (key: string, value: unknown): boolean => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string' || !PARAM_VALUE.test(text)) return false;
    params[key] = text;
    return true;
  };
  if (typeof query.params === 'string' && query.params !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(query.params);
    } catch {
      return null;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    for (const [key, value] of Object.entries(parsed)) if (!add(key, value)) return null;
  }
  for (const [key, value] of Object.entries(query)) {
    const match = /^params\[(\w+)\]$/.exec(key);
    if (match?.[1] && !add(match[1], value)) return null;
  }
  return params;
}

/** A token for the named screen, or '' when the user may not go there. */
export async function issueRouteToken(
  ctx: ServiceContext,
  actor: Actor,
  input: { name: string; params: Record<string, string> | null },
): Promise<string> {
  const name = normaliseRouteName(input.name);
  const refuse = async (reason: string) => {
    await writeAudit(ctx.db, actor, {
      event: 'route.token',
      success: false,
      details: { name: name.slice(0, 200), reason },
    });
    return '';
  };
  if (!name || !NAME.test(name) || input.params === null) return refuse('invalid');
  const params = input.params;
  let missing = false;
  const path = name.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  if (missing) return refuse('params');

  const customerParam = params.customerId;
  const customerId = customerParam === undefined ? actor.selectedCustomerId : Number(customerParam);
  let profile = actor.profile;
  if (customerId !== null) {
    const customer = Number.isInteger(customerId) ? await findCustomer(ctx.db, customerId) : undefined;
    if (!customer || !actsFor(actor, customer.id)) return refuse('customer');
    // Judge the screen with the profile the user will have there (the target customer's modules).
    profile = buildProfile({
      user: actor.user,
      roleScope: actor.profile.scope,
      customer: { id: customer.id, name: customer.name, modules: customer.modules },
    });
  }
  const permission = SCREEN_PERMISSIONS[name] ?? 'authenticated';
  const allowed = permission === 'authenticated' || permission === 'public' || allows(profile, permission);
  if (!allowed) return refuse('permission');

  const secret = await routeTokenSecret(ctx);
  const e = Math.floor(Date.now() / 1000) + ROUTE_TOKEN_SECONDS;
  await writeAudit(ctx.db, actor, {
    event: 'route.token',
    customerId,
    details: { name, path },
  });
  return signRouteToken({ u: actor.user.id, c: customerId, p: path, e }, secret);
}

/** Where /switch/{customerId}?r= sends the browser: the token's screen, or the forbidden page. */
export async function followRouteToken(
  ctx: ServiceContext,
  actor: Actor,
  input: { customerId: number; token: string },
): Promise<string> {
  const { customerId, token } = input;
  const payload = verifyRouteToken(token, await routeTokenSecret(ctx));
  const valid =
    payload !== null &&
    payload.u === actor.user.id &&
    (payload.c === null || payload.c === customerId) &&
    Number.isInteger(customerId) &&
    actsFor(actor, customerId) &&
    (await findCustomer(ctx.db, customerId)) !== undefined;
  if (!valid || !payload) {
    await writeAudit(ctx.db, actor, {
      event: 'route.switch',
      success: false,
      subjectType: 'customer',
      subjectId: Number.isInteger(customerId) ? customerId : undefined,
    });
    return FORBIDDEN_PATH;
  }
  // The session's new customer and its audit commit together.
  await writeAudited(ctx.db, actor, (tx) => setSelectedCustomer(tx, actor.sessionId, customerId), {
    event: 'route.switch',
    customerId,
    subjectType: 'customer',
    subjectId: customerId,
    details: { path: payload.p, previousCustomerId: actor.selectedCustomerId },
  });
  return `/v3/${payload.p}`;
}
