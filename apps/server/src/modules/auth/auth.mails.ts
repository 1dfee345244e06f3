import type { Database } from '@energiek/db/client';
import type { Mail } from '../../lib/mailer.ts';
import { templateMail } from '../../lib/mail-templates/template-mail.ts';

// Dutch mails of the sign-in area, from their e-mail template (/v3/templates).

export function passwordResetMail(
  db: Database,
  input: {
    to: string;
    firstName: string;
    link: string;
    /** The token in the link: never stored in the outbox. */
    secret: string;
  },
): Promise<Mail> {
  return templateMail(db, 'password-reset', {
    to: input.to,
    values: { 'ontvanger.voornaam': input.firstName, link: input.link },
    secrets: [input.secret],
  });
}
