import { z } from 'zod';
import { parseDeliveryPeriod } from '@energiek/domain/delivery-period';
import { listQuerySchema } from './envelopes.ts';
import { formatNumber } from './format.ts';
import { isIsoDay, refId, text, requiredText } from './primitives.ts';
import { PARAMETERS_READ, PARAMETERS_WRITE } from './access-rules.ts';

export { PARAMETERS_READ, PARAMETERS_WRITE };

// Parameters (back office, issue 12): versioned, dated figures admins maintain instead of constants in code
// (DOMAIN.md "Energy tax", "Grid tariffs", "Purchasing"). Every figure is a decimal string ("0.10880"):
// bodies take a dot or a comma (or a JSON number) and the API always answers with a dot, never a float.

export const PARAMETER_KINDS = [
  'energy-tax',
  'ode',
  'tax-reduction',
  'vat',
  'grid-tariff',
  'metering-tariff',
  'forward-price',
] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

export const PARAMETER_KIND_LABELS: Record<ParameterKind, string> = {
  'energy-tax': 'Energiebelasting',
  ode: 'ODE',
  'tax-reduction': 'Belastingvermindering',
  vat: 'Btw',
  'grid-tariff': 'Nettarieven',
  'metering-tariff': 'Meettarieven',
  'forward-price': 'Termijnprijzen',
};

/** Kinds that belong to one calendar year and can be copied to the next. */
export const YEARLY_PARAMETER_KINDS = [
  'energy-tax',
  'ode',
  'tax-reduction',
  'grid-tariff',
  'metering-tariff',
] as const;
export type YearlyParameterKind = (typeof YEARLY_PARAMETER_KINDS)[number];

/** ODE was a separate levy up to and including this year (merged into energy tax from 2023). */
export const LAST_ODE_YEAR = 2022;
export const PARAMETER_YEAR_MIN = 2000;
export const PARAMETER_YEAR_MAX = 2100;

export const PRODUCT_LABELS: Record<1 | 2, string> = { 1: 'Elektriciteit', 2: 'Gas' };
export const PRODUCT_UNITS: Record<1 | 2, string> = { 1: 'kWh', 2: 'm³' };
export const FORWARD_LOADS = ['base', 'peak'] as const;
export type ForwardLoad = (typeof FORWARD_LOADS)[number];
export const FORWARD_LOAD_LABELS: Record<ForwardLoad, string> = { base: 'Base', peak: 'Peak' };

export const PARAMETER_MESSAGES = {
  kindInvalid: 'Kies een soort parameter.',
  kindChanged: 'De soort van een parameter kan niet veranderen.',
  productInvalid: 'Kies Elektriciteit of Gas.',
  yearInvalid: `Vul een jaar in tussen ${PARAMETER_YEAR_MIN} en ${PARAMETER_YEAR_MAX}.`,
  odeYear: `ODE bestaat alleen tot en met ${LAST_ODE_YEAR}; vanaf 2023 zit het in de energiebelasting.`,
  decimalInvalid: 'Vul een getal in, bijvoorbeeld 0,10880.',
  amountInvalid: 'Vul een bedrag in, bijvoorbeeld 12.500,50.',
  decimalNegative: 'Vul 0 of meer in.',
  required: 'Vul dit veld in.',
  bracketsEmpty: 'Voeg minstens één schijf toe.',
  bracketBoundInvalid: 'Vul een hele hoeveelheid van 0 of meer in.',
  bracketFirstFrom: 'De eerste schijf begint bij 0.',
  bracketToAfterFrom: 'De bovengrens moet hoger zijn dan de ondergrens.',
  bracketGap: (from: number) => `Deze schijf moet aansluiten op de vorige: begin bij ${formatNumber(from)}.`,
  bracketOverlap: (from: number) => `Deze schijf overlapt de vorige: begin bij ${formatNumber(from)}.`,
  bracketLastOpen: 'De laatste schijf heeft geen bovengrens (leeg laten).',
  bracketOnlyLastOpen: 'Alleen de laatste schijf mag zonder bovengrens zijn.',
  dateInvalid: 'Vul een geldige datum in.',
  vatToBeforeFrom: 'De einddatum ligt vóór de begindatum.',
  vatRateMax: 'Een btw-tarief is hoogstens 100 %.',
  vatOverlap: (other: string) => `Deze periode overlapt een ander btw-tarief (${other}).`,
  duplicate: 'Deze parameter bestaat al; pas de bestaande aan.',
  gridOperatorRequired: 'Kies een netbeheerder.',
  gridOperatorUnknown: 'Deze netbeheerder bestaat niet.',
  measuringCompanyRequired: 'Kies een meetbedrijf.',
  measuringCompanyUnknown: 'Dit meetbedrijf bestaat niet.',
  connectionClassRequired: 'Vul het netvlak of de aansluitcategorie in, bijvoorbeeld MS of LS.',
  periodInvalid: 'Vul een leveringsperiode in zoals Cal-27, Q1-27 of Jan-27.',
  loadInvalid: 'Kies Base of Peak.',
  noteTooLong: 'Gebruik maximaal 2000 tekens.',
  sourceTooLong: 'Gebruik maximaal 300 tekens.',
  copyNothing: 'Er is niets om te kopiëren uit dit jaar.',
  importFile: 'Kies een Excel-bestand (.xlsx) om te importeren.',
  importUnreadable: 'Dit bestand kan niet gelezen worden als Excel-bestand (.xlsx).',
  importEmpty: 'Het bestand bevat geen parameters.',
} as const;

