import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

// One way to answer with a stored file (a library document, an invoice PDF, a mail attachment …): its
// type, its length, inline or as an attachment under its own name, never sniffed by the browser, and
// private to the user who asked.

/**
 * Content-Disposition for a download: an ASCII fallback name plus the exact name in RFC 5987 form
 * (filename*=UTF-8''…), so 'Offerte café €.pdf' arrives intact in every current browser.
 */
export function contentDisposition(fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export type SentFile = {
  contentType: string;
  /** The name an attachment is saved under. */
  fileName: string;
  size: number;
  body: Readable | Buffer;
};

export type SendFileOptions = {
  /** 'attachment' (default): saved under its name; 'inline': shown; 'inline-named': shown, with its name. */
  disposition?: 'attachment' | 'inline' | 'inline-named';
  /** Cache-Control; `private, no-store` unless given. */
  cacheControl?: string;
  /** Headers beside these (e.g. a content security policy for a framed PDF). */
  headers?: Record<string, string>;
};

/** Sends `file` with the headers every stored-file answer carries. */
export function sendFile(reply: FastifyReply, file: SentFile, options: SendFileOptions = {}): FastifyReply {
  const disposition = options.disposition ?? 'attachment';
  const named = contentDisposition(file.fileName);
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header(
      'content-disposition',
      disposition === 'inline'
        ? 'inline'
        : disposition === 'inline-named'
          ? named.replace(/^attachment/, 'inline')
          : named,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', options.cacheControl ?? 'private, no-store')
    .headers(options.headers ?? {})
    .send(file.body);
}
