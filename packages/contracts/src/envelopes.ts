import { z } from 'zod';
import { MAX_ID, text } from './primitives.ts';

// Laravel-style envelopes of ARCHITECTURE.md, shared by server (serialisation) and web (parsing).

export const errorBodySchema = z
  .object({ message: text() })
  .describe('Error body for 401, 403, 404, 429 and 5xx responses.');

export const validationErrorBodySchema = z
  .object({
    message: text(),
    errors: z.record(text(), z.array(text())).describe('Dutch messages per field name.'),
  })
  .describe('422 body: field errors.');
export type ValidationErrorBody = z.infer<typeof validationErrorBodySchema>;

export const listMetaSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

export const dataEnvelope = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), meta: listMetaSchema });

/** Spec §9: generic list calls ask for up to 999 items at once; every list accepts that. */
export const LIST_LIMIT_MAX = 999;

/** `page` and `limit` of every list query (spread into the query schema). */
export const pagingQuery = {
  page: z.coerce.number().int().min(1).max(MAX_ID).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(25),
};

/** A list's `sort` query parameter: one of `fields`, or `-` and one of them for descending; `message` else. */
export function sortParam(fields: readonly string[], message: string) {
  return z.enum(fields.flatMap((s) => [s, `-${s}`]) as [string, ...string[]], { error: message });
}

/** Generic list query of spec §7 (limit up to 999). */
export const listQuerySchema = z.object({
  q: text().trim().max(200).optional(),
  with: text().max(200).optional().describe('Comma separated relations to include.'),
  ...pagingQuery,
  sort: text()
    .regex(/^-?[a-zA-Z][a-zA-Z0-9]*$/)
    .optional()
    .describe('Field to sort on; prefix with - for descending.'),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
