import type { Mail } from '../../lib/mailer.ts';

// Dutch mails of the sign-in area.

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  link: string;
  /** The token in the link: never stored in the outbox. */
  secret: string;
}): Mail {
  const text = [
    `Beste ${input.firstName},`,
    '',
    'We hebben een verzoek ontvangen om het wachtwoord van je Energiek-account te herstellen.',
    'Via onderstaande link kies je een nieuw wachtwoord. De link is 60 minuten geldig en werkt één keer.',
    '',
    input.link,
    '',
    'Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft ongewijzigd.',
    '',
    'Met vriendelijke groet,',
    'Energiek',
  ].join('\n');
  return { to: input.to, subject: 'Wachtwoord herstellen', text, secrets: [input.secret] };
}
