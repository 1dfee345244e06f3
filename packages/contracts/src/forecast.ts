import { z } from 'zod';
import { text, intBetween, MAX_ID } from './primitives.ts';

// Forecast (/v3/forecast, forecast:read; issue 13): the expected cost per customer and connection for this
// year and the next two — expected volume × (clicked price + open part at the forward price) + markup + grid
// tariff + energy tax + VAT (packages/domain/src/forecast.ts). Customer staff see their own customer only.

export const FORECAST_READ = 'forecast:read' as const;

export const FORECAST_MESSAGES = {
  customerRequired: 'Kies een klant.',
  yearInvalid: 'Vul een jaar in tussen 2000 en 2100.',
} as const;

export const forecastQuerySchema = z.object({
  customerId: intBetween(1, MAX_ID, FORECAST_MESSAGES.customerRequired)
    .optional()
    .describe("The customer; the session's selected customer when absent."),
  year: intBetween(2000, 2100, FORECAST_MESSAGES.yearInvalid)
    .optional()
    .describe('The first of the three years; this year (Europe/Amsterdam) when absent.'),
});
export type ForecastQuery = z.input<typeof forecastQuerySchema>;

export const SUPPLY_BASES = ['fixed', 'variable', 'click', 'open', 'mixed'] as const;
export type SupplyBasisName = (typeof SUPPLY_BASES)[number];
export const SUPPLY_BASIS_LABELS: Record<SupplyBasisName, string> = {
  fixed: 'Vaste prijs',
  variable: 'Variabel (termijnprijs + opslag)',
  click: 'Klikcontract',
  open: 'Geen contract (termijnprijs)',
  mixed: 'Meerdere contracten',
};

/** Where a connection's expected annual volume comes from, in order of precedence (chooseAnnualVolume). */
export const VOLUME_SOURCES = [
  'ems',
  'ems-normalised',
  'readings',
  'readings-normalised',
  'entered',
  'collective',
  'none',
] as const;
export const VOLUME_CERTAINTY_LABELS = { high: 'zeker', medium: 'redelijk zeker', low: 'onzeker' } as const;
export const VOLUME_SOURCE_LABELS: Record<(typeof VOLUME_SOURCES)[number], string> = {
  ems: 'Meetdata afgelopen 12 maanden (per gemeten dag omgerekend)',
  'ems-normalised': 'Meetdata, genormaliseerd op graaddagen',
  readings: 'Meterstanden afgelopen 12 maanden (per dag omgerekend)',
  'readings-normalised': 'Meterstanden, genormaliseerd op graaddagen',
  collective: 'Verwacht jaarvolume (collectief)',
  entered: 'Verwacht jaarverbruik (aansluiting)',
  none: 'Onbekend',
};

const money = () => z.number().describe('€, rounded to cents.');

export const forecastAmountsSchema = z.object({
  energy: money().describe('Energy at clicked, fixed or forward prices, € (no markup).'),
  markup: money(),
  fixedFees: money().describe("The supplier's fixed fees, €."),
  grid: money().describe('Grid tariff (transport and connection fees), €.'),
  energyTax: money().describe('Energy tax minus the reduction, excluding VAT, €.'),
  totalExclVat: money(),
  vat: money(),
  totalInclVat: money(),
});
export type ForecastAmounts = z.infer<typeof forecastAmountsSchema>;

export const forecastConnectionYearSchema = z.object({
  year: z.number().int(),
  known: z.boolean().describe('false when a price is missing (no forward price) or the volume is unknown.'),
  basis: z.enum(SUPPLY_BASES),
  clickedPct: z.number().nullable().describe('Clicked share of a click contract or collective, %.'),
  forwardPriceMwh: z.number().nullable().describe('The forward price used for open volume, € per MWh.'),
  supplyPricePerUnit: z.number().nullable().describe('Supply incl. markup and fees, € per kWh or m³.'),
  volume: z
    .number()
    .nullable()
    .describe("The year's volume, kWh or m³: the expected annual volume, this year measured + expected."),
  current: z
    .object({
      asOf: text().describe('The first day not measured yet (today): measured counts up to this day.'),
      measured: z.number().describe('Measured from 1 January up to asOf, kWh or m³.'),
      filled: z.number().describe('Expected volume of the elapsed days without measured data.'),
      rest: z.number().describe('Expected volume from asOf to the end of the year (by the profile).'),
      profile: z
        .enum(['days', 'degree-days'])
        .describe('How the rest is spread: per day, or base load + degree days.'),
    })
    .nullable()
    .describe('This year only: the measured part and the expected rest.'),
  amounts: forecastAmountsSchema.nullable(),
});

export const forecastConnectionSchema = z.object({
  connectionId: z.number().int(),
  ean: text(),
  product: z.union([z.literal(1), z.literal(2)]),
  address: text(),
  volume: z.number().nullable().describe('Expected annual volume, kWh or m³.'),
  volumeSource: z.enum(VOLUME_SOURCES),
  volumeCertainty: z
    .enum(['high', 'medium', 'low'])
    .nullable()
    .describe('How sure the expected volume is (share of the last twelve months measured).'),
  volumeDays: z.number().describe('Days of measured data the volume rests on (0: not measured).'),
  years: z.array(forecastConnectionYearSchema),
});
export type ForecastConnection = z.infer<typeof forecastConnectionSchema>;

export const forecastTotalSchema = forecastAmountsSchema.extend({
  year: z.number().int(),
  volumeKwh: z.number(),
  volumeM3: z.number(),
  connections: z.number().int().describe('Connections counted (volume and prices known).'),
  unknown: z.number().int().describe('Connections left out (unknown volume or price).'),
});
export type ForecastTotal = z.infer<typeof forecastTotalSchema>;

export const forecastAssumptionSchema = z.object({ label: text(), value: text() });

export const forecastSchema = z.object({
  customerId: z.number().int(),
  customerName: text(),
  years: z.array(z.number().int()),
  totals: z.array(forecastTotalSchema),
  connections: z.array(forecastConnectionSchema),
  unverifiedTaxYears: z
    .array(z.number().int())
    .describe('Years whose energy-tax rates are not verified against the official table (or borrowed).'),
  assumptions: z
    .array(forecastAssumptionSchema)
    .describe('Dutch lines: the prices and rules the figures rest on.'),
});
export type Forecast = z.infer<typeof forecastSchema>;
export const forecastResponseSchema = z.object({ data: forecastSchema });