/**
 * Normalises a decimal as typed to a dot string; undefined when invalid. A comma or a dot marks the decimals
 * ('0,10880', '0.10880'); where a comma marks them, dots may group thousands as Dutch users type amounts
 * ('12.500,50' → '12500.50'). A dot alone is always the decimal mark ('1.234' is 1.234).
 */
export function normaliseDecimal(value: string | number): string | undefined {
  const raw = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  const typed = raw.trim();
  const grouped = /^-?\d{1,3}(\.\d{3})+,\d+$/.test(typed) ? typed.replaceAll('.', '') : typed;
  const trimmed = grouped.replace(',', '.');
  if (!/^-?\d{1,12}(\.\d{1,10})?$/.test(trimmed)) return undefined;
  return trimmed;
}

function checkedDecimal(
  value: string,
  context: z.RefinementCtx,
  invalid: string = PARAMETER_MESSAGES.decimalInvalid,
): string {
  const normal = normaliseDecimal(value);
  if (normal === undefined) {
    context.addIssue({ code: 'custom', message: invalid });
    return value;
  }
  if (normal.startsWith('-'))
    context.addIssue({ code: 'custom', message: PARAMETER_MESSAGES.decimalNegative });
  return normal;
}

/**
 * A decimal ≥ 0 (€, € per unit, %) as a string with a dot or a comma; answers a dot string. `invalid` is the
 * message for what is not a number (an amount in € says so with an amount as its example).
 */
export function decimal(invalid: string = PARAMETER_MESSAGES.decimalInvalid) {
  return text(invalid)
    .transform((value, context) => checkedDecimal(value, context, invalid))
    .describe('A decimal ≥ 0 as a string ("0.10880"; a comma is accepted).');
}

/** An optional decimal: null, '' or absent is null. */
const optionalDecimal = () =>
  text(PARAMETER_MESSAGES.decimalInvalid)
    .nullish()
    .transform((value, context) =>
      value === null || value === undefined || value.trim() === '' ? null : checkedDecimal(value, context),
    );

const productSchema = z
  .union([z.literal(1), z.literal(2)], { error: PARAMETER_MESSAGES.productInvalid })
  .describe('1 electricity (kWh), 2 gas (m³).');

const yearSchema = z
  .number({ error: PARAMETER_MESSAGES.yearInvalid })
  .int(PARAMETER_MESSAGES.yearInvalid)
  .min(PARAMETER_YEAR_MIN, PARAMETER_MESSAGES.yearInvalid)
  .max(PARAMETER_YEAR_MAX, PARAMETER_MESSAGES.yearInvalid);

