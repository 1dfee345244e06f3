import { z } from 'zod';
import { listMetaSchema, pagingQuery, sortParam } from './envelopes.ts';
import { MAX_ID, text, intBetween } from './primitives.ts';

// The taxes overview on /v3/taxes (issue 12, financial-taxes-heffing:read): energy tax per customer,
// connection and year from measured volumes (EMS year rollups) or else the expected annual volume, and the
// money finder: the complexbepaling refund of connections of one customer on one address or complex.
// Invoices do not exist yet, so they are not a source.

export const TAX_OVERVIEW_MESSAGES = {
  customer: 'Kies een geldige klant.',
  year: 'Kies een jaar tussen 2000 en 2100.',
  product: 'Kies elektriciteit (1) of gas (2).',
  format: 'Kies csv of xlsx.',
  invalidSort: 'Sorteren op dit veld is niet mogelijk.',
  expectedAnnualVolume: 'Vul een verwacht jaarverbruik in van 0 of meer, of laat het leeg.',
  complexName: 'De complexnaam mag maximaal 100 tekens bevatten.',
  glasshouseGasOnly: 'Het verlaagde tarief glastuinbouw geldt alleen voor een gasaansluiting.',
} as const;

/** Where a year's volume comes from. */
export const VOLUME_SOURCES = ['ems', 'expected', 'none'] as const;
export type TaxVolumeSource = (typeof VOLUME_SOURCES)[number];
export const VOLUME_SOURCE_LABELS: Record<TaxVolumeSource, string> = {
  ems: 'Gemeten (EMS)',
  expected: 'Verwacht jaarverbruik',
  none: 'Geen verbruik bekend',
};

/** How sure an expected volume is (packages/domain/src/expected-volume.ts). */
export const VOLUME_CERTAINTIES = ['high', 'medium', 'low'] as const;
export const VOLUME_CERTAINTY_LABELS: Record<(typeof VOLUME_CERTAINTIES)[number], string> = {
  high: 'zeker',
  medium: 'redelijk zeker',
  low: 'onzeker',
};

const optionalId = intBetween(1, MAX_ID, TAX_OVERVIEW_MESSAGES.customer).optional();
const product = z.coerce
  .number({ error: TAX_OVERVIEW_MESSAGES.product })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: TAX_OVERVIEW_MESSAGES.product }));

export const TAX_OVERVIEW_SORTS = ['customerName', 'ean', 'volume', 'totalExclVat'] as const;

export const taxOverviewQuerySchema = z.object({
  customerId: optionalId.describe('Only this customer.'),
  year: intBetween(2000, 2100, TAX_OVERVIEW_MESSAGES.year).describe('Calendar year.'),
  product: product.optional().describe('1 = electricity, 2 = gas; omitted: both.'),
  ...pagingQuery,
  sort: sortParam(TAX_OVERVIEW_SORTS, TAX_OVERVIEW_MESSAGES.invalidSort)
    .default('customerName')
    .describe('customerName, ean, volume or totalExclVat; prefix - for descending.'),
});
export type TaxOverviewQuery = z.input<typeof taxOverviewQuerySchema>;

export const taxOverviewExportQuerySchema = taxOverviewQuerySchema
  .omit({ page: true, limit: true })
  .extend({ format: z.enum(['csv', 'xlsx'], { error: TAX_OVERVIEW_MESSAGES.format }) });
export type TaxOverviewExportQuery = z.input<typeof taxOverviewExportQuerySchema>;

export const taxOverviewRowSchema = z
  .object({
    customerId: z.number().int(),
    customerName: text(),
    connectionId: z.number().int(),
    ean: text(),
    product: z.union([z.literal(1), z.literal(2)]),
    address: text().describe('Street, house number, postcode and city as one line.'),
    year: z.number().int(),
    source: z.enum(VOLUME_SOURCES),
    volume: z.number().nullable().describe('kWh or m³ in the year; null when no volume is known.'),
    coverage: z
      .number()
      .nullable()
      .describe('EMS: the share of the year measured (0–1); null for other sources.'),
    extrapolated: z
      .boolean()
      .describe('EMS covers part of the year: the volume is scaled up by the days covered.'),
    certainty: z
      .enum(VOLUME_CERTAINTIES)
      .nullable()
      .describe('How sure the volume is (share of the year measured; the stated figure is medium).'),
    reduction: z.boolean().describe('The reduction applies (electricity with a verblijfsfunctie).'),
    expectedAnnualVolume: z.number().nullable().describe('From the tax settings; null: not known.'),
    verblijfsfunctie: z.boolean(),
    complexName: text().nullable(),
    glasshouse: z
      .boolean()
      .describe('Glasshouse horticulture gas: the reduced rate of the first two brackets (never verified).'),
    taxAmount: z.number().nullable().describe('EB (+ ODE), € excl. VAT, rounded to cents.'),
    reductionAmount: z.number().nullable(),
    totalExclVat: z.number().nullable(),
    vatAmount: z.number().nullable(),
    totalInclVat: z.number().nullable(),
  })
  .describe('The energy tax of one connection in one year.');
export type TaxOverviewRow = z.infer<typeof taxOverviewRowSchema>;

