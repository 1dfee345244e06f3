import { z } from 'zod';
import { isoDay, refId, text, intBetween } from './primitives.ts';

// EMS input (issue 16 "Import" and ems/input): interval files imported by a background job, and meter
// readings of small connections entered by hand. Paths: customers/{customerId}/ems/imports…,
// customers/{customerId}/ems/register-readings….

export const EMS_IMPORT_MESSAGES = {
  fileRequired: 'Kies een bestand (CSV of XLSX).',
  tooLarge: 'Het bestand is te groot (maximaal 60 MB).',
  oneFile: 'Upload één bestand tegelijk.',
  empty: 'Het bestand is leeg.',
  noRows: 'Het bestand bevat alleen een kopregel: er stonden geen rijen met meetwaarden in.',
  typeNotAllowed: 'Alleen CSV- en XLSX-bestanden kunnen worden ingelezen.',
  unreadable: 'Het bestand kon niet worden gelezen. Is het een geldig CSV- of XLSX-bestand?',
  layout: 'Kies lang of breed.',
  intervalLabel: 'Kies begin of einde van het interval.',
  unit: 'Kies kWh, kW of m³.',
  delimiter: 'Kies puntkomma, komma of tab.',
  decimalMark: 'Kies komma of punt.',
  minutes: 'Kies 15 of 60 minuten.',
  column: 'Kies een kolom uit het bestand.',
  unknownEan: 'Onbekende EAN: geen aansluiting van deze klant.',
  channelMismatch: 'Dit kanaal past niet bij de aansluiting (gas of elektriciteit).',
  unitMismatch: 'Deze eenheid past niet bij het kanaal (kWh voor elektriciteit, m³ voor gas).',
  minutesMismatch: 'De intervallengte past niet bij eerdere gegevens van deze aansluiting.',
} as const;

/** The largest interval file accepted: 60 MB (a year of quarters for 100 connections is about 50 MB). */
export const MAX_IMPORT_BYTES = 60 * 1024 * 1024;

export const IMPORT_LAYOUTS = ['long', 'wide'] as const;
export const INTERVAL_LABELS = ['start', 'end'] as const;
export const IMPORT_UNITS = ['kWh', 'kW', 'm3'] as const;
export const IMPORT_DELIMITERS = [';', ',', '\t'] as const;
export const DECIMAL_MARKS = [',', '.'] as const;
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** How many rows the error report keeps (rowsRejected counts them all). */
export const MAX_IMPORT_ERRORS = 1000;

/** A 0-based column number; -1 = the file has no such column. */
const column = () => intBetween(-1, 999, EMS_IMPORT_MESSAGES.column);

/**
 * The multipart fields beside `file` (all optional: what is left out is detected). Multipart fields are
 * text, so numbers arrive as strings.
 */
export const importOptionsSchema = z.object({
  layout: z.enum(IMPORT_LAYOUTS, { error: EMS_IMPORT_MESSAGES.layout }).optional(),
  intervalLabel: z
    .enum(INTERVAL_LABELS, { error: EMS_IMPORT_MESSAGES.intervalLabel })
    .optional()
    .describe('Whether a time labels the start (default) or the end of its interval.'),
  unit: z.enum(IMPORT_UNITS, { error: EMS_IMPORT_MESSAGES.unit }).optional(),
  delimiter: z.enum(IMPORT_DELIMITERS, { error: EMS_IMPORT_MESSAGES.delimiter }).optional(),
  decimalMark: z.enum(DECIMAL_MARKS, { error: EMS_IMPORT_MESSAGES.decimalMark }).optional(),
  minutes: z.enum(['15', '60'], { error: EMS_IMPORT_MESSAGES.minutes }).optional(),
  eanColumn: column().optional(),
  dateColumn: column().optional(),
  timeColumn: column().optional(),
  timestampColumn: column().optional(),
  valueColumn: column().optional(),
  channelColumn: column().optional(),
  unitColumn: column().optional(),
  firstValueColumn: column().optional(),
});
export type ImportOptions = z.infer<typeof importOptionsSchema>;
export const IMPORT_OPTION_FIELDS = Object.keys(importOptionsSchema.shape) as (keyof ImportOptions)[];

