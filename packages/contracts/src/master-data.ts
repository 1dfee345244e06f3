import { z } from 'zod';
import { text, requiredText, intBetween } from './primitives.ts';
import { MESSAGES } from './messages.ts';

// Master data of the back office (DOMAIN.md "Market parties"): suppliers, grid operators and metering
// companies share one shape (name, GLN party code, contact data, internal notes); grid operators add the
// commodities they carry. Trafos are the transformers large connections hang off.

export const MARKET_PARTY_RESOURCES = ['suppliers', 'grid-operators', 'measuring-companies'] as const;
export type MarketPartyResource = (typeof MARKET_PARTY_RESOURCES)[number];

export const GRID_OPERATOR_COMMODITIES = ['electricity', 'gas', 'both'] as const;
export type GridOperatorCommodities = (typeof GRID_OPERATOR_COMMODITIES)[number];

export const COMMODITY_LABELS: Record<GridOperatorCommodities, string> = {
  electricity: 'Elektriciteit',
  gas: 'Gas',
  both: 'Beide',
};

export const GLN_LENGTH = 13;

export const MARKET_PARTY_MESSAGES = {
  nameRequired: 'Vul een naam in.',
  nameTaken: {
    suppliers: 'Er bestaat al een leverancier met deze naam.',
    'grid-operators': 'Er bestaat al een netbeheerder met deze naam.',
    'measuring-companies': 'Er bestaat al een meetbedrijf met deze naam.',
    trafos: 'Er bestaat al een trafo met deze naam.',
  },
  codeFormat: 'Een EAN/GLN-code bestaat uit 13 cijfers.',
  codeCheckDigit: 'Deze EAN/GLN-code is ongeldig: het controlecijfer klopt niet.',
  emailInvalid: MESSAGES.invalidEmail,
  websiteInvalid: 'Vul een geldig webadres in, bijvoorbeeld https://www.voorbeeld.nl.',
  phoneInvalid: 'Vul een geldig telefoonnummer in.',
  commoditiesInvalid: 'Kies Elektriciteit, Gas of Beide.',
  gridOperatorUnknown: 'Deze netbeheerder bestaat niet.',
  capacityInvalid: 'Vul de capaciteit in als een geheel aantal kVA groter dan 0.',
  tooLong: (max: number) => `Gebruik maximaal ${max} tekens.`,
} as const;

/** GS1 check digit of the first 12 digits of a GLN-13 (weights 1,3,1,3… from the left). */
export function glnCheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error('glnCheckDigit expects 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** True when the code is 13 digits and its GS1 check digit is right. */
export function isValidGln(code: string): boolean {
  return /^\d{13}$/.test(code) && glnCheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** A phone number: digits with spaces, dashes, brackets and a leading +; 8 to 15 digits. */
export function isValidPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s\-()]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

/** A website as typed ('www.eneco.nl' or a full URL), completed with https:// ; undefined when invalid. */
export function normaliseWebsite(value: string): string | undefined {
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!/^[a-z\d-]+(\.[a-z\d-]+)+$/i.test(url.hostname)) return undefined;
    return withScheme;
  } catch {
    return undefined;
  }
}

/** Optional text: trimmed, '' becomes null. */
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, MARKET_PARTY_MESSAGES.tooLong(max))
    .nullish()
    .transform((value) => (value ? value : null));

/** Runs a check on a present, non-empty value only. */
const checkedText = (max: number, check: (value: string) => string | undefined) =>
  optionalText(max).transform((value, context) => {
    if (value === null) return null;
    const message = check(value);
    if (message) context.addIssue({ code: 'custom', message });
    return value;
  });

const codeSchema = text()
  .nullish()
  .transform((value, context) => {
    const code = (value ?? '').replace(/[\s.-]/g, '');
    if (!code) return null;
    if (!/^\d{13}$/.test(code))
      context.addIssue({ code: 'custom', message: MARKET_PARTY_MESSAGES.codeFormat });
    else if (!isValidGln(code)) {
      context.addIssue({ code: 'custom', message: MARKET_PARTY_MESSAGES.codeCheckDigit });
    }
    return code;
  })
  .describe('EAN/GLN party code: 13 digits with a GS1 check digit; spaces are removed.');

const websiteSchema = optionalText(500)
  .transform((value, context) => {
    if (value === null) return null;
    const website = normaliseWebsite(value);
    if (!website) context.addIssue({ code: 'custom', message: MARKET_PARTY_MESSAGES.websiteInvalid });
    return website ?? value;
  })
  .describe("Website; 'www.voorbeeld.nl' is saved as 'https://www.voorbeeld.nl'.");

const nameSchema = text(MARKET_PARTY_MESSAGES.nameRequired)
  .trim()
  .min(1, MARKET_PARTY_MESSAGES.nameRequired)
  .max(200, MARKET_PARTY_MESSAGES.tooLong(200));

