import { Transform } from 'node:stream';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { ServiceContext } from '../../core/context.ts';
import { receiveMail } from './inbox.receive.ts';
import { domainOf } from './inbox.linking.ts';

// The SMTP receiver of the support inbox (README "Support inbox"). It runs inside the server process,
// started when the app is ready and closed with it: it is a listening socket that must answer every
// delivery while the app runs, not a job with an end (the job runner suits work that finishes), and the
// embedded database can be opened by one process only. It accepts mail for the configured domains only,
// without AUTH: it is meant to sit behind the organisation's MTA (Postfix, a relay) on 127.0.0.1, which
// does TLS, spam and virus filtering, and forwards the support address here.

export type InboxReceiver = { port: number; close(): Promise<void> };

export type ReceiverOptions = { host: string; port: number; domains: string[]; maxBytes: number };

export function startInboxReceiver(ctx: ServiceContext, options: ReceiverOptions): Promise<InboxReceiver> {
  const accepted = new Set(options.domains.map((d) => d.toLowerCase()));
  const server = new SMTPServer({
    name: 'energiek-inbox',
    banner: 'Energiek inbox',
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (accepted.has(domainOf(address.address))) return callback();
      const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
      error.responseCode = 550;
      return callback(error);
    },
    onData(stream, _session, callback) {
      // Past the limit the rest is dropped unread (smtp-server keeps streaming it), so an oversized mail
      // never fills the memory; it is refused below.
      let seen = 0;
      const limited = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          seen += chunk.length;
          done(null, seen > options.maxBytes ? undefined : chunk);
        },
      });
      simpleParser(stream.pipe(limited))
        .then(async (mail) => {
          if (stream.sizeExceeded) {
            const error = new Error('Message too large') as Error & { responseCode: number };
            error.responseCode = 552;
            throw error;
          }
          await receiveMail(ctx, mail);
          callback();
        })
        .catch((error: unknown) => {
          const err = error instanceof Error ? error : new Error(String(error));
          if (!('responseCode' in err)) {
            ctx.log.error({ err }, 'inbox: a delivered mail could not be stored');
            // 451: a temporary failure, so the sending MTA tries again later and nothing is lost.
            Object.assign(err, { responseCode: 451, message: 'Temporary failure, try again later' });
          }
          callback(err);
        });
    },
  });
  server.on('error', (error) => ctx.log.error({ err: error }, 'inbox SMTP receiver error'));
  return new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      const address = server.server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      ctx.log.info({ host: options.host, port, domains: [...accepted] }, 'inbox SMTP receiver listening');
      resolve({ port, close: () => new Promise<void>((done) => server.close(() => done())) });
    });
  });
}