const nullableColumn = z.number().int().nullable();
export const importMappingSchema = z.object({
  layout: z.enum(IMPORT_LAYOUTS),
  delimiter: z.enum(IMPORT_DELIMITERS),
  decimalMark: z.enum(DECIMAL_MARKS),
  intervalLabel: z.enum(INTERVAL_LABELS),
  unit: z.enum(IMPORT_UNITS).nullable(),
  minutes: z.union([z.literal(15), z.literal(60)]),
  columns: z.object({
    ean: z.number().int(),
    date: nullableColumn,
    time: nullableColumn,
    timestamp: nullableColumn,
    value: nullableColumn,
    channel: nullableColumn,
    unit: nullableColumn,
    firstValue: nullableColumn,
  }),
  /** utf-8 or windows-1252 (CSV); xlsx for a workbook. */
  encoding: z.enum(['utf-8', 'windows-1252', 'xlsx']),
});
export type ImportMappingItem = z.infer<typeof importMappingSchema>;

export const importErrorSchema = z.object({
  row: z.number().int().describe('Line in the file; the header is row 1.'),
  column: text(),
  message: text(),
});
export type ImportErrorItem = z.infer<typeof importErrorSchema>;

/** POST …/ems/imports → 202. */
export const importCreatedSchema = z.object({ id: z.number().int(), status: z.enum(IMPORT_STATUSES) });

export const emsImportSchema = z.object({
  id: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.number().min(0).max(1),
  rowsRead: z.number().int(),
  rowsImported: z.number().int(),
  rowsRejected: z.number().int(),
  errors: z.array(importErrorSchema).describe(`The first ${MAX_IMPORT_ERRORS} rejected rows' errors.`),
  fileName: text(),
  mapping: importMappingSchema,
  /** The background job (GET jobs/{id}; progress also arrives as job.progress). */
  jobId: text().nullable(),
  createdAt: text(),
  finishedAt: text().nullable(),
});
export type EmsImportItem = z.infer<typeof emsImportSchema>;

