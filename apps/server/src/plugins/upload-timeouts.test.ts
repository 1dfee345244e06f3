import { connect, type AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUploadTimeouts } from './upload-timeouts.ts';

// The upload idle timeout (issue 33) answers 408 to a body the client stopped sending, and only then: a
// body the server does not read yet (a handler waiting for a turn) is the server's wait, not the client's.

const IDLE_MS = 400;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = Fastify();
  registerUploadTimeouts(app, IDLE_MS);
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  app.post('/late', async (request) => {
    // Waits three idle periods before it reads the body (a queue for a workbook reader, say).
    await delay(IDLE_MS * 3);
    let bytes = 0;
    for await (const chunk of request.body as AsyncIterable<Buffer>) bytes += chunk.length;
    return { bytes };
  });
  app.post('/read', async (request) => {
    let bytes = 0;
    for await (const chunk of request.body as AsyncIterable<Buffer>) bytes += chunk.length;
    return { bytes };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app?.close());

/** Sends the headers and `sent` of a `length`-byte body over a real socket; answers the status line. */
function post(path: string, length: number, sent: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${length}\r\n\r\n`,
      );
      socket.write(Buffer.alloc(sent, 1));
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      if (answer.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(answer.split('\r\n')[0]!);
      }
    });
    socket.on('close', () => resolve(answer ? answer.split('\r\n')[0]! : 'closed'));
  });
}

describe('upload idle timeout', () => {
  it('answers 408 when the client stops sending while the server reads', async () => {
    expect(await post('/read', 100_000, 10_000)).toBe('HTTP/1.1 408 Request Timeout');
  });

  it('does not count the server’s own wait before it reads the body', async () => {
    // 4 MB: more than the socket buffers hold, so the client waits for the server too.
    expect(await post('/late', 4_000_000, 4_000_000)).toBe('HTTP/1.1 200 OK');
  });
});
