import type { FastifyInstance } from 'fastify';
import { staleWrite } from '../lib/http-errors.ts';

// Lost edits (issue 33): a save based on an older read answers 409 instead of silently overwriting the
// save in between. The web sends the version its read of a resource carried (the item's `updatedAt`) as
// `If-Match` on a write (POST, PUT, PATCH) of the same path. Before the handler runs, the path's GET, made in-process as
// the same user, gives the current version; another version is 409 with a Dutch message. One rule for every
// resource whose GET and write share a path, none of them writing it out. A write without If-Match stays
// unconditional (API clients that do not ask), and a path without a readable version is not checked.

const CONDITIONAL = new Set(['POST', 'PUT', 'PATCH']);
/** Headers of the write that must not travel with the GET. */
const DROPPED = new Set(['content-length', 'content-type', 'transfer-encoding', 'if-match', 'expect']);

/** `"2026-11-28T08:00:00.000Z"`, `W/"…"` or the bare value → the version. */
export function versionOf(ifMatch: string): string {
  return ifMatch
    .trim()
    .replace(/^W\//, '')
    .replace(/^"(.*)"$/, '$1');
}

/** The item's `updatedAt` (or its details'), as the web reads it; undefined when the GET has none. */
export function versionIn(body: unknown): string | undefined {
  const data = (body as { data?: unknown } | null)?.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const item = data as { updatedAt?: unknown; details?: { updatedAt?: unknown } | null };
  const version = item.updatedAt ?? item.details?.updatedAt;
  return typeof version === 'string' ? version : undefined;
}

async function currentVersion(
  app: FastifyInstance,
  url: string,
  headers: Record<string, string | string[]>,
): Promise<string | undefined> {
  const current = await app.inject({ method: 'GET', url, headers });
  if (current.statusCode !== 200) return undefined; // nothing to compare with: the handler answers
  try {
    return versionIn(current.json());
  } catch {
    return undefined;
  }
}

export function registerStaleWriteCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    if (!CONDITIONAL.has(request.method)) return;
    const ifMatch = request.headers['if-match'];
    if (typeof ifMatch !== 'string' || ifMatch.trim() === '' || ifMatch.trim() === '*') return;
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined && !DROPPED.has(name)) headers[name] = value;
    }
    let version = await currentVersion(app, request.url, headers);
    // A resource that keeps its stored fields behind ?with=details (customers) has its version there.
    if (version === undefined && !request.url.includes('?')) {
      version = await currentVersion(app, `${request.url}?with=details`, headers);
    }
    if (version !== undefined && version !== versionOf(ifMatch)) throw staleWrite();
  });
}
