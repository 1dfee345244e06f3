import nodemailer, { type SendMailOptions } from 'nodemailer';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Config } from '../../config.ts';

// Test helpers of the inbox: real SMTP on loopback. The receiver listens on RECEIVER_PORT (the app starts
// it); answers leave through SMTP_URL to a relay on RELAY_PORT that keeps what it got.

export const RECEIVER_PORT = Number(process.env.INBOX_TEST_SMTP_PORT ?? 3895);
export const RELAY_PORT = RECEIVER_PORT + 1;
export const SUPPORT_ADDRESS = 'support@energiek.test';

export const inboxConfig = (): Partial<Config> => ({
  inbox: {
    smtpPort: RECEIVER_PORT,
    smtpHost: '127.0.0.1',
    domains: ['energiek.test'],
    maxBytes: 2 * 1024 * 1024,
  },
  smtpUrl: `smtp://127.0.0.1:${RELAY_PORT}`,
  mailFrom: 'Energiek support <support@energiek.test>',
});

export type Outgoing = SendMailOptions;

/** Delivers a mail to the receiver over SMTP, as an MTA would. */
export async function deliver(mail: Outgoing): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: RECEIVER_PORT,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ to: SUPPORT_ADDRESS, ...mail });
  } finally {
    transport.close();
  }
}

/** An SMTP server that keeps every mail it receives (the consultancy's outgoing relay). */
export async function startRelay(): Promise<{ received: ParsedMail[]; close(): Promise<void> }> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(RELAY_PORT, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** Waits until the check passes (mail is stored after the SMTP answer on the server side). */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