export const taxOverviewResponseSchema = z.object({
  data: z.array(taxOverviewRowSchema),
  meta: listMetaSchema.extend({
    year: z.number().int(),
    unverified: z.boolean().describe('The year has rates an admin has not verified yet.'),
    totalExclVat: z.number().describe('Σ over all rows of the filter (every page), rounded to cents.'),
  }),
});
export type TaxOverviewResponse = z.infer<typeof taxOverviewResponseSchema>;

// The money finder.

export const taxComplexQuerySchema = z.object({
  customerId: optionalId.describe('Only this customer.'),
  product: product.optional().describe('1 = electricity, 2 = gas; omitted: both.'),
});
export type TaxComplexQuery = z.input<typeof taxComplexQuerySchema>;

export const taxComplexYearSchema = z.object({
  year: z.number().int(),
  separate: z.number().describe('Σ of each connection on its own, € excl. VAT.'),
  combined: z.number().describe('The complex as one connection, € excl. VAT.'),
  gain: z.number().describe('separate − combined, € excl. VAT, rounded to cents once.'),
  verified: z.boolean().describe('false: a rate of this year is not verified against the official table.'),
});

export const taxComplexSchema = z
  .object({
    key: text().describe('customerId:product:group, stable across calls.'),
    customerId: z.number().int(),
    customerName: text(),
    product: z.union([z.literal(1), z.literal(2)]),
    label: text().describe('The complex name or the address.'),
    grouping: z.enum(['address', 'complex']),
    from: text().describe('First day of the first year with rates, YYYY-MM-DD.'),
    to: text().describe('1 January after the last year (exclusive).'),
    connections: z.array(
      z.object({
        connectionId: z.number().int(),
        ean: text(),
        source: z.enum(VOLUME_SOURCES),
        volume: z.number().describe('kWh or m³ over [from, to): the sum of volumeByYear.'),
        volumeByYear: z
          .record(text(), z.number())
          .describe(
            'kWh or m³ per year of [from, to), rounded to 3 decimals (what the gain is computed on).',
          ),
        reduction: z.boolean(),
      }),
    ),
    years: z.array(taxComplexYearSchema),
    gain: z
      .number()
      .describe(
        'separate − combined over [from, to) as one period, € excl. VAT, rounded once (a request started ' +
          'from the finder saves at this amount; the rounded years may differ from it by a cent).',
      ),
    missingYears: z.array(z.number().int()).describe('Years of the last five without rates (left out).'),
    glasshouse: z
      .enum(['none', 'all', 'mixed'])
      .describe(
        'Glasshouse horticulture gas: all = computed with the reduced gas rates (never verified); mixed = ' +
          'glasshouse and normal gas on one address, not computed (no years, every year missing).',
      ),
  })
  .describe('Connections of one customer on one address or complex: separate vs combined.');
export type TaxComplex = z.infer<typeof taxComplexSchema>;

export const taxComplexResponseSchema = z.object({
  data: z.array(taxComplexSchema),
  meta: z.object({ years: z.array(z.number().int()) }),
});
export type TaxComplexResponse = z.infer<typeof taxComplexResponseSchema>;

// A connection's tax settings (what the overview and the money finder use).

export const connectionTaxSettingsBodySchema = z.object({
  expectedAnnualVolume: z
    .number({ error: TAX_OVERVIEW_MESSAGES.expectedAnnualVolume })
    .min(0, TAX_OVERVIEW_MESSAGES.expectedAnnualVolume)
    .max(1_000_000_000_000, TAX_OVERVIEW_MESSAGES.expectedAnnualVolume)
    .nullable()
    .describe('kWh or m³ a year; null: not known.'),
  verblijfsfunctie: z.boolean().describe('The building has a verblijfsfunctie (gets the reduction).'),
  complexName: text()
    .trim()
    .max(100, TAX_OVERVIEW_MESSAGES.complexName)
    .nullable()
    .transform((v) => (v ? v : null))
    .describe('Connections with the same name form one complex; null or empty: grouped by address.'),
  glasshouse: z
    .boolean()
    .default(false)
    .describe('Gas of a glasshouse horticulture business (reduced rate); only for a gas connection.'),
});
export type ConnectionTaxSettingsBody = z.input<typeof connectionTaxSettingsBodySchema>;

export const connectionTaxSettingsSchema = z.object({
  connectionId: z.number().int(),
  expectedAnnualVolume: z.number().nullable(),
  verblijfsfunctie: z.boolean(),
  complexName: text().nullable(),
  glasshouse: z.boolean(),
});
export type ConnectionTaxSettings = z.infer<typeof connectionTaxSettingsSchema>;
export const connectionTaxSettingsResponseSchema = z.object({ data: connectionTaxSettingsSchema });

/** The group of connections the money finder puts together: the explicit complex, else postcode + number. */
export function complexGroupOf(c: {
  complexName: string | null;
  postcode: string | null;
  houseNumber: string | null;
}): { grouping: 'address' | 'complex'; group: string } | null {
  if (c.complexName) return { grouping: 'complex', group: `complex:${c.complexName.trim().toLowerCase()}` };
  const postcode = (c.postcode ?? '').replace(/\s+/g, '').toUpperCase();
  const number = (c.houseNumber ?? '').trim();
  if (!postcode || !number) return null;
  return { grouping: 'address', group: `address:${postcode}|${number}` };
}
