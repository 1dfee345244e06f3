import { z } from 'zod';
import { id, isoDay as isoDayOf, refId, text, requiredText } from './primitives.ts';
import { listMetaSchema, pagingQuery } from './envelopes.ts';

// Time registration (spec §3 Time registration payload, §4 Timer) and the hours screens (spec §2 hours).

export const HOUR_MESSAGES = {
  descriptionRequired: 'Vul een omschrijving in.',
  descriptionTooLong: 'De omschrijving mag maximaal 1000 tekens bevatten.',
  secondsRange: 'De tijd moet tussen 1 seconde en 24 uur liggen.',
} as const;

/** A registration covers at most one day. */
export const MAX_HOUR_SECONDS = 86_400;

export const timerRegistrationSchema = z
  .object({
    seconds: z
      .number({ error: HOUR_MESSAGES.secondsRange })
      .int(HOUR_MESSAGES.secondsRange)
      .min(1, HOUR_MESSAGES.secondsRange)
      .max(MAX_HOUR_SECONDS, HOUR_MESSAGES.secondsRange)
      .describe('Timed seconds, 1 to 86400.'),
    description: requiredText(HOUR_MESSAGES.descriptionRequired, 1000, HOUR_MESSAGES.descriptionTooLong),
    topbar: z.boolean().default(true).describe('Registered from the top-bar timer.'),
  })
  .describe('Time registration payload (spec §3).');
export type TimerRegistration = z.input<typeof timerRegistrationSchema>;

export const hourSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    customerId: z.number().int(),
    date: text().describe('YYYY-MM-DD (Europe/Amsterdam).'),
    seconds: z.number().int(),
    description: text(),
    source: z.enum(['timer', 'manual']),
    createdAt: text(),
    updatedAt: text(),
  })
  .describe('A registered amount of time of a user on a customer.');
export type HourItem = z.infer<typeof hourSchema>;

// The hours screens (issue 6): list with totals, manual entries, edit, delete and export.

export const HOUR_LIST_MESSAGES = {
  invalidDate: 'Vul een geldige datum in (JJJJ-MM-DD).',
  periodReversed: 'De einddatum ligt voor de begindatum.',
  durationRange: 'Vul een duur in van minimaal 1 minuut en maximaal 24 uur.',
  hoursRange: 'Vul een geheel aantal uren in (0 tot en met 24).',
  minutesRange: 'Vul een geheel aantal minuten in (0 tot en met 59).',
  dateRequired: 'Vul een datum in.',
  unknownUser: 'Deze medewerker bestaat niet of is geen medewerker van het energieadviesbureau.',
  onlyOwnBooking: 'Je kunt alleen uren voor jezelf registreren.',
  onlyOwnEntries: 'Je kunt alleen je eigen uren wijzigen of verwijderen.',
  invalidSort: 'Sorteren op dit veld is niet mogelijk.',
  invalidSource: 'Kies Timer of Handmatig.',
  invalidFormat: 'Kies Excel (xlsx) of CSV.',
  tooManyRows: (max: string) =>
    `Er zijn te veel uren om te exporteren (maximaal ${max} regels). Maak de selectie kleiner met de filters.`,
} as const;

export const HOUR_SOURCE_NAMES = { timer: 'Timer', manual: 'Handmatig' } as const;
export type HourSourceName = keyof typeof HOUR_SOURCE_NAMES;

/** At most this many rows go into one export file. */
export const MAX_HOUR_EXPORT_ROWS = 50_000;

export const HOUR_SORTS = [
  'date',
  '-date',
  'seconds',
  '-seconds',
  'user',
  '-user',
  'customer',
  '-customer',
] as const;

const isoDay = isoDayOf(HOUR_LIST_MESSAGES.invalidDate);

const idFilter = id();

/** The filters of the hours list and export (query string). */
const hourFilterFields = {
  userId: idFilter.optional(),
  customerId: idFilter.optional(),
  from: isoDay.optional().describe('First day, YYYY-MM-DD (inclusive).'),
  to: isoDay.optional().describe('Last day, YYYY-MM-DD (inclusive).'),
  source: z.enum(['timer', 'manual'], { error: HOUR_LIST_MESSAGES.invalidSource }).optional(),
  q: text().trim().max(200).optional().describe('Searches the description.'),
  sort: z.enum(HOUR_SORTS, { error: HOUR_LIST_MESSAGES.invalidSort }).default('-date'),
};

function checkPeriod(filters: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if (filters.from && filters.to && filters.from > filters.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: HOUR_LIST_MESSAGES.periodReversed });
  }
}

export const hourFilterSchema = z.object(hourFilterFields).superRefine(checkPeriod);
export type HourFilters = z.infer<typeof hourFilterSchema>;

export const hourListQuerySchema = z
  .object({
    ...hourFilterFields,
    ...pagingQuery,
  })
  .superRefine(checkPeriod);
export type HourListQuery = z.input<typeof hourListQuerySchema>;

export const hourExportQuerySchema = z
  .object({
    ...hourFilterFields,
    format: z.enum(['xlsx', 'csv'], { error: HOUR_LIST_MESSAGES.invalidFormat }).default('xlsx'),
  })
  .superRefine(checkPeriod);
