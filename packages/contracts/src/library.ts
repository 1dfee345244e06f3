import { z } from 'zod';
import { text } from './primitives.ts';
import { listQuerySchema } from './envelopes.ts';

// The customer library (spec route customers/{customerId}/library, permission organisation-documents):
// upload rules, folder and file name rules, and the payloads shared by server and web.

export const DOCUMENT_MESSAGES = {
  tooLarge: 'Het bestand is te groot (maximaal 20 MB).',
  typeNotAllowed: 'Dit bestandstype is niet toegestaan.',
  fileRequired: 'Kies een bestand.',
  empty: 'Het bestand is leeg.',
  oneFile: 'Upload één bestand tegelijk.',
  fileNameRequired: 'Vul een bestandsnaam in.',
  fileNameTooLong: 'De bestandsnaam mag maximaal 200 tekens bevatten.',
  folderInvalid: 'Vul een geldige map in (maximaal 100 tekens).',
} as const;

/** The largest file the library accepts: 20 MB. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;

/** The folders every library shows, also when empty; users may add their own (e.g. 'Rapportages/2026'). */
export const DEFAULT_DOCUMENT_FOLDERS = ['Contracten', 'Facturen', 'Rapportages', 'Overig'] as const;
export const DEFAULT_DOCUMENT_FOLDER = 'Overig';

/**
 * The extensions the library accepts and the content type it serves them with. The server checks each
 * upload's magic bytes against its extension (docs/api.md); the web app uses the list for the picker.
 */
export const DOCUMENT_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  csv: 'text/csv',
  txt: 'text/plain',
  zip: 'application/zip',
} as const satisfies Record<string, string>;
export type DocumentExtension = keyof typeof DOCUMENT_TYPES;

/** The lower-case extension of a file name without the dot, or '' when it has none. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && dot < fileName.length - 1 ? fileName.slice(dot + 1).toLowerCase() : '';
}

const MAX_FILE_NAME = 200;

/**
 * A file name safe to show and to put in a Content-Disposition header: the last path segment only,
 * Unicode NFC, no control characters or characters Windows refuses, whitespace collapsed, at most 200
 * characters (the extension is kept when shortening). '' when nothing is left.
 */
export function sanitiseFileName(input: string): string {
  const base = input.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (cleaned.length <= MAX_FILE_NAME) return cleaned;
  const extension = fileExtension(cleaned);
  const tail = extension ? `.${extension}` : '';
  return cleaned.slice(0, MAX_FILE_NAME - tail.length).trimEnd() + tail;
}

/**
 * A folder path: segments separated by '/', each trimmed, empty segments and '.'/'..' dropped; at most
 * 100 characters. '' when nothing is left.
 */
export function normaliseFolder(input: string): string {
  return input
    .normalize('NFC')
    .split('/')
    .map((segment) =>
      segment
        // eslint-disable-next-line no-control-regex -- removing control characters is the point
        .replace(/[\u0000-\u001f\u007f-\u009f\\]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .join('/');
}

export const folderSchema = text(DOCUMENT_MESSAGES.folderInvalid)
  .transform(normaliseFolder)
  .pipe(text().min(1, DOCUMENT_MESSAGES.folderInvalid).max(100, DOCUMENT_MESSAGES.folderInvalid))
  .describe("Folder path, e.g. 'Contracten' or 'Rapportages/2026'.");

export const documentUpdateSchema = z
  .object({
    fileName: text(DOCUMENT_MESSAGES.fileNameRequired)
      .max(1000, DOCUMENT_MESSAGES.fileNameTooLong)
      .transform(sanitiseFileName)
      .pipe(
        text()
          .min(1, DOCUMENT_MESSAGES.fileNameRequired)
          .max(MAX_FILE_NAME, DOCUMENT_MESSAGES.fileNameTooLong),
      )
      .optional()
      .describe('New file name; the original extension is kept.'),
    folder: folderSchema.optional(),
  })
  .describe('Rename a document or move it to another folder.');
export type DocumentUpdate = z.input<typeof documentUpdateSchema>;

export const DOCUMENT_SORTS = ['fileName', 'folder', 'size', 'createdAt'] as const;

export const documentListQuerySchema = listQuerySchema.pick({ q: true, page: true, limit: true }).extend({
  folder: text().max(200).optional().describe('Only this folder (exact path).'),
  sort: z
    .enum([...DOCUMENT_SORTS, ...DOCUMENT_SORTS.map((s) => `-${s}` as const)])
    .default('-createdAt')
    .describe('fileName, folder, size or createdAt; prefix - for descending.'),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;
export type DocumentListParams = z.output<typeof documentListQuerySchema>;

export const documentSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    folder: text(),
    fileName: text(),
    contentType: text(),
    size: z.number().int().describe('Bytes.'),
    uploadedBy: z.object({ id: z.number().int(), name: text() }).nullable(),
    createdAt: text(),
    updatedAt: text(),
  })
  .describe('A file in the customer library.');
export type DocumentItem = z.infer<typeof documentSchema>;

export const documentFolderSchema = z.object({
  folder: text(),
  count: z.number().int(),
});
export type DocumentFolder = z.infer<typeof documentFolderSchema>;

/** A size in bytes the Dutch way: '512 B', '12 kB', '1,2 MB'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const decimals = value < 10 ? 1 : 0;
  return `${new Intl.NumberFormat('nl-NL', { maximumFractionDigits: decimals, minimumFractionDigits: 0 }).format(value)} ${units[unit]}`;
}
