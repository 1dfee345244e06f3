import type { Database } from '@energiek/db/client';
import type { Mail } from '../../lib/mailer.ts';
import { type LinkMailInput, linkMail } from '../../lib/mail-templates/template-mail.ts';

// Dutch mails of the sign-in area, from their e-mail template (/v3/templates).

export function passwordResetMail(db: Database, input: LinkMailInput): Promise<Mail> {
  return linkMail(db, 'password-reset', input);
}