export type HourExportQuery = z.input<typeof hourExportQuerySchema>;

const refSchema = z.object({ id: z.number().int(), name: text() });

export const hourListItemSchema = z
  .object({
    id: z.number().int(),
    date: text().describe('YYYY-MM-DD.'),
    seconds: z.number().int(),
    duration: text().describe('h:mm, rounded to the minute; under half a minute h:mm:ss (0:00:05).'),
    description: text(),
    source: z.enum(['timer', 'manual']),
    sourceName: text().describe("'Timer' or 'Handmatig'."),
    user: refSchema,
    customer: refSchema,
    createdAt: text(),
    updatedAt: text(),
  })
  .describe('A time entry with its user and customer.');
export type HourListItem = z.infer<typeof hourListItemSchema>;

export const hourTotalsSchema = z
  .object({
    totalSeconds: z.number().int(),
    perDay: z.array(z.object({ date: text(), seconds: z.number().int() })),
    perWeek: z.array(
      z.object({ isoYear: z.number().int(), isoWeek: z.number().int(), seconds: z.number().int() }),
    ),
    perMonth: z.array(
      z.object({ year: z.number().int(), month: z.number().int(), seconds: z.number().int() }),
    ),
  })
  .describe('Totals over the whole filtered set (not just the page), oldest first.');
export type HourTotals = z.infer<typeof hourTotalsSchema>;

export const hourListResponseSchema = z.object({
  data: z.array(hourListItemSchema),
  meta: listMetaSchema.extend({ totals: hourTotalsSchema }),
});
export type HourListResponse = z.infer<typeof hourListResponseSchema>;

const durationFields = {
  seconds: z
    .number({ error: HOUR_MESSAGES.secondsRange })
    .int(HOUR_MESSAGES.secondsRange)
    .min(1, HOUR_MESSAGES.secondsRange)
    .max(MAX_HOUR_SECONDS, HOUR_MESSAGES.secondsRange)
    .optional(),
  hours: z
    .number({ error: HOUR_LIST_MESSAGES.hoursRange })
    .int(HOUR_LIST_MESSAGES.hoursRange)
    .min(0, HOUR_LIST_MESSAGES.hoursRange)
    .max(24, HOUR_LIST_MESSAGES.hoursRange)
    .optional(),
  minutes: z
    .number({ error: HOUR_LIST_MESSAGES.minutesRange })
    .int(HOUR_LIST_MESSAGES.minutesRange)
    .min(0, HOUR_LIST_MESSAGES.minutesRange)
    .max(59, HOUR_LIST_MESSAGES.minutesRange)
    .optional(),
};

const entryFields = {
  date: isoDay,
  description: requiredText(HOUR_MESSAGES.descriptionRequired, 1000, HOUR_MESSAGES.descriptionTooLong),
  userId: refId(HOUR_LIST_MESSAGES.unknownUser).optional(),
  ...durationFields,
};

/** The seconds of a body: `seconds`, or `hours` + `minutes`; undefined when none is given. */
export function entrySeconds(body: {
  seconds?: number | undefined;
  hours?: number | undefined;
  minutes?: number | undefined;
}): number | undefined {
  if (body.seconds !== undefined) return body.seconds;
  if (body.hours === undefined && body.minutes === undefined) return undefined;
  return (body.hours ?? 0) * 3600 + (body.minutes ?? 0) * 60;
}

function checkDuration(
  body: { seconds?: number | undefined; hours?: number | undefined; minutes?: number | undefined },
  ctx: z.RefinementCtx,
  required: boolean,
) {
  if (body.seconds !== undefined) return;
  const seconds = entrySeconds(body);
  if (seconds === undefined ? required : seconds < 60 || seconds > MAX_HOUR_SECONDS) {
    ctx.addIssue({ code: 'custom', path: ['duration'], message: HOUR_LIST_MESSAGES.durationRange });
  }
}

export const hourCreateSchema = z
  .object({ ...entryFields, date: text(HOUR_LIST_MESSAGES.dateRequired).pipe(isoDay) })
  .superRefine((body, ctx) => checkDuration(body, ctx, true))
  .describe('A manual time entry: date, seconds (or hours + minutes), description, optional userId.');
export type HourCreate = z.input<typeof hourCreateSchema>;

export const hourUpdateSchema = z
  .object(entryFields)
  .partial()
  .superRefine((body, ctx) => checkDuration(body, ctx, false))
  .describe('Changes to a time entry; every field optional.');
export type HourUpdate = z.input<typeof hourUpdateSchema>;

/** A duration as h:mm, rounded to the minute: 3665 → '1:01', 754 → '0:13'. */
export function formatHoursMinutes(seconds: number): string {
  // Under half a minute would round to 0:00 and hide that anything was registered (issue 31): such a
  // short timer registration shows its seconds, h:mm:ss.
  if (seconds > 0 && seconds < 30) return `0:00:${String(Math.round(seconds)).padStart(2, '0')}`;
  const minutes = Math.round(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Decimal hours rounded to two decimals: 5400 → 1.5. */
export function decimalHours(seconds: number): number {
  return Math.round((seconds / 3600) * 100) / 100;
}
