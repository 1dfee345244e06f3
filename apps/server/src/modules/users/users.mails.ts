import type { Mail } from '../../lib/mailer.ts';

// Dutch mails of user management.

export function invitationMail(input: {
  to: string;
  firstName: string;
  link: string;
  /** The token in the link: never stored in the outbox. */
  secret: string;
  invitedBy: string;
}): Mail {
  const text = [
    `Beste ${input.firstName},`,
    '',
    `${input.invitedBy} heeft een Energiek-account voor je aangemaakt.`,
    'Via onderstaande link kies je je wachtwoord. De link is 7 dagen geldig en werkt één keer.',
    '',
    input.link,
    '',
    'Daarna log je in met dit e-mailadres en je nieuwe wachtwoord.',
    '',
    'Met vriendelijke groet,',
    'Energiek',
  ].join('\n');
  return { to: input.to, subject: 'Welkom bij Energiek: kies je wachtwoord', text, secrets: [input.secret] };
}
