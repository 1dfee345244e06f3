import type { Database } from '@energiek/db/client';
import { formatDate } from '@energiek/contracts/format';
import { templateMail } from '../../../lib/mail-templates/template-mail.ts';
import type { Mail } from '../../../lib/mailer.ts';

// Dutch mails of the signing flow, rendered from their e-mail template ('signature-request',
// lib/mail-templates/definitions.ts; admins edit the text at /v3/templates).

export function signatureRequestMail(
  db: Database,
  input: {
    to: string;
    contactName: string;
    customerName: string;
    supplierName: string;
    reference: string;
    link: string;
    expiresAt: Date;
    /** The token in the link: never stored in the outbox. */
    secret: string;
  },
): Promise<Mail> {
  return templateMail(db, 'signature-request', {
    to: input.to,
    values: {
      'ontvanger.naam': input.contactName,
      'klant.naam': input.customerName,
      'leverancier.naam': input.supplierName,
      'overeenkomst.kenmerk': input.reference,
      // The last day the link works: the link stops at the midnight that ends it (signingLinkExpiry).
      geldig_tot: formatDate(new Date(input.expiresAt.getTime() - 1)),
      link: input.link,
    },
    secrets: [input.secret],
  });
}
