import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@energiek/db/client';
import { mailOutbox } from '@energiek/db/schema/index';

// Every mail is recorded in mail_outbox, with its secrets (reset and invitation tokens) redacted: the
// outbox is a development aid that admins can read, so a live link there would be a takeover. The real
// text goes only to the transport: SMTP (SMTP_URL), or in memory when MAIL_CAPTURE is set (browser
// journeys, local development). Without either the mail stays stored (status 'stored') and is logged.

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Values that must never be stored (tokens); the outbox keeps the mail with them redacted. */
  secrets?: readonly string[];
  /** Where answers go (the support inbox the customer wrote to); From stays MAIL_FROM. */
  replyTo?: string;
  /** Threading headers of an answer (the inbox): Message-ID, In-Reply-To and References. */
  thread?: { messageId: string; inReplyTo?: string; references?: readonly string[] };
  /** Files sent along (a claim letter); the outbox keeps their names, not their bytes. */
  attachments?: readonly MailAttachment[];
};

export type MailAttachment = { fileName: string; contentType: string; content: Buffer };

/** A delivered mail as the capture transport keeps it (real text, links included). */
export type CapturedMail = {
  id: number;
  toAddress: string;
  subject: string;
  text: string;
  createdAt: string;
  /** The names of the files sent along. */
  attachments?: string[];
};

/** What became of a mail: handed to SMTP, only stored (no SMTP_URL; captured in memory too), or failed. */
export type MailOutcome = 'sent' | 'stored' | 'failed';

export type Mailer = {
  send(mail: Mail): Promise<MailOutcome>;
  /** The mails kept by the capture transport, newest first (empty without MAIL_CAPTURE). */
  captured(): readonly CapturedMail[];
  close(): void;
};

/** What the outbox shows instead of a secret. */
export const REDACTED = '[verborgen]';
/** The capture transport keeps at most this many mails. */
const CAPTURE_LIMIT = 500;

/** The text as the outbox keeps it: secrets redacted, then a line per attachment (name and size). */
function storedText(mail: Mail): string {
  const files = (mail.attachments ?? []).map(
    (a) => `[Bijlage: ${a.fileName}, ${Math.max(1, Math.round(a.content.length / 1024))} kB]`,
  );
  const text = redact(mail.text, mail.secrets);
  return files.length === 0 ? text : `${text}\n\n${files.join('\n')}`;
}

/** The text with every secret (raw and URL-encoded) replaced by REDACTED. */
export function redact(text: string, secrets: readonly string[] = []): string {
  let out = text;
  for (const secret of secrets.filter((s) => s.length > 0)) {
    for (const form of new Set([secret, encodeURIComponent(secret)])) out = out.split(form).join(REDACTED);
  }
  return out;
}

export function createMailer(
  db: Database,
  options: { smtpUrl?: string | undefined; from: string; capture?: boolean },
  log: FastifyBaseLogger,
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const capture = !transport && options.capture === true;
  const kept: CapturedMail[] = [];
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          text: storedText(mail),
          html: mail.html === undefined ? null : redact(mail.html, mail.secrets),
          status: 'stored',
        })
        .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
      if (capture && row) {
        const { to: toAddress, subject, text } = mail;
        kept.unshift({
          id: row.id,
          toAddress,
          subject,
          text,
          createdAt: row.createdAt.toISOString(),
          ...(mail.attachments ? { attachments: mail.attachments.map((a) => a.fileName) } : {}),
        });
        kept.length = Math.min(kept.length, CAPTURE_LIMIT);
      }
      if (!transport || !row) {
        log.info(
          { to: mail.to, subject: mail.subject, outboxId: row?.id },
          capture ? 'mail captured in memory (MAIL_CAPTURE)' : 'mail stored in outbox (no SMTP_URL)',
        );
        return 'stored';
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.attachments
            ? {
                attachments: mail.attachments.map((a) => ({
                  filename: a.fileName,
                  content: a.content,
                  contentType: a.contentType,
                })),
              }
            : {}),
          ...(mail.thread
            ? {
                messageId: mail.thread.messageId,
                inReplyTo: mail.thread.inReplyTo,
                references: mail.thread.references ? [...mail.thread.references] : undefined,
              }
            : {}),
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
        return 'sent';
      } catch (error) {
        log.error({ err: error, outboxId: row.id }, 'mail could not be sent');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row.id));
        return 'failed';
      }
    },
    captured: () => kept,
    close() {
      transport?.close();
    },
  };
}
