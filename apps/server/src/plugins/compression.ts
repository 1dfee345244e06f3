import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// Compresses answers on the fly (brotli or gzip, whichever the client's Accept-Encoding prefers): the JSON
// of the API, above all the lists. What is not compressed:
// - answers under COMPRESSION_THRESHOLD bytes (the headers and the CPU cost more than they save);
// - types that do not shrink (xlsx, pdf, zip, images: mime-db says they are not compressible);
// - downloads (an answer with Content-Disposition): a file goes out as it is, with its Content-Length,
//   so a browser shows the download's progress and the bytes are those stored;
// - the built web app's files: the build already wrote brotli and gzip copies (plugins/spa.ts), which go
//   out with their Content-Encoding and are left alone;
// - WebSocket upgrades (they never reach onSend);
// - an answer that already has a Content-Encoding: GET ems/usage writes the gzip of its quarters and hours
//   itself (core/parallel-gzip.ts).
// Request bodies are not decompressed: a small compressed body could expand to any size.

/** Bytes below which an answer goes out as it is. */
export const COMPRESSION_THRESHOLD = 1024;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Instance hooks run before route hooks, so this runs before the plugin's own onSend on every route.
  // `x-no-compression` is the plugin's documented switch; setting it here keeps downloads as they are.
  app.addHook('onSend', async (request, reply) => {
    if (reply.hasHeader('content-disposition')) request.headers['x-no-compression'] = 'download';
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    // Brotli at quality 4 in text mode: close to gzip's speed with smaller output for JSON.
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
