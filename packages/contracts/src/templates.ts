import { z } from 'zod';
import { listQuerySchema } from './envelopes.ts';
import { text, requiredText } from './primitives.ts';
import { TEMPLATES_READ, TEMPLATES_WRITE } from './access-rules.ts';

export { TEMPLATES_READ, TEMPLATES_WRITE };

// E-mail templates (spec routes /v3/templates, create, {templateId}/edit; is:admin, email-templates:read).
// Every mail the product sends is rendered from a template: subject and plain-text body with variables in
// `{{klant.naam}}` style (Mustache syntax: `{{#x}}…{{/x}}` shows a part only when x has a value). Each
// mail (its `key`) offers its own variables; templates an admin creates (key null) offer the general ones.

export const TEMPLATE_MESSAGES = {
  name: 'Vul een naam in.',
  subject: 'Vul een onderwerp in.',
  body: 'Vul de tekst van de e-mail in.',
  tooLong: 'Deze tekst is te lang.',
  unknownVariable: (name: string) => `Onbekende variabele {{${name}}}: kies er een uit de lijst.`,
  missingVariable: (name: string) => `De variabele {{${name}}} ontbreekt; deze e-mail werkt niet zonder.`,
  syntax: (detail: string) => `Het sjabloon klopt niet: ${detail}`,
  partial: 'Deelsjablonen ({{> …}}) worden niet ondersteund.',
  delimiters: 'Andere scheidingstekens ({{= … =}}) worden niet ondersteund.',
  systemDelete: 'Een standaardsjabloon kun je niet verwijderen; zet het terug naar de standaardtekst.',
  testTo: 'Vul een geldig e-mailadres in.',
} as const;

export const templateVariableSchema = z.object({
  name: text().describe('As written in the template, e.g. klant.naam.'),
  description: text(),
  example: text().describe('The sample value of the preview and the test mail.'),
  required: z.boolean().describe('The template is refused without it (e.g. the link of a reset mail).'),
});
export type TemplateVariable = z.infer<typeof templateVariableSchema>;

/** What every template offers, including those an admin creates (the only ones those offer). */
export const GENERAL_VARIABLES: readonly TemplateVariable[] = [
  { name: 'ontvanger.voornaam', description: 'Voornaam van de ontvanger', example: 'Sanne', required: false },
  {
    name: 'ontvanger.naam',
    description: 'Volledige naam van de ontvanger',
    example: 'Sanne de Vries',
    required: false,
  },
  { name: 'klant.naam', description: 'Naam van de klant', example: 'Bakkerij Aalbers B.V.', required: false },
  {
    name: 'afzender.naam',
    description: 'Naam van de medewerker die de e-mail verstuurt',
    example: 'Jan Jansen',
    required: false,
  },
  {
    name: 'app.url',
    description: 'Adres van Energiek',
    example: 'https://energiek.example.nl',
    required: false,
  },
];

export const templateItemSchema = z.object({
  id: z.number().int(),
  key: text()
    .nullable()
    .describe('The mail this template is for (e.g. password-reset); null for a template an admin created.'),
  name: text(),
  description: text(),
  subject: text(),
  body: text(),
  variables: z.array(templateVariableSchema),
  /** True while subject and body equal the text the product ships. */
  isDefault: z.boolean(),
  updatedAt: text(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

const subject = requiredText(TEMPLATE_MESSAGES.subject, 300, TEMPLATE_MESSAGES.tooLong);
const body = requiredText(TEMPLATE_MESSAGES.body, 20_000, TEMPLATE_MESSAGES.tooLong);

/** Create (an admin's own template) and update (any template; a mail's key never changes). */
export const templateBodySchema = z.object({
  name: requiredText(TEMPLATE_MESSAGES.name, 200, TEMPLATE_MESSAGES.tooLong),
  subject,
  body,
});
export type TemplateBody = z.infer<typeof templateBodySchema>;

export const templatePreviewBodySchema = z.object({
  key: text().max(100).nullable().describe('Whose variables apply; null: the general ones.'),
  subject,
  body,
});
export type TemplatePreviewBody = z.infer<typeof templatePreviewBodySchema>;

export const templatePreviewSchema = z.object({ subject: text(), text: text() });
export type TemplatePreview = z.infer<typeof templatePreviewSchema>;

export const templateTestBodySchema = z.object({
  to: z.email(TEMPLATE_MESSAGES.testTo).max(254, TEMPLATE_MESSAGES.testTo).optional(),
});

export const templateListQuerySchema = listQuerySchema;
export type TemplateListQuery = z.infer<typeof templateListQuerySchema>;
