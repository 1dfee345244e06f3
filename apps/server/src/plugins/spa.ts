import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@energiek/contracts/messages';

// Serves the built single-page app: hashed assets cached for a year (immutable), index.html never
// cached, and the app's own routes answered with index.html (history fallback). The build writes brotli
// and gzip copies beside the text assets (apps/web/scripts/precompress.ts); they are sent as they are to a
// browser that accepts them (Vary: Accept-Encoding), the original file to any other.

/** The file a (possibly pre-compressed) path stands for: 'index.html.br' → 'index.html'. */
const logicalPath = (filePath: string) => filePath.replace(/\.(?:br|gz)$/, '');

const SPA_ROUTES = ['/', '/login', '/reset-password', '/logout', '/collectief', '/v3', '/v3/*'];

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      index: false,
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, servedPath) => {
        const filePath = logicalPath(servedPath);
        if (filePath.endsWith(`${path.sep}index.html`)) reply.header('Cache-Control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else reply.header('Cache-Control', 'public, max-age=300');
      },
    });
  }

  const sendIndex = (reply: FastifyReply, status = 200) => {
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('De webapplicatie is nog niet gebouwd. Voer "npm run build" uit.');
    }
    return reply.status(status).header('Cache-Control', 'no-cache').sendFile('index.html');
  };

  for (const url of SPA_ROUTES) app.get(url, (_request, reply) => sendIndex(reply));

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET') {
      return reply.status(404).send({ message: MESSAGES.notFound });
    }
    // Unknown page: the SPA renders its own "not found" view.
    return sendIndex(reply, 404);
  });
}
