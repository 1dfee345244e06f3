import { z } from 'zod';
import { listQuerySchema } from './envelopes.ts';
import { text, requiredText } from './primitives.ts';
import { KNOWLEDGEBASE_READ, KNOWLEDGEBASE_WRITE } from './access-rules.ts';

export { KNOWLEDGEBASE_READ, KNOWLEDGEBASE_WRITE };

// The knowledge base (spec routes /v3/knowledgebase, {id}, create, {id}/edit; organisation-knowledgebase
// :read / :write). Articles have a title, a category, an HTML body (sanitised on the server with an
// allowlist), attachments and a visibility: back office only, or customers too (customer staff see only
// those). Search is PostgreSQL full text (Dutch) with highlighted snippets.

export const KNOWLEDGEBASE_VISIBILITY = ['backoffice', 'customers'] as const;
export type KnowledgebaseVisibility = (typeof KNOWLEDGEBASE_VISIBILITY)[number];
export const KNOWLEDGEBASE_VISIBILITY_NAMES: Record<KnowledgebaseVisibility, string> = {
  backoffice: 'Alleen backoffice',
  customers: 'Ook klanten',
};

/** Images in an article body: uploaded through the editor and served from here (by a random key). */
export const KNOWLEDGEBASE_IMAGE_PATH = '/api/v3/knowledgebase-images/';
export const KNOWLEDGEBASE_IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
/** The largest image or attachment: 20 MB (as the library). */
export const MAX_KNOWLEDGEBASE_FILE_BYTES = 20 * 1024 * 1024;

export const KNOWLEDGEBASE_MESSAGES = {
  title: 'Vul een titel in.',
  category: 'Vul een categorie in.',
  body: 'Schrijf de tekst van het artikel.',
  tooLong: 'Deze tekst is te lang.',
  visibility: 'Kies voor wie het artikel is.',
  backofficeOnly: 'Alleen de backoffice kan artikelen voor alleen de backoffice maken.',
  fileRequired: 'Kies een bestand.',
  imageType: 'Alleen afbeeldingen (PNG of JPG) kunnen in de tekst.',
  typeNotAllowed: 'Dit bestandstype wordt niet geaccepteerd.',
  tooLarge: 'Het bestand is groter dan 20 MB.',
  empty: 'Het bestand is leeg.',
} as const;

export const knowledgebaseAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: text(),
  contentType: text(),
  size: z.number().int(),
  createdAt: text(),
});
export type KnowledgebaseAttachment = z.infer<typeof knowledgebaseAttachmentSchema>;

export const knowledgebaseArticleSchema = z.object({
  id: z.number().int(),
  title: text(),
  category: text(),
  body: text().describe('Sanitised HTML: p, h2 (Titel), h3 (Subtitel), strong, em, lists, links, images.'),
  visibility: z.enum(KNOWLEDGEBASE_VISIBILITY),
  attachments: z.array(knowledgebaseAttachmentSchema),
  updatedByName: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type KnowledgebaseArticle = z.infer<typeof knowledgebaseArticleSchema>;

export const snippetPartSchema = z.object({ text: text(), highlight: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const knowledgebaseListItemSchema = z.object({
  id: z.number().int(),
  title: text(),
  category: text(),
  visibility: z.enum(KNOWLEDGEBASE_VISIBILITY),
  snippet: z
    .array(snippetPartSchema)
    .describe('With q: the best matching passages, matched words marked (text, never HTML); else the start.'),
  updatedAt: text(),
});
export type KnowledgebaseListItem = z.infer<typeof knowledgebaseListItemSchema>;

export const knowledgebaseListQuerySchema = listQuerySchema.extend({
  category: text().trim().max(100).optional(),
});
export type KnowledgebaseListQuery = z.infer<typeof knowledgebaseListQuerySchema>;

export const knowledgebaseCategorySchema = z.object({ name: text(), count: z.number().int() });
export type KnowledgebaseCategory = z.infer<typeof knowledgebaseCategorySchema>;

export const knowledgebaseBodySchema = z.object({
  title: requiredText(KNOWLEDGEBASE_MESSAGES.title, 200, KNOWLEDGEBASE_MESSAGES.tooLong),
  category: requiredText(KNOWLEDGEBASE_MESSAGES.category, 100, KNOWLEDGEBASE_MESSAGES.tooLong),
  body: text(KNOWLEDGEBASE_MESSAGES.body).max(500_000, KNOWLEDGEBASE_MESSAGES.tooLong),
  visibility: z.enum(KNOWLEDGEBASE_VISIBILITY, { error: KNOWLEDGEBASE_MESSAGES.visibility }),
});
export type KnowledgebaseBody = z.infer<typeof knowledgebaseBodySchema>;

export const knowledgebaseImageSchema = z.object({ url: text() });

export const knowledgebaseFileParams = z.object({
  id: z.coerce.number().int().min(1).max(2_147_483_647),
  fileId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const knowledgebaseImageParams = z.object({
  key: text().regex(/^[a-z0-9][a-z0-9-]{7,99}$/),
});