const partyFields = {
  name: nameSchema,
  code: codeSchema,
  emailAddress: checkedText(254, (value) =>
    z.email().safeParse(value).success ? undefined : MARKET_PARTY_MESSAGES.emailInvalid,
  ),
  phoneNumber: checkedText(30, (value) =>
    isValidPhoneNumber(value) ? undefined : MARKET_PARTY_MESSAGES.phoneInvalid,
  ),
  website: websiteSchema,
  notes: optionalText(5000).describe('Internal notes; only admins see them.'),
};

/** Create body of a supplier or metering company (no defaults: the update body is its partial). */
export const marketPartyBodySchema = z.object(partyFields);
export type MarketPartyBody = z.input<typeof marketPartyBodySchema>;

const commoditiesSchema = z
  .enum(GRID_OPERATOR_COMMODITIES, { error: MARKET_PARTY_MESSAGES.commoditiesInvalid })
  .describe('electricity (Elektriciteit), gas (Gas) or both (Beide); new grid operators: both.');

export const gridOperatorBodySchema = z.object({ ...partyFields, commodities: commoditiesSchema.optional() });
export type GridOperatorBody = z.input<typeof gridOperatorBodySchema>;

const itemTimestamps = { createdAt: text(), updatedAt: text() };

export const marketPartyItemSchema = z.object({
  id: z.number().int(),
  name: text(),
  code: text().nullable(),
  emailAddress: text().nullable(),
  phoneNumber: text().nullable(),
  website: text().nullable(),
  notes: text().nullable().optional().describe('Admins only.'),
  connectionCount: z.number().int().optional().describe('Connections using this party (admins only).'),
  ...itemTimestamps,
});
export type MarketPartyItem = z.infer<typeof marketPartyItemSchema>;

export const gridOperatorItemSchema = marketPartyItemSchema.extend({ commodities: commoditiesSchema });
export type GridOperatorItem = z.infer<typeof gridOperatorItemSchema>;

export const trafoBodySchema = z.object({
  name: nameSchema,
  location: optionalText(300),
  gridOperatorId: z
    .number({ error: MARKET_PARTY_MESSAGES.gridOperatorUnknown })
    .int(MARKET_PARTY_MESSAGES.gridOperatorUnknown)
    .positive(MARKET_PARTY_MESSAGES.gridOperatorUnknown)
    .nullish()
    .transform((value) => value ?? null),
  capacityKva: z
    .number({ error: MARKET_PARTY_MESSAGES.capacityInvalid })
    .int(MARKET_PARTY_MESSAGES.capacityInvalid)
    .positive(MARKET_PARTY_MESSAGES.capacityInvalid)
    .max(10_000_000, MARKET_PARTY_MESSAGES.capacityInvalid)
    .nullish()
    .transform((value) => value ?? null),
  voltageLevel: optionalText(100).describe("e.g. '10 kV / 0,4 kV'."),
  notes: optionalText(5000).describe('Internal notes; only admins see them.'),
});
export type TrafoBody = z.input<typeof trafoBodySchema>;

export const trafoItemSchema = z.object({
  id: z.number().int(),
  name: text(),
  location: text().nullable(),
  gridOperatorId: z.number().int().nullable(),
  gridOperator: z.object({ id: z.number().int(), name: text() }).nullable().optional(),
  capacityKva: z.number().int().nullable(),
  voltageLevel: text().nullable(),
  notes: text().nullable().optional().describe('Admins only.'),
  connectionCount: z.number().int().optional().describe('Connections on this trafo (admins only).'),
  ...itemTimestamps,
});
export type TrafoItem = z.infer<typeof trafoItemSchema>;

/** GET grid-operators/{id}/detail (is:admin): the party plus what it serves, across customers. */
export const gridOperatorDetailSchema = gridOperatorItemSchema.extend({
  electricCount: z.number().int(),
  gasCount: z.number().int(),
  customers: z.array(
    z.object({
      id: z.number().int(),
      name: text(),
      electricCount: z.number().int(),
      gasCount: z.number().int(),
    }),
  ),
});
export type GridOperatorDetail = z.infer<typeof gridOperatorDetailSchema>;

export const gridOperatorConnectionSchema = z.object({
  id: z.number().int(),
  ean: text(),
  formattedAddress: text(),
  product: z.number().int().describe('1 electricity, 2 gas.'),
  hasProd: z.boolean(),
  customer: z.object({ id: z.number().int(), name: text() }),
});
export type GridOperatorConnection = z.infer<typeof gridOperatorConnectionSchema>;

// The low-tariff ("dal") window of a grid operator (DOMAIN.md: it differs per operator). Times are local
// wall-clock times on whole quarters; an end before the start runs past midnight.

