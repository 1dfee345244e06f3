import { eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@energiek/db/client';
import { mailOutbox } from '@energiek/db/schema/index';

// Every mail is recorded in mail_outbox. Without SMTP_URL it stays there (status 'stored') and is
// logged, so nothing is lost and development needs no mail server; with SMTP_URL it is sent.

export type Mail = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

export function createMailer(
  db: Database,
  options: { smtpUrl?: string | undefined; from: string },
  log: FastifyBaseLogger,
): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({
          toAddress: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          status: 'stored',
        })
        .returning({ id: mailOutbox.id });
      if (!transport || !row) {
        log.info(
          { to: mail.to, subject: mail.subject, outboxId: row?.id },
          'mail stored in outbox (no SMTP_URL)',
        );
        return;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
        });
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(mailOutbox.id, row.id));
      } catch (error) {
        log.error({ err: error, outboxId: row.id }, 'mail could not be sent');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row.id));
      }
    },
    close() {
      transport?.close();
    },
  };
}