const daySchema = text(PARAMETER_MESSAGES.dateInvalid).refine(isIsoDay, PARAMETER_MESSAGES.dateInvalid);

const bound = z
  .number({ error: PARAMETER_MESSAGES.bracketBoundInvalid })
  .int(PARAMETER_MESSAGES.bracketBoundInvalid)
  .min(0, PARAMETER_MESSAGES.bracketBoundInvalid)
  .max(1e12, PARAMETER_MESSAGES.bracketBoundInvalid);

export const bracketBodySchema = z.object({
  from: bound.describe('Lower bound (kWh or m³ of the year so far), inclusive.'),
  to: bound.nullable().describe('Upper bound, exclusive; null for the last, open bracket.'),
  rate: decimal().describe('€ per kWh or m³ excluding VAT (business use).'),
  rateNonBusiness: optionalDecimal().describe('Non-business rate where it differs; null when the same.'),
});
export type BracketBody = z.input<typeof bracketBodySchema>;

type Bounds = { from: number; to: number | null };
export type BracketIssue = { index: number; field: 'from' | 'to'; message: string };

/** Brackets start at 0, each ends above its start, each starts where the previous ended, only the last is open. */
export function bracketIssues(brackets: readonly Bounds[]): BracketIssue[] {
  const issues: BracketIssue[] = [];
  brackets.forEach((bracket, index) => {
    if (index === 0 && bracket.from !== 0) {
      issues.push({ index, field: 'from', message: PARAMETER_MESSAGES.bracketFirstFrom });
    }
    const previous = index > 0 ? brackets[index - 1] : undefined;
    if (previous && previous.to !== null && bracket.from !== previous.to) {
      issues.push({
        index,
        field: 'from',
        message:
          bracket.from < previous.to
            ? PARAMETER_MESSAGES.bracketOverlap(previous.to)
            : PARAMETER_MESSAGES.bracketGap(previous.to),
      });
    }
    const last = index === brackets.length - 1;
    if (bracket.to !== null && bracket.to <= bracket.from) {
      issues.push({ index, field: 'to', message: PARAMETER_MESSAGES.bracketToAfterFrom });
    } else if (last && bracket.to !== null) {
      issues.push({ index, field: 'to', message: PARAMETER_MESSAGES.bracketLastOpen });
    } else if (!last && bracket.to === null) {
      issues.push({ index, field: 'to', message: PARAMETER_MESSAGES.bracketOnlyLastOpen });
    }
  });
  return issues;
}

const bracketsSchema = z
  .array(bracketBodySchema, { error: PARAMETER_MESSAGES.bracketsEmpty })
  .min(1, PARAMETER_MESSAGES.bracketsEmpty)
  .max(20)
  .superRefine(
    (brackets, context) => {
      // Also runs when a rate is bad (so every problem shows at once); skipped while a bound is not a number.
      const bounds = (brackets as unknown[]).map((b) => (b ?? {}) as { from?: unknown; to?: unknown });
      const valid = bounds.every(
        (b) => typeof b.from === 'number' && (b.to === null || typeof b.to === 'number'),
      );
      if (!valid) return;
      for (const issue of bracketIssues(bounds as Bounds[])) {
        context.addIssue({ code: 'custom', path: [issue.index, issue.field], message: issue.message });
      }
    },
    { when: (payload) => Array.isArray(payload.value) },
  );

