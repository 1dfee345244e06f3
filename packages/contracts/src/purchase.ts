import { z } from 'zod';
import { id, isoDay, text, intBetween, MAX_ID } from './primitives.ts';

// Purchase and rates (customer tabs, mod:purchase + the price report, issue 13): the agreements of a
// customer per connection on a timeline, click positions, what is bought for the coming years, and the
// effective rate lines (packages/domain/src/effective-rate.ts). Read only: agreements, rates and clicks are
// maintained in the supply-agreements and collective areas.

/** Purchase data are the price report of the customer (organisation-report-prices) within the module. */
export const PURCHASE_READ = { allOf: ['mod:purchase', 'organisation-report-prices:read'] } as const;

export const PURCHASE_MESSAGES = {
  connectionInvalid: 'Kies een aansluiting.',
  dateInvalid: 'Vul een datum in als JJJJ-MM-DD.',
} as const;

export const RATE_COMPONENTS = [
  'single',
  'normal',
  'low',
  'gas',
  'index-markup',
  'click',
  'fixed-fee',
  'green-certificates',
] as const;
export type RateComponentName = (typeof RATE_COMPONENTS)[number];
export const RATE_COMPONENT_LABELS: Record<RateComponentName, string> = {
  single: 'Enkeltarief',
  normal: 'Normaaltarief',
  low: 'Daltarief',
  gas: 'Gastarief',
  'index-markup': 'Opslag op index',
  click: 'Klikprijs + opslag',
  'fixed-fee': 'Vaste leveringskosten',
  'green-certificates': 'Groencertificaten (GvO)',
};
export const RATE_UNITS = ['kWh', 'm3', 'month'] as const;
export const RATE_UNIT_LABELS: Record<(typeof RATE_UNITS)[number], string> = {
  kWh: '€/kWh',
  m3: '€/m³',
  month: '€/maand',
};
export const PRICE_TYPE_LABELS: Record<'fixed' | 'variable' | 'click', string> = {
  fixed: 'Vast',
  variable: 'Variabel',
  click: 'Klikcontract',
};

/** An empty query value ('connectionId=') counts as absent. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const ratesQuerySchema = z.object({
  connectionId: z.preprocess(
    emptyAsAbsent,
    intBetween(1, MAX_ID, PURCHASE_MESSAGES.connectionInvalid)
      .optional()
      .describe('One connection; all connections of the customer when absent or empty.'),
  ),
  date: z.preprocess(
    emptyAsAbsent,
    isoDay(PURCHASE_MESSAGES.dateInvalid)
      .optional()
      .describe('The day (YYYY-MM-DD, Europe/Amsterdam); today when absent or empty.'),
  ),
});
export type RatesQuery = z.input<typeof ratesQuerySchema>;

export const rateLineSchema = z.object({
  connectionId: z.number().int(),
  ean: text(),
  agreementId: z.number().int(),
  rateId: z.number().int(),
  agreementReference: text(),
  supplierName: text(),
  priceType: z.enum(['fixed', 'variable', 'click']),
  collectiveId: z.number().int().nullable(),
  component: z.enum(RATE_COMPONENTS),
  price: z.number().describe('€ per unit, 6 decimals (index-markup: the markup only).'),
  unit: z.enum(RATE_UNITS).describe("'kWh', 'm3' or 'month' (a fixed fee per month)."),
  validFrom: text().describe('First day the line applies (inclusive).'),
  validTo: text().describe('Last day the line applies (inclusive).'),
  indexName: text().nullable(),
  weightedPriceMwh: z.number().nullable().describe('Click lines: the weighted click price, € per MWh.'),
  clickedPct: z.number().nullable().describe('Click lines: the clicked share of the expected volume, %.'),
});
export type RateLineItem = z.infer<typeof rateLineSchema>;

export const ratesResponseSchema = z.object({
  data: z.array(rateLineSchema),
  meta: z.object({
    date: text(),
    overlaps: z.array(z.number().int()).describe('Connection ids with more than one agreement in force.'),
  }),
});
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

export const ratePeriodsQuerySchema = ratesQuerySchema.pick({ connectionId: true });

export const connectionRatesSchema = z.object({
  connectionId: z.number().int(),
  ean: text(),
  product: z.union([z.literal(1), z.literal(2)]),
  address: text(),
  lines: z.array(rateLineSchema).describe('Every rate line of the agreements in force, by period.'),
});
export const ratePeriodsResponseSchema = z.object({ data: z.array(connectionRatesSchema) });
export type ConnectionRates = z.infer<typeof connectionRatesSchema>;

// ---- purchase overview ----

export const purchaseQuerySchema = z.object({
  year: z.coerce
    .number()
    .int()
    .min(2000)
    .max(2100)
    .optional()
    .describe('First year of the three shown; this year when absent.'),
});

const span = z.object({ from: text(), to: text() });

export const timelineAgreementSchema = z.object({
  agreementId: z.number().int(),
  reference: text(),
  supplierName: text(),
  productName: text(),
  priceType: z.enum(['fixed', 'variable', 'click']),
  status: text(),
  collectiveName: text().nullable(),
  from: text(),
  to: text(),
});

export const connectionTimelineSchema = z.object({
  connectionId: z.number().int(),
  ean: text(),
  product: z.union([z.literal(1), z.literal(2)]),
  address: text(),
  agreements: z.array(timelineAgreementSchema),
  gaps: z.array(span).describe('Days in the window without an agreement in force.'),
  overlaps: z.array(span).describe('Days with more than one agreement in force.'),
});

export const clickPositionSchema = z.object({
  agreementId: z.number().int().nullable(),
  collectiveId: z.number().int().nullable(),
  label: text(),
  product: z.union([z.literal(1), z.literal(2)]),
  year: z.number().int(),
  clicks: z.number().int(),
  clickedPct: z.number().nullable(),
  openPct: z.number().nullable(),
  weightedPriceMwh: z.number().nullable(),
  markupMwh: z.number(),
  expectedMwh: z.number().describe('The expected volume the shares are of (MWh).'),
});

export const boughtYearSchema = z.object({
  year: z.number().int(),
  product: z.union([z.literal(1), z.literal(2)]),
  connections: z.number().int(),
  coveredPct: z.number().describe('Share of connection-days with an agreement in force, %.'),
  fixedPct: z.number().describe('Share of connection-days whose price is fixed (fixed rate or clicked), %.'),
});

export const purchaseOverviewSchema = z.object({
  window: span,
  years: z.array(z.number().int()),
  connections: z.array(connectionTimelineSchema),
  clickPositions: z.array(clickPositionSchema),
  bought: z.array(boughtYearSchema),
});
export type PurchaseOverview = z.infer<typeof purchaseOverviewSchema>;
export const purchaseOverviewResponseSchema = z.object({ data: purchaseOverviewSchema });

export const purchaseParams = z.object({ customerId: id() });
