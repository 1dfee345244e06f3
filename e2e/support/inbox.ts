import nodemailer, { type SendMailOptions } from 'nodemailer';
import { INBOX_SMTP_PORT } from './servers.ts';

// Mail to the support inbox, delivered over SMTP to the server's receiver as a customer's mail arrives.

/** Delivers a mail from De Vries Bakkerij (linked to that customer by its sender) to support@energiek.nl. */
export async function deliverToInbox(mail: SendMailOptions & { subject: string }): Promise<void> {
  const transport = nodemailer.createTransport({
    host: '127.0.0.1',
    port: INBOX_SMTP_PORT,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({
      from: 'De Vries Bakkerij <info@devries-bakkerij.nl>',
      to: 'support@energiek.nl',
      ...mail,
    });
  } finally {
    transport.close();
  }
}