export const importPreviewSchema = z.object({
  fileName: text(),
  mapping: importMappingSchema,
  header: z.array(text()),
  rows: z.array(z.array(text())).describe('The first rows after the header, as cell texts.'),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

// --- Meter readings (register readings) of small connections ----------------------------------------

export const REGISTER_READING_MESSAGES = {
  connection: 'Kies een aansluiting.',
  readOn: 'Vul een geldige datum in.',
  future: 'Een meterstand kan niet in de toekomst liggen.',
  normal: 'Vul de stand in (een getal van 0 of meer, hoogstens 3 decimalen).',
  low: 'Vul de dalstand in (een getal van 0 of meer, hoogstens 3 decimalen) of laat hem leeg.',
  duplicateDay: 'Voor deze dag is al een meterstand ingevoerd.',
  lowMismatch: 'Vul de dalstand in zoals bij de andere standen van deze meter (of laat hem overal leeg).',
  feedInNormal:
    'Vul de stand teruglevering normaal in (een getal van 0 of meer, hoogstens 3 decimalen) of laat hem leeg.',
  feedInLow:
    'Vul de stand teruglevering laag in (een getal van 0 of meer, hoogstens 3 decimalen) of laat hem leeg.',
  feedInGas: 'Een gasaansluiting heeft geen terugleveringsregisters; laat teruglevering leeg.',
  feedInLowWithoutNormal: 'Vul ook teruglevering normaal in, of laat teruglevering laag leeg.',
  feedInLowWithoutLow: 'Een meter zonder dalstand heeft geen teruglevering laag; laat dit veld leeg.',
  feedInLowMissing: 'Vul ook teruglevering laag in: deze meter heeft een dalstand.',
  exchangeDay: 'Op deze dag staat al een meterstand of meterwissel; kies de dag van de wissel.',
  exchangeInUse:
    'De standen na deze meterwissel zijn van de nieuwe meter en passen niet op die van de oude: verwijder eerst die standen.',
} as const;

export const READING_KINDS = ['reading', 'removed', 'installed'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];
export const READING_KIND_LABELS: Record<ReadingKind, string> = {
  reading: 'Meterstand',
  removed: 'Eindstand oude meter',
  installed: 'Beginstand nieuwe meter',
};

const register = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(99_999_999_999, message)
    .refine(
      (value) => Number.isFinite(value) && Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6,
      message,
    );

export const registerReadingCreateSchema = z.object({
  connectionId: refId(REGISTER_READING_MESSAGES.connection),
  readOn: isoDay(REGISTER_READING_MESSAGES.readOn).describe('The local day the meter was read (YYYY-MM-DD).'),
  normal: register(REGISTER_READING_MESSAGES.normal).describe(
    'Normal register (the only one of a single-register meter).',
  ),
  low: register(REGISTER_READING_MESSAGES.low)
    .nullable()
    .optional()
    .describe('Low ("dal") register; null for one register.'),
  feedInNormal: register(REGISTER_READING_MESSAGES.feedInNormal)
    .nullable()
    .optional()
    .describe('Feed-in ("teruglevering") normal register of an electricity connection; null when not read.'),
  feedInLow: register(REGISTER_READING_MESSAGES.feedInLow)
    .nullable()
    .optional()
    .describe('Feed-in low register (with a low register and feed-in only); null otherwise.'),
});
export type RegisterReadingCreate = z.infer<typeof registerReadingCreateSchema>;

export const registerReadingListQuerySchema = z.object({
  connectionId: z.coerce
    .number({ error: REGISTER_READING_MESSAGES.connection })
    .int()
    .min(1)
    .max(2_147_483_647),
});

export const registerReadingSchema = z.object({
  id: z.number().int(),
  connectionId: z.number().int(),
  readOn: text(),
  normal: z.number(),
  low: z.number().nullable(),
  feedInNormal: z.number().nullable(),
  feedInLow: z.number().nullable(),
  source: text(),
  kind: z
    .enum(READING_KINDS)
    .describe(
      "'reading'; a meter exchange: the old meter's last ('removed') and the new meter's first ('installed').",
    ),
  /** Usage per day since the previous reading of the same meter (normal + low), null for a meter's first. */
  usagePerDay: z.number().nullable(),
  /** Feed-in per day since the previous reading of the same meter (feed-in normal + low), null when either
   *  reading has no feed-in. Reported beside the usage, never subtracted from it. */
  feedInPerDay: z.number().nullable(),
  createdAt: text(),
});
export type RegisterReadingItem = z.infer<typeof registerReadingSchema>;

const registers = z.object({
  normal: register(REGISTER_READING_MESSAGES.normal),
  low: register(REGISTER_READING_MESSAGES.low).nullable().optional(),
  feedInNormal: register(REGISTER_READING_MESSAGES.feedInNormal).nullable().optional(),
  feedInLow: register(REGISTER_READING_MESSAGES.feedInLow).nullable().optional(),
});

/** A meter exchange: the old meter's last reading and the new meter's first, on the same day. */
export const meterExchangeCreateSchema = z.object({
  connectionId: refId(REGISTER_READING_MESSAGES.connection),
  exchangedOn: isoDay(REGISTER_READING_MESSAGES.readOn).describe('The local day the meter was exchanged.'),
  old: registers.describe("The old meter's last reading (normal and, for two registers, low)."),
  new: registers.describe("The new meter's first reading."),
});
export type MeterExchangeCreate = z.infer<typeof meterExchangeCreateSchema>;
export const meterExchangeSchema = z.object({
  removed: registerReadingSchema,
  installed: registerReadingSchema,
});
