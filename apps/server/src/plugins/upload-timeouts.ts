import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@energiek/contracts/messages';

// A request body that stops arriving (a cut-off upload, a client that sends its headers and nothing more)
// must not hold a socket and a handler for ever (issue 33: 40 such requests held 40 sockets). Node's
// requestTimeout bounds the whole request (app.ts); this bounds the silence: every request with a body
// watches its socket's bytes, and when none arrived for `idleMs` while the body is incomplete it is
// answered 408 and its connection closed — which also ends the handler's wait for the rest of the body.
// The socket's byte count is watched rather than the body's 'data' events: listening to those would
// start the body flowing before its parser reads it. Only silence while the server reads counts: a body
// the server is not reading yet (a handler waiting for its turn at a workbook reader) or holds unread
// (backpressure) is stopped by the server, and the client is right to wait (before, five parallel previews
// under load got a 408 for the server's own wait).

export function registerUploadTimeouts(app: FastifyInstance, idleMs: number): void {
  const tick = Math.max(50, Math.min(1000, Math.floor(idleMs / 4)));
  app.addHook('onRequest', async (request, reply) => {
    const raw = request.raw;
    const length = Number(raw.headers['content-length'] ?? 0);
    if (!(length > 0) && raw.headers['transfer-encoding'] === undefined) return;
    const socket = raw.socket;
    let bytes = socket.bytesRead;
    let lastProgress = performance.now();
    const timer = setInterval(() => {
      if (raw.complete || reply.sent || socket.destroyed) return stop();
      // Read by a parser (a 'data' or 'readable' listener) with nothing left unread: waiting for the client.
      const reading =
        raw.readableLength === 0 && (raw.listenerCount('data') > 0 || raw.listenerCount('readable') > 0);
      if (socket.bytesRead !== bytes || !reading) {
        bytes = socket.bytesRead;
        lastProgress = performance.now();
        return;
      }
      if (performance.now() - lastProgress < idleMs) return;
      stop();
      request.log.warn({ bytesRead: bytes }, 'request body stalled: answered 408');
      reply.raw.once('finish', () => socket.destroy());
      void reply.code(408).header('connection', 'close').send({ message: MESSAGES.uploadStalled });
    }, tick);
    timer.unref();
    const stop = () => clearInterval(timer);
    raw.once('end', stop);
    raw.once('close', stop);
    reply.raw.once('close', stop);
  });
}
