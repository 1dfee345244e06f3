import { z } from 'zod';
import type { PermissionRule } from './access.ts';
import { text, requiredText, intBetween } from './primitives.ts';
import { VOLUME_SOURCES } from './tax-overview.ts';
import { ENERGY_SAVING_CATEGORIES, type EnergySavingCategory } from './energy-saving-categories.ts';
import { emlMeasureOf } from './energy-saving-eml.ts';

// The energy-saving obligation (issue 12, module energysaving, permission organisation-information):
// per location (address) of a customer the yearly totals, the obligation that follows
// (packages/domain/src/energy-saving.ts), the recognised measures with their status, the report deadline,
// and the eLoket export.

export const ENERGY_SAVING_READ = {
  allOf: ['mod:energysaving', 'organisation-information:read'],
} as const satisfies PermissionRule;
export const ENERGY_SAVING_WRITE = {
  allOf: ['mod:energysaving', 'organisation-information:write'],
} as const satisfies PermissionRule;

export { ENERGY_SAVING_CATEGORIES, type EnergySavingCategory };
const CATEGORY_CODES = Object.keys(ENERGY_SAVING_CATEGORIES) as [
  EnergySavingCategory,
  ...EnergySavingCategory[],
];

export const MEASURE_STATUSES = ['done', 'planned', 'not-applicable'] as const;
export type MeasureStatus = (typeof MEASURE_STATUSES)[number];
export const MEASURE_STATUS_LABELS: Record<MeasureStatus, string> = {
  done: 'Uitgevoerd',
  planned: 'Gepland',
  'not-applicable': 'Niet van toepassing',
};

export const OBLIGATIONS = ['none', 'energiebesparingsplicht', 'onderzoeksplicht'] as const;
export const OBLIGATION_LABELS: Record<(typeof OBLIGATIONS)[number], string> = {
  none: 'Geen verplichting',
  energiebesparingsplicht: 'Energiebesparingsplicht',
  onderzoeksplicht: 'Onderzoeksplicht',
};

export const ENERGY_SAVING_MESSAGES = {
  year: 'Kies een jaar tussen 2000 en 2100.',
  location: 'Kies een locatie van deze klant.',
  category: 'Kies een categorie van de erkende maatregelenlijst.',
  measure: 'Beschrijf de maatregel (maximaal 300 tekens).',
  emlCode: 'Kies een maatregel van de erkende maatregelenlijst, of overige maatregel.',
  status: 'Kies uitgevoerd, gepland of niet van toepassing.',
  reasonRequired: 'Geef aan waarom deze maatregel niet van toepassing is.',
  reasonTooLong: 'De toelichting mag maximaal 1000 tekens bevatten.',
  measureYear: 'Vul een jaar in tussen 2000 en 2100, of laat het leeg.',
  kwh: 'Vul een hoeveelheid in van 0 of meer.',
} as const;
const M = ENERGY_SAVING_MESSAGES;

const year = (message: string) => intBetween(2000, 2100, message);
const bodyYear = (message: string) =>
  z.number({ error: message }).int(message).min(2000, message).max(2100, message);

/** The location of a connection: postcode without spaces in capitals, "|", house number + addition. */
export function locationKeyOf(c: {
  postcode: string | null;
  houseNumber: string | null;
  houseNumberAddition?: string | null;
}): string | null {
  const postcode = (c.postcode ?? '').replace(/\s+/g, '').toUpperCase();
  const number = `${(c.houseNumber ?? '').trim()}${(c.houseNumberAddition ?? '').trim()}`.toUpperCase();
  return postcode && number ? `${postcode}|${number}` : null;
}

export const energySavingQuerySchema = z.object({
  year: year(M.year).describe('Calendar year of the totals.'),
});
export const energySavingExportQuerySchema = energySavingQuerySchema;

