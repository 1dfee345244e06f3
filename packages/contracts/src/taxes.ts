import { z } from 'zod';
import { isoDay, text } from './primitives.ts';

// The energy-tax calculator (issue 12): POST taxes/calculate. The engine is packages/domain/energy-tax.ts;
// the rates come from the parameters area.

export const TAX_MESSAGES = {
  product: 'Kies elektriciteit (1) of gas (2).',
  from: 'Vul een geldige begindatum in (JJJJ-MM-DD).',
  to: 'Vul een geldige einddatum in (JJJJ-MM-DD).',
  periodReversed: 'De einddatum moet na de begindatum liggen.',
  periodTooLong: 'Een berekening beslaat hoogstens 10 jaar.',
  volume: 'Vul een volume in van 0 of meer.',
  priorVolume: 'Vul een eerder verbruik in van 0 of meer.',
  tooLarge: 'Dit volume is te groot.',
  glasshouseGasOnly: 'Het verlaagde tarief glastuinbouw geldt alleen voor gas.',
} as const;

/** Larger than any connection's yearly volume; keeps numbers exact in a double. */
export const MAX_TAX_VOLUME = 1_000_000_000_000;
const MAX_PERIOD_DAYS = 3660;

const volume = (message: string) =>
  z.number({ error: message }).min(0, message).max(MAX_TAX_VOLUME, TAX_MESSAGES.tooLarge);

const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const taxCalculateSchema = z
  .object({
    product: z
      .union([z.literal(1), z.literal(2)], { error: TAX_MESSAGES.product })
      .describe('1 = electricity (kWh), 2 = gas (m³).'),
    from: isoDay(TAX_MESSAGES.from).describe('First day, YYYY-MM-DD.'),
    to: isoDay(TAX_MESSAGES.to).describe('Day after the last day (exclusive), YYYY-MM-DD.'),
    volume: volume(TAX_MESSAGES.volume).describe(
      'Volume over the period; split over calendar years in proportion to days.',
    ),
    reduction: z.boolean().describe('Apply the tax reduction (a connection with a verblijfsfunctie).'),
    business: z.boolean().describe('Business use (electricity above 10 M kWh has a non-business rate).'),
    priorVolume: volume(TAX_MESSAGES.priorVolume)
      .optional()
      .describe('Already consumed this year before `from`.'),
    glasshouse: z
      .boolean()
      .optional()
      .describe('Gas of a glasshouse horticulture business: the reduced rate (never verified); gas only.'),
  })
  .superRefine((body, issue) => {
    if (body.glasshouse && body.product !== 2) {
      issue.addIssue({ code: 'custom', path: ['glasshouse'], message: TAX_MESSAGES.glasshouseGasOnly });
    }
    const from = dayMs(body.from);
    const to = dayMs(body.to);
    if (Number.isNaN(from) || Number.isNaN(to)) return;
    if (to <= from) issue.addIssue({ code: 'custom', path: ['to'], message: TAX_MESSAGES.periodReversed });
    else if ((to - from) / 86_400_000 > MAX_PERIOD_DAYS) {
      issue.addIssue({ code: 'custom', path: ['to'], message: TAX_MESSAGES.periodTooLong });
    }
  })
  .describe('A case for the energy-tax calculator.');
export type TaxCalculateBody = z.infer<typeof taxCalculateSchema>;

export const taxLineSchema = z
  .object({
    levy: z.enum(['eb', 'ode']).describe('eb = energiebelasting, ode = opslag duurzame energie (≤ 2022).'),
    year: z.number().int(),
    from: text().describe('First day of the year part, YYYY-MM-DD.'),
    to: text().describe('Day after the last day of the year part (exclusive).'),
    bracketFrom: z.number(),
    bracketTo: z.number().nullable().describe('null: no upper bound.'),
    volume: z.number().describe('kWh or m³ in this bracket (up to 6 decimals).'),
    rate: z.number().describe('€ per kWh or m³ excl. VAT.'),
    amount: z
      .number()
      .describe('volume × rate, not rounded to cents (up to 6 decimals); the totals are rounded once.'),
  })
  .describe('One bracket of one calendar year.');
export type TaxLine = z.infer<typeof taxLineSchema>;

export const taxCalculationSchema = z
  .object({
    lines: z.array(taxLineSchema),
    reductionAmount: z.number().describe('The reduction, positive, € excl. VAT, rounded to cents.'),
    totalExclVat: z.number().describe('Σ lines − reduction, rounded to cents once.'),
    vatAmount: z.number().describe('VAT at the rate of each day, rounded to cents once.'),
    totalInclVat: z.number().describe('totalExclVat + vatAmount.'),
    unverifiedYears: z
      .array(z.number().int())
      .describe('Years whose rates an admin has not checked against the Belastingdienst table yet.'),
  })
  .describe('The energy tax of a case.');
export type TaxCalculation = z.infer<typeof taxCalculationSchema>;

export const taxCalculationResponseSchema = z.object({ data: taxCalculationSchema });