export const LOW_TARIFF_MESSAGES = {
  time: 'Vul een tijd in als UU:MM op een heel kwartier, bijvoorbeeld 23:00.',
  sameTimes: 'Begin en einde van het daltarief vallen samen: kies een einde dat verschilt van het begin.',
  flag: 'Kies ja of nee.',
  regionName: 'Vul een naam voor de regio in (hoogstens 100 tekens).',
  postcode: 'Vul de vier cijfers van een postcode in (1000–9999).',
  postcodeOrder: 'De laatste postcode ligt vóór de eerste.',
  overlap: (name: string) => `Dit postcodegebied overlapt met regio ${name}.`,
  regions: 'Hoogstens 20 regio’s.',
} as const;

/** 'HH:MM' of a minute of the day (1380 → '23:00'). */
export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/** The minute of the day of 'HH:MM' ('07:00' → 420). */
export function minuteOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

const quarterTime = text(LOW_TARIFF_MESSAGES.time)
  .trim()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, LOW_TARIFF_MESSAGES.time)
  .describe("Local time 'HH:MM' on a whole quarter.");

const postcodeDigits = intBetween(1000, 9999, LOW_TARIFF_MESSAGES.postcode);

/** A region of the grid operator with its own nightly hours, by the 4 digits of the postcode. */
export const lowTariffRegionSchema = z.object({
  name: requiredText(LOW_TARIFF_MESSAGES.regionName, 100),
  postcodeFrom: postcodeDigits.describe('First 4-digit postcode of the region, e.g. 9000.'),
  postcodeTo: postcodeDigits.describe('Last 4-digit postcode of the region (inclusive), e.g. 9999.'),
  from: quarterTime.describe("Start of the region's nightly low window, e.g. '21:00'."),
  to: quarterTime.describe("End of the region's nightly low window, e.g. '07:00'."),
});

export const lowTariffBodySchema = z
  .object({
    from: quarterTime.describe("Start of the nightly low window, e.g. '23:00'."),
    to: quarterTime.describe("End of the nightly low window, e.g. '07:00' (before from: past midnight)."),
    weekends: z.boolean({ error: LOW_TARIFF_MESSAGES.flag }).describe('Saturdays and Sundays low all day.'),
    holidays: z
      .boolean({ error: LOW_TARIFF_MESSAGES.flag })
      .describe('Dutch public holidays low all day (Bevrijdingsdag in lustrum years only).'),
    regions: z
      .array(lowTariffRegionSchema)
      .max(20, LOW_TARIFF_MESSAGES.regions)
      .default([])
      .describe(
        "Regions (postcode ranges) whose nightly hours differ from the operator's; weekends and holidays stay the operator's.",
      ),
  })
  .superRefine((body, context) => {
    if (body.from === body.to)
      context.addIssue({ code: 'custom', path: ['to'], message: LOW_TARIFF_MESSAGES.sameTimes });
    body.regions.forEach((region, index) => {
      const at = (field: string, message: string) =>
        context.addIssue({ code: 'custom', path: ['regions', index, field], message });
      if (region.from === region.to) at('to', LOW_TARIFF_MESSAGES.sameTimes);
      if (region.postcodeFrom > region.postcodeTo) at('postcodeTo', LOW_TARIFF_MESSAGES.postcodeOrder);
      const other = body.regions
        .slice(0, index)
        .find((r) => region.postcodeFrom <= r.postcodeTo && r.postcodeFrom <= region.postcodeTo);
      if (other) at('postcodeFrom', LOW_TARIFF_MESSAGES.overlap(other.name));
    });
  });
export type LowTariffBody = z.input<typeof lowTariffBodySchema>;
export type LowTariffBodyParsed = z.output<typeof lowTariffBodySchema>;

export const LOW_TARIFF_REBUILD_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

export const lowTariffSettingSchema = z.object({
  gridOperatorId: z.number().int(),
  from: text(),
  to: text(),
  weekends: z.boolean(),
  holidays: z.boolean(),
  regions: z
    .array(
      z.object({
        name: text(),
        postcodeFrom: z.number().int(),
        postcodeTo: z.number().int(),
        from: text(),
        to: text(),
      }),
    )
    .describe("Regions (postcode ranges) with their own nightly hours; the rest has the operator's window."),
  isDefault: z
    .boolean()
    .describe('True while the window is the seeded common default (23:00–07:00, weekends, holidays).'),
  rebuild: z
    .object({
      jobId: text(),
      status: z.enum(LOW_TARIFF_REBUILD_STATUSES),
      progress: z.number(),
    })
    .nullable()
    .describe("The last recalculation of the low sums of this operator's connections after a change."),
  holidayList: z
    .array(z.object({ day: text(), name: text() }))
    .describe('The public holidays of the current year that count as low (when holidays is true).'),
});
export type LowTariffSetting = z.infer<typeof lowTariffSettingSchema>;
