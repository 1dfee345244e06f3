import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// The security headers of every answer (helmet's set with our CSP), and HSTS over https.
//
// The headers never depend on the request (no CSP nonces, no per-route options), so they are computed
// once per process: @fastify/helmet built a new helmet middleware, and parsed the CSP again, on every
// request. A route may still replace one (the signing PDF sends its own CSP).

export const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Not on plain http: a browser would then fetch every script over https and draw a blank page when
      // the app is opened by the machine's address. Over https, HSTS (below) keeps the browser there.
      upgradeInsecureRequests: null,
    },
  },
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
};

const HSTS = 'max-age=15552000; includeSubDomains';

/** The headers helmet's middleware sets for `options` (lower-case names), read once from a stand-in response. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

export function registerSecurityHeaders(app: FastifyInstance, appUrl: string): void {
  const headers = helmetHeaders(HELMET_OPTIONS);
  const httpsOnly = appUrl.startsWith('https:');
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // request.protocol follows X-Forwarded-Proto only when TRUST_PROXY trusts the proxy.
    if (httpsOnly || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