const common = {
  verified: z.boolean().default(false).describe('true once an admin checked the figures against the source.'),
  source: text()
    .trim()
    .max(300, PARAMETER_MESSAGES.sourceTooLong)
    .nullish()
    .transform((value) => (value ? value : null))
    .describe('Publication and date the figures come from, e.g. the Belastingdienst table of that year.'),
  note: text()
    .trim()
    .max(2000, PARAMETER_MESSAGES.noteTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
};

const energyTaxBody = z.object({
  kind: z.literal('energy-tax'),
  product: productSchema,
  year: yearSchema,
  brackets: bracketsSchema,
  ...common,
});

const odeBody = z.object({
  kind: z.literal('ode'),
  product: productSchema,
  year: yearSchema.max(LAST_ODE_YEAR, PARAMETER_MESSAGES.odeYear),
  brackets: bracketsSchema,
  ...common,
});

const taxReductionBody = z.object({
  kind: z.literal('tax-reduction'),
  year: yearSchema,
  amount: decimal().describe('€ per electricity connection with a verblijfsfunctie per year, excl. VAT.'),
  ...common,
});

const vatBody = z
  .object({
    kind: z.literal('vat'),
    validFrom: daySchema.describe('First day, YYYY-MM-DD.'),
    validTo: text(PARAMETER_MESSAGES.dateInvalid)
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isIsoDay(value), PARAMETER_MESSAGES.dateInvalid)
      .describe('Last day (inclusive), YYYY-MM-DD; null = open.'),
    rate: decimal()
      .refine((value) => Number(value) <= 100, PARAMETER_MESSAGES.vatRateMax)
      .describe('Percentage, "21" = 21 %.'),
    ...common,
  })
  .superRefine((body, context) => {
    if (body.validTo && body.validTo < body.validFrom) {
      context.addIssue({ code: 'custom', path: ['validTo'], message: PARAMETER_MESSAGES.vatToBeforeFrom });
    }
  });

const gridTariffBody = z.object({
  kind: z.literal('grid-tariff'),
  gridOperatorId: refId(PARAMETER_MESSAGES.gridOperatorRequired),
  year: yearSchema,
  product: productSchema.default(1),
  connectionClass: requiredText(PARAMETER_MESSAGES.connectionClassRequired, 40).describe(
    'Grid level or connection class, e.g. MS, MS/LS, LS, or a gas capacity class.',
  ),
  fixedTransportFee: optionalDecimal().describe('Vastrecht transportdienst, € per year.'),
  periodicConnectionFee: optionalDecimal().describe('Periodieke aansluitvergoeding, € per year.'),
  contractedCapacityRate: optionalDecimal().describe('€ per contracted kW (gas: m³(n)/h) per year.'),
  maxKwRate: optionalDecimal().describe('€ per kW max per month.'),
  kwhRate: optionalDecimal().describe('€ per kWh (LS: normal).'),
  kwhRateLow: optionalDecimal().describe('€ per kWh low (LS), where it differs.'),
  kvarhRate: optionalDecimal().describe('€ per kVArh beyond the free reactive share.'),
  meteringFee: optionalDecimal().describe(
    'Meettarief, € per year: meter rent and metering service where the grid operator runs the meter.',
  ),
  ...common,
});

/**
 * A metering company's own price (issue 29): meter rent and metering service of a large connection it
 * meters, € per year per connection, per product. The invoice audit checks the metering company's meter
 * rent against it (where the grid operator meters, the grid tariff's `meteringFee` counts).
 */
const meteringTariffBody = z.object({
  kind: z.literal('metering-tariff'),
  measuringCompanyId: refId(PARAMETER_MESSAGES.measuringCompanyRequired),
  year: yearSchema,
  product: productSchema.default(1),
  meteringFee: decimal().describe('Meter rent and metering service, € per connection per year, excl. VAT.'),
  ...common,
});

const forwardPriceBody = z
  .object({
    kind: z.literal('forward-price'),
    product: productSchema,
    period: text(PARAMETER_MESSAGES.periodInvalid)
      .transform((value, context) => {
        const period = parseDeliveryPeriod(value);
        if (!period) {
          context.addIssue({ code: 'custom', message: PARAMETER_MESSAGES.periodInvalid });
          return z.NEVER;
        }
        return period.code;
      })
      .describe('Delivery period: Cal-27, Q1-27 or Jan-27.'),
    load: z.enum(FORWARD_LOADS, { error: PARAMETER_MESSAGES.loadInvalid }).default('base'),
    quoteDate: daySchema.describe('The trading day of the quote, YYYY-MM-DD.'),
    price: decimal().describe('€ per MWh.'),
    ...common,
  })
  .describe('A forward market quote (purchasing).');

