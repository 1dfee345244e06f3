import { eq } from 'drizzle-orm';
import type { Database } from '@energiek/db/client';
import { emailTemplates } from '@energiek/db/schema/index';
import type { Mail } from '../mailer.ts';
import { MAIL_TEMPLATES, mailTemplateDefinition } from './definitions.ts';
import { renderTemplate, type TemplateValues } from './render.ts';

// Mails from their stored template (the admin's text), else the product's default.

/** Inserts the default template of every mail that has none stored yet (first use; both databases). */
export async function ensureDefaultTemplates(db: Database): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(MAIL_TEMPLATES.map(({ key, name, subject, body }) => ({ key, name, subject, body })))
    .onConflictDoNothing({ target: emailTemplates.key });
}

/**
 * The mail `key` rendered for one recipient: from the stored template, or from the default when none is
 * stored (or the stored one no longer renders). `secrets` (tokens in links) never reach the outbox.
 */
export async function templateMail(
  db: Database,
  key: string,
  input: { to: string; values: TemplateValues; secrets?: readonly string[] },
): Promise<Mail> {
  const definition = mailTemplateDefinition(key);
  if (!definition) throw new Error(`Unknown mail template ${key}`);
  const [stored] = await db
    .select({ subject: emailTemplates.subject, body: emailTemplates.body })
    .from(emailTemplates)
    .where(eq(emailTemplates.key, key));
  let rendered: { subject: string; text: string };
  try {
    rendered = renderTemplate(stored ?? definition, input.values);
  } catch {
    rendered = renderTemplate(definition, input.values);
  }
  return {
    to: input.to,
    subject: rendered.subject,
    text: rendered.text,
    ...(input.secrets ? { secrets: input.secrets } : {}),
  };
}

/** The recipient of a mail with a secret link (an invitation, a password reset). */
export type LinkMailInput = {
  to: string;
  firstName: string;
  link: string;
  /** The token in the link: never stored in the outbox. */
  secret: string;
};

/** Template mail `key` with a secret link: values ontvanger.voornaam and link, and `values`. */
export function linkMail(
  db: Database,
  key: string,
  input: LinkMailInput,
  values: TemplateValues = {},
): Promise<Mail> {
  return templateMail(db, key, {
    to: input.to,
    values: { 'ontvanger.voornaam': input.firstName, link: input.link, ...values },
    secrets: [input.secret],
  });
}