export const measureBodySchema = z
  .object({
    locationKey: text(M.location).min(1, M.location).max(100, M.location),
    emlCode: text(M.emlCode)
      .max(100, M.emlCode)
      .nullable()
      .default(null)
      .describe("A measure of a recognised list, '<list id>:<code>' (EML_LISTS); null: overige maatregel."),
    category: z.enum(CATEGORY_CODES, { error: M.category }),
    measure: requiredText(M.measure, 300).describe(
      "Free text of an overige maatregel; a recognised measure's title replaces it.",
    ),
    status: z.enum(MEASURE_STATUSES, { error: M.status }),
    reason: text().trim().max(1000, M.reasonTooLong).default(''),
    year: bodyYear(M.measureYear).nullable().default(null).describe('Year done or planned.'),
  })
  .transform((body) => {
    // A recognised measure brings its own title and category; the free text is for "overige maatregel".
    const eml = body.emlCode === null ? undefined : emlMeasureOf(body.emlCode);
    return eml ? { ...body, category: eml.measure.category, measure: eml.measure.title } : body;
  })
  .superRefine((body, issue) => {
    if (body.emlCode !== null && !emlMeasureOf(body.emlCode)) {
      issue.addIssue({ code: 'custom', path: ['emlCode'], message: M.emlCode });
    }
    if (body.status === 'not-applicable' && body.reason === '') {
      issue.addIssue({ code: 'custom', path: ['reason'], message: M.reasonRequired });
    }
  })
  .describe('A recognised measure at one location.');
export type MeasureBody = z.input<typeof measureBodySchema>;

export const measureSchema = z.object({
  id: z.number().int(),
  locationKey: text(),
  emlCode: text().nullable().describe("'<list id>:<code>' of a recognised measure; null: overige maatregel."),
  category: z.enum(CATEGORY_CODES),
  measure: text(),
  status: z.enum(MEASURE_STATUSES),
  reason: text(),
  year: z.number().int().nullable(),
  updatedAt: text(),
});
export type Measure = z.infer<typeof measureSchema>;
export const measureResponseSchema = z.object({ data: measureSchema });

export const selfGenerationBodySchema = z.object({
  locationKey: text(M.location).min(1, M.location).max(100, M.location),
  year: bodyYear(M.year),
  kwh: z.number({ error: M.kwh }).min(0, M.kwh).max(1_000_000_000_000, M.kwh),
});
export type SelfGenerationBody = z.input<typeof selfGenerationBodySchema>;
export const selfGenerationResponseSchema = z.object({ data: selfGenerationBodySchema });

export const energySavingLocationSchema = z.object({
  key: text(),
  address: text(),
  connections: z.array(
    z.object({
      connectionId: z.number().int(),
      ean: text(),
      product: z.union([z.literal(1), z.literal(2)]),
      source: z.enum(VOLUME_SOURCES),
      volume: z.number().nullable(),
    }),
  ),
  electricityKwh: z.number().describe('From the grid, Σ of the electricity connections.'),
  selfGeneratedKwh: z.number().describe('Generated and used on site, where known (0 otherwise).'),
  gasM3: z.number(),
  complete: z
    .boolean()
    .describe('Every connection has a volume for the whole year (measured or stated), none extrapolated.'),
  extrapolated: z
    .boolean()
    .describe('A connection has measured data of part of the year only, scaled up by the days covered.'),
  obligation: z.enum(OBLIGATIONS),
  informatieplicht: z.boolean(),
  decidedBy: z.array(z.enum(['electricity', 'gas'])),
  measures: z.array(measureSchema),
});
export type EnergySavingLocation = z.infer<typeof energySavingLocationSchema>;

export const energySavingResponseSchema = z.object({
  data: z.array(energySavingLocationSchema),
  meta: z.object({
    year: z.number().int(),
    deadline: text().describe('The next eLoket report deadline, YYYY-MM-DD.'),
    previousDeadline: text().nullable(),
  }),
});
export type EnergySavingResponse = z.infer<typeof energySavingResponseSchema>;