/** Create (and full update) body: one shape per kind. */
export const parameterBodySchema = z.discriminatedUnion(
  'kind',
  [energyTaxBody, odeBody, taxReductionBody, vatBody, gridTariffBody, meteringTariffBody, forwardPriceBody],
  { error: PARAMETER_MESSAGES.kindInvalid },
);
export type ParameterBody = z.input<typeof parameterBodySchema>;
export type ParameterValues = z.output<typeof parameterBodySchema>;

// ---- what the API answers (no transforms: serialised as is) ----

export const bracketSchema = z.object({
  from: z.number(),
  to: z.number().nullable(),
  rate: text(),
  rateNonBusiness: text().nullable(),
});
export type Bracket = z.infer<typeof bracketSchema>;

const itemCommon = {
  id: z.number().int(),
  year: z.number().int(),
  verified: z.boolean(),
  /** Publication and date of the figures; null when not recorded. */
  source: text().nullable(),
  note: text().nullable(),
  /** A Dutch one-line description, e.g. 'Elektriciteit 2024'. */
  label: text(),
  createdAt: text(),
  updatedAt: text(),
};

const nullableText = () => text().nullable();

export const parameterItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('energy-tax'),
    product: productSchema,
    brackets: z.array(bracketSchema),
    ...itemCommon,
  }),
  z.object({
    kind: z.literal('ode'),
    product: productSchema,
    brackets: z.array(bracketSchema),
    ...itemCommon,
  }),
  z.object({ kind: z.literal('tax-reduction'), amount: text(), ...itemCommon }),
  z.object({
    kind: z.literal('vat'),
    validFrom: text(),
    validTo: nullableText(),
    rate: text(),
    ...itemCommon,
  }),
  z.object({
    kind: z.literal('grid-tariff'),
    gridOperatorId: z.number().int(),
    gridOperatorName: text(),
    product: productSchema,
    connectionClass: text(),
    fixedTransportFee: nullableText(),
    periodicConnectionFee: nullableText(),
    contractedCapacityRate: nullableText(),
    maxKwRate: nullableText(),
    kwhRate: nullableText(),
    kwhRateLow: nullableText(),
    kvarhRate: nullableText(),
    meteringFee: nullableText().optional(),
    ...itemCommon,
  }),
  z.object({
    kind: z.literal('metering-tariff'),
    measuringCompanyId: z.number().int(),
    measuringCompanyName: text(),
    product: productSchema,
    meteringFee: text(),
    ...itemCommon,
  }),
  z.object({
    kind: z.literal('forward-price'),
    product: productSchema,
    period: text(),
    load: z.enum(FORWARD_LOADS),
    quoteDate: text(),
    price: text(),
    ...itemCommon,
  }),
]);
export type ParameterItem = z.infer<typeof parameterItemSchema>;

export const parameterListQuerySchema = listQuerySchema.extend({
  kind: z.enum(PARAMETER_KINDS).optional(),
  year: z.coerce.number().int().min(PARAMETER_YEAR_MIN).max(PARAMETER_YEAR_MAX).optional(),
  product: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
});
export type ParameterListQuery = z.infer<typeof parameterListQuerySchema>;

export const copyYearBodySchema = z.object({
  kind: z.enum(YEARLY_PARAMETER_KINDS, { error: PARAMETER_MESSAGES.kindInvalid }).optional(),
  fromYear: yearSchema.max(PARAMETER_YEAR_MAX - 1, PARAMETER_MESSAGES.yearInvalid),
});
export type CopyYearBody = z.input<typeof copyYearBodySchema>;

export const copyYearResultSchema = z.object({
  toYear: z.number().int(),
  created: z.number().int().describe('Rows copied (unverified, with a note saying where they came from).'),
  skipped: z.number().int().describe('Rows the next year already had (left as they are).'),
});
export type CopyYearResult = z.infer<typeof copyYearResultSchema>;

export const importResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
