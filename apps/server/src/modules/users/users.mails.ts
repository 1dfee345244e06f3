import type { Database } from '@energiek/db/client';
import type { Mail } from '../../lib/mailer.ts';
import { templateMail } from '../../lib/mail-templates/template-mail.ts';

// Dutch mails of user management, from their e-mail template (/v3/templates).

export function invitationMail(
  db: Database,
  input: {
    to: string;
    firstName: string;
    link: string;
    /** The token in the link: never stored in the outbox. */
    secret: string;
    invitedBy: string;
  },
): Promise<Mail> {
  return templateMail(db, 'invitation', {
    to: input.to,
    values: { 'ontvanger.voornaam': input.firstName, 'uitnodiger.naam': input.invitedBy, link: input.link },
    secrets: [input.secret],
  });
}
