import type { Database } from '@energiek/db/client';
import type { Mail } from '../../lib/mailer.ts';
import { type LinkMailInput, linkMail } from '../../lib/mail-templates/template-mail.ts';

// Dutch mails of user management, from their e-mail template (/v3/templates).

export function invitationMail(db: Database, input: LinkMailInput & { invitedBy: string }): Promise<Mail> {
  return linkMail(db, 'invitation', input, { 'uitnodiger.naam': input.invitedBy });
}
