import type { FastifyInstance } from 'fastify';
import type { PermissionRule } from '@energiek/contracts/access';

// Every API route declares its permission; registering one without it throws (STYLE.md, immich/twenty).

/**
 * 'public': anyone; 'authenticated': any signed-in user (auth/profile, ping …);
 * or a rule of the shared access module: a permission key, a canAny list, `{ allOf }` or `{ fullAdmin }`.
 */
export type RoutePermission = 'public' | 'authenticated' | PermissionRule;

export type RouteEntry = {
  method: string;
  url: string;
  permission: RoutePermission;
  customerScoped: boolean;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /** The route has a :customerId parameter and checks tenancy on it. */
    customerScoped?: boolean;
    /** Reachable while an admin still has to enrol two-step verification. */
    allowDuringEnrolment?: boolean;
    /** A GET that changes a session (e.g. /switch selects a customer): empties the session cache after it,
     *  as every POST/PUT/PATCH/DELETE does. */
    changesSessions?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

/** Routes of plugins we do not declare ourselves (the API documentation UI) and are public. */
const PUBLIC_PREFIXES = ['/api/v3/docs'];

export function registerRouteRegistry(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    // Server routes outside /api (such as /switch/…) join the table when they declare a permission.
    if (!route.url.startsWith('/api/') && !route.config?.permission) return;
    route.config ??= {};
    if (!route.config.permission && PUBLIC_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config.permission = 'public';
    }
    const permission = route.config.permission;
    if (!permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    }
    const customerScoped = route.config.customerScoped ?? false;
    if (customerScoped && !route.url.includes(':customerId')) {
      throw new Error(`Route ${route.url} is customer-scoped but has no :customerId parameter`);
    }
    for (const method of [route.method].flat()) {
      table.push({ method: String(method), url: route.url, permission, customerScoped });
    }
  });
}

/**
 * Edits answer on POST, PUT and PATCH alike (spec); each method is its own OpenAPI operation, so each
 * needs its own operationId: PATCH keeps the name, PUT and POST get a suffix (updateCustomerPut …).
 */
export function operationIdFor(operationId: string, method: 'POST' | 'PUT' | 'PATCH'): string {
  if (method === 'PATCH') return operationId;
  return `${operationId}${method === 'PUT' ? 'Put' : 'Post'}`;
}
