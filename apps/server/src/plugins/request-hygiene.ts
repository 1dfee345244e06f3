import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

// What arrives before any route sees it: JSON bodies and the client address behind a proxy.

/**
 * `Content-Type: application/json` with an empty body is `{}`: the spec's body-less calls
 * (`POST auth/logout`, `auth/select-customer/{id}` …) are sent that way by ordinary clients. Routes with
 * a body schema then answer 422 for their required fields, as for any other incomplete body.
 * Everything else is Fastify's own JSON parser (prototype poisoning refused).
 */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const json = body.toString();
    if (json.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, json, done);
  });
}

/** An address PostgreSQL's `inet` takes (no IPv6 zone such as `%eth0`). */
function isPlainIp(value: string): boolean {
  return isIP(value) !== 0 && !value.includes('%');
}

/**
 * Behind a trusted proxy `request.ip` comes from `X-Forwarded-For`, which the client can pre-fill with
 * anything; that address is stored in `inet` columns (sessions, audit log). Entries that are not IP
 * addresses are dropped, so `request.ip` is always an address (or the socket's).
 */
function keepOnlyAddressesInForwardedFor(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const header = request.raw.headers['x-forwarded-for'];
    if (header === undefined) return;
    const entries = [header]
      .flat()
      .join(',')
      .split(',')
      .map((entry) => entry.trim());
    const addresses = entries.filter(isPlainIp);
    if (addresses.length === entries.length) return;
    if (addresses.length === 0) delete request.raw.headers['x-forwarded-for'];
    else request.raw.headers['x-forwarded-for'] = addresses.join(', ');
  });
}

export function registerRequestHygiene(app: FastifyInstance): void {
  acceptEmptyJson(app);
  keepOnlyAddressesInForwardedFor(app);
}
