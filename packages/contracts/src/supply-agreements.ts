import { z } from 'zod';
import type { PermissionRule } from './access.ts';
import { listMetaSchema, pagingQuery, sortParam } from './envelopes.ts';
import { MAX_ID, isoDay, refId, text, intBetween } from './primitives.ts';

// Supply agreements (issue 13, "Supply agreements"): back-office screens /v3/supply-agreements (+ create,
// {agreementId}/edit) and the API resource supply-agreements. Dates are the first and LAST day (inclusive).
// Rates: € per kWh / m³ (6 decimals); markup € per kWh / m³ on a variable price, € per MWh on clicks.

export const PRICE_TYPES = ['fixed', 'variable', 'click'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  fixed: 'Vast',
  variable: 'Variabel (index + opslag)',
  click: 'Klikcontract',
};

export const AGREEMENT_STATUSES = [
  'concept',
  'ter-ondertekening',
  'getekend',
  'actief',
  'beeindigd',
] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  concept: 'Concept',
  'ter-ondertekening': 'Ter ondertekening',
  getekend: 'Getekend',
  actief: 'Actief',
  beeindigd: 'Beëindigd',
};

/** Where a status may go next (the same status is always allowed). */
export const AGREEMENT_TRANSITIONS: Record<AgreementStatus, readonly AgreementStatus[]> = {
  concept: ['ter-ondertekening', 'getekend'],
  'ter-ondertekening': ['concept', 'getekend'],
  getekend: ['actief', 'beeindigd'],
  actief: ['beeindigd'],
  beeindigd: [],
};

export function canMoveAgreementTo(from: AgreementStatus, to: AgreementStatus): boolean {
  return from === to || AGREEMENT_TRANSITIONS[from].includes(to);
}

export const PRODUCT_LABELS: Record<1 | 2, string> = { 1: 'Elektriciteit', 2: 'Gas' };

/**
 * Once signed, the agreed terms of an agreement lie fixed: supplier, entity, product, price type, term,
 * notice, renewal and rates. What may still change: the connections (a connection joins or leaves during
 * the term), reference, product name, the linked document, the note and the status.
 */
export const AGREEMENT_LOCKED_STATUSES: readonly AgreementStatus[] = ['getekend', 'actief', 'beeindigd'];

export function agreementTermsLocked(status: AgreementStatus): boolean {
  return AGREEMENT_LOCKED_STATUSES.includes(status);
}

export const AGREEMENT_MESSAGES = {
  customer: 'Kies een klant.',
  supplier: 'Kies een leverancier.',
  unknownSupplier: 'Deze leverancier bestaat niet.',
  unknownEntity: 'Deze entiteit hoort niet bij deze klant.',
  unknownDocument: 'Dit document hoort niet bij deze klant.',
  product: 'Kies elektriciteit of gas.',
  priceType: 'Kies vast, variabel of klikcontract.',
  startDate: 'Vul een geldige begindatum in.',
  endDate: 'Vul een geldige einddatum in.',
  endBeforeStart: 'De einddatum mag niet voor de begindatum liggen.',
  noticeMonths: 'Vul een opzegtermijn in van 0 tot en met 36 maanden.',
  renewalMonths: 'Vul een verlengingstermijn in van 1 tot en met 60 maanden.',
  status: 'Kies een geldige status.',
  transition: (from: string, to: string) => `Een overeenkomst met status ${from} kan niet naar ${to}.`,
  signedNeedsDocument: 'Koppel eerst het getekende document uit de bibliotheek.',
  onlyConcept: 'Alleen een overeenkomst in concept kan worden verwijderd.',
  tooLong: 'Deze tekst is te lang.',
  tooMany: 'Een overeenkomst heeft hoogstens 500 aansluitingen of tariefregels.',
  connection: 'Kies een aansluiting.',
  connectionTwice: 'Deze aansluiting staat twee keer in de overeenkomst.',
  unknownConnection: 'Deze aansluiting hoort niet bij deze klant.',
  wrongProduct: 'Deze aansluiting is van een ander product dan de overeenkomst.',
  connectionDate: 'Vul een geldige datum in.',
  connectionOutside: 'De periode van de aansluiting moet binnen de looptijd van de overeenkomst vallen.',
  connectionReversed: 'De einddatum van de aansluiting ligt voor de begindatum.',
  connectionOverlap: (ean: string, from: string, to: string, reference: string) =>
    `Aansluiting ${ean} valt van ${from} t/m ${to} al onder overeenkomst ${reference} van hetzelfde product.`,
  rateFrom: 'Vul een geldige ingangsdatum in.',
  rateTo: 'Vul een geldige einddatum in.',
  rateOutside: 'De tariefperiode moet binnen de looptijd van de overeenkomst vallen.',
  rateReversed: 'De einddatum van het tarief ligt voor de ingangsdatum.',
  rateOverlap: 'Tariefperiodes mogen elkaar niet overlappen.',
  ratesRequired: 'Vul minstens één tariefregel in.',
  price: 'Vul een bedrag in van 0 tot 1.000.000.',
  fixedElectricity: 'Vul een enkeltarief in, of een normaal- en een daltarief.',
  fixedGas: 'Vul een gastarief in (€ per m³).',
  variableIndex: 'Vul de index in waar de opslag bovenop komt.',
  variableMarkup: 'Vul de opslag in.',
  invalidSort: 'Sorteren op dit veld is niet mogelijk.',
  withinDays: 'Vul een aantal dagen in van 0 tot en met 3650.',
  termsLocked: (status: string) =>
    `De overeenkomst is ${status.toLowerCase()}: de afgesproken voorwaarden liggen vast. Maak voor andere voorwaarden een nieuwe overeenkomst.`,
} as const;

const MAX_ROWS = 500;
const price = (message = AGREEMENT_MESSAGES.price) =>
  z.number({ error: message }).min(0, message).max(1_000_000, message);
const optionalPrice = () => price().nullable().default(null);
const optionalDay = (message: string) => isoDay(message).nullable().default(null);

export const agreementConnectionInputSchema = z.object({
  connectionId: refId(AGREEMENT_MESSAGES.connection),
  fromDate: optionalDay(AGREEMENT_MESSAGES.connectionDate).describe("Null: the agreement's start."),
  toDate: optionalDay(AGREEMENT_MESSAGES.connectionDate).describe("Null: the agreement's end."),
});

export const agreementRateInputSchema = z.object({
  validFrom: isoDay(AGREEMENT_MESSAGES.rateFrom),
  validTo: optionalDay(AGREEMENT_MESSAGES.rateTo).describe('Inclusive; null: until the agreement ends.'),
  single: optionalPrice().describe('€ per kWh, one rate.'),
  normal: optionalPrice().describe('€ per kWh, normal rate.'),
  low: optionalPrice().describe('€ per kWh, low rate.'),
  gas: optionalPrice().describe('€ per m³.'),
  indexName: text().trim().max(100, AGREEMENT_MESSAGES.tooLong).nullable().default(null),
  markup: optionalPrice().describe('€ per kWh/m³ (variable) or € per MWh (click).'),
  fixedFeeMonth: price().default(0).describe('€ per connection per month.'),
  greenCertificates: optionalPrice().describe('€ per kWh.'),
});
export type AgreementRateInput = z.output<typeof agreementRateInputSchema>;

const dayMs = (iso: string | null) => (iso ? Date.parse(`${iso}T00:00:00Z`) : Number.NaN);

export const supplyAgreementBodySchema = z
  .object({
    customerId: refId(AGREEMENT_MESSAGES.customer),
    entityId: refId(AGREEMENT_MESSAGES.unknownEntity).nullable().default(null),
    supplierId: refId(AGREEMENT_MESSAGES.supplier),
    product: z.union([z.literal(1), z.literal(2)], { error: AGREEMENT_MESSAGES.product }),
    reference: text().trim().max(100, AGREEMENT_MESSAGES.tooLong).default(''),
    productName: text().trim().max(200, AGREEMENT_MESSAGES.tooLong).default(''),
    priceType: z.enum(PRICE_TYPES, { error: AGREEMENT_MESSAGES.priceType }),
    startDate: isoDay(AGREEMENT_MESSAGES.startDate),
    endDate: isoDay(AGREEMENT_MESSAGES.endDate).describe('Last day of supply (inclusive).'),
    noticeMonths: z
      .number({ error: AGREEMENT_MESSAGES.noticeMonths })
      .int(AGREEMENT_MESSAGES.noticeMonths)
      .min(0, AGREEMENT_MESSAGES.noticeMonths)
      .max(36, AGREEMENT_MESSAGES.noticeMonths)
      .default(1),
    tacitRenewal: z.boolean().default(false),
    renewalMonths: z
      .number({ error: AGREEMENT_MESSAGES.renewalMonths })
      .int(AGREEMENT_MESSAGES.renewalMonths)
      .min(1, AGREEMENT_MESSAGES.renewalMonths)
      .max(60, AGREEMENT_MESSAGES.renewalMonths)
      .nullable()
      .default(null)
      .describe("Tacit renewal term; null: the agreement's own length."),
    status: z
      .enum(AGREEMENT_STATUSES, { error: AGREEMENT_MESSAGES.status })
      .optional()
      .describe('Omitted: concept on create, unchanged on update.'),
    documentId: refId(AGREEMENT_MESSAGES.unknownDocument)
      .nullable()
      .default(null)
      .describe("The signed agreement in the customer's library."),
    note: text().trim().max(2000, AGREEMENT_MESSAGES.tooLong).default(''),
    connections: z
      .array(agreementConnectionInputSchema)
      .max(MAX_ROWS, AGREEMENT_MESSAGES.tooMany)
      .default([]),
    rates: z.array(agreementRateInputSchema).max(MAX_ROWS, AGREEMENT_MESSAGES.tooMany).default([]),
  })
  .superRefine((body, issue) => {
    const add = (path: (string | number)[], message: string) =>
      issue.addIssue({ code: 'custom', path, message });
    const start = dayMs(body.startDate);
    const end = dayMs(body.endDate);
    const datesOk = !Number.isNaN(start) && !Number.isNaN(end) && end >= start;
    if (!Number.isNaN(start) && !Number.isNaN(end) && end < start)
      add(['endDate'], AGREEMENT_MESSAGES.endBeforeStart);
    const seen = new Set<number>();
    body.connections.forEach((c, i) => {
      if (seen.has(c.connectionId))
        add(['connections', i, 'connectionId'], AGREEMENT_MESSAGES.connectionTwice);
      seen.add(c.connectionId);
      const from = c.fromDate ? dayMs(c.fromDate) : start;
      const to = c.toDate ? dayMs(c.toDate) : end;
      if (to < from) add(['connections', i, 'toDate'], AGREEMENT_MESSAGES.connectionReversed);
      else if (datesOk && (from < start || to > end)) {
        add(
          ['connections', i, c.fromDate && from < start ? 'fromDate' : 'toDate'],
          AGREEMENT_MESSAGES.connectionOutside,
        );
      }
    });
    if (body.rates.length === 0) add(['rates'], AGREEMENT_MESSAGES.ratesRequired);
    const periods: { from: number; to: number; index: number }[] = [];
    body.rates.forEach((r, i) => {
      const from = dayMs(r.validFrom);
      const to = r.validTo ? dayMs(r.validTo) : end;
      if (to < from) add(['rates', i, 'validTo'], AGREEMENT_MESSAGES.rateReversed);
      else if (datesOk && (from < start || to > end)) {
        add(['rates', i, from < start ? 'validFrom' : 'validTo'], AGREEMENT_MESSAGES.rateOutside);
      } else periods.push({ from, to, index: i });
      if (body.priceType === 'fixed') {
        if (body.product === 2 && r.gas === null) add(['rates', i, 'gas'], AGREEMENT_MESSAGES.fixedGas);
        if (body.product === 1 && r.single === null && (r.normal === null || r.low === null)) {
          add(['rates', i, 'single'], AGREEMENT_MESSAGES.fixedElectricity);
        }
      }
      if (body.priceType === 'variable') {
        if (!r.indexName) add(['rates', i, 'indexName'], AGREEMENT_MESSAGES.variableIndex);
        if (r.markup === null) add(['rates', i, 'markup'], AGREEMENT_MESSAGES.variableMarkup);
      }
    });
    periods.sort((a, b) => a.from - b.from);
    for (let k = 1; k < periods.length; k++) {
      const previous = periods[k - 1];
      const current = periods[k];
      if (previous && current && current.from <= previous.to) {
        add(['rates', current.index, 'validFrom'], AGREEMENT_MESSAGES.rateOverlap);
      }
    }
  })
  .describe('A supply agreement (create and update take the same body).');
export type SupplyAgreementBody = z.input<typeof supplyAgreementBodySchema>;
export type SupplyAgreementBodyParsed = z.output<typeof supplyAgreementBodySchema>;

export const agreementConnectionSchema = z.object({
  connectionId: z.number().int(),
  ean: text(),
  address: text(),
  fromDate: text().nullable(),
  toDate: text().nullable(),
});

export const agreementRateSchema = z.object({
  id: z.number().int(),
  validFrom: text(),
  validTo: text().nullable(),
  single: z.number().nullable(),
  normal: z.number().nullable(),
  low: z.number().nullable(),
  gas: z.number().nullable(),
  indexName: text().nullable(),
  markup: z.number().nullable(),
  fixedFeeMonth: z.number(),
  greenCertificates: z.number().nullable(),
});
export type AgreementRate = z.infer<typeof agreementRateSchema>;

export const supplyAgreementListItemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: text(),
  entityId: z.number().int().nullable(),
  entityName: text().nullable(),
  supplierId: z.number().int(),
  supplierName: text(),
  product: z.union([z.literal(1), z.literal(2)]),
  reference: text(),
  productName: text(),
  priceType: z.enum(PRICE_TYPES),
  startDate: text(),
  endDate: text(),
  noticeMonths: z.number().int(),
  noticeDeadline: text().describe('End date minus the notice months (YYYY-MM-DD).'),
  tacitRenewal: z.boolean(),
  renewalMonths: z.number().int().nullable(),
  status: z.enum(AGREEMENT_STATUSES),
  connectionCount: z.number().int(),
  documentId: z.number().int().nullable(),
  updatedAt: text(),
});
export type SupplyAgreementListItem = z.infer<typeof supplyAgreementListItemSchema>;

export const supplyAgreementSchema = supplyAgreementListItemSchema
  .extend({
    note: text(),
    connections: z.array(agreementConnectionSchema),
    rates: z.array(agreementRateSchema),
    createdAt: text(),
  })
  .describe('A supply agreement with its connections and rates.');
export type SupplyAgreementItem = z.infer<typeof supplyAgreementSchema>;

export const AGREEMENT_SORTS = [
  'endDate',
  'startDate',
  'customerName',
  'supplierName',
  'status',
  'updatedAt',
] as const;

export const supplyAgreementListQuerySchema = z.object({
  q: text().trim().max(200).optional().describe('Reference, product name, customer or supplier.'),
  customerId: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  supplierId: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  product: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: AGREEMENT_MESSAGES.product }))
    .optional(),
  status: z.enum(AGREEMENT_STATUSES, { error: AGREEMENT_MESSAGES.status }).optional(),
  priceType: z.enum(PRICE_TYPES, { error: AGREEMENT_MESSAGES.priceType }).optional(),
  ...pagingQuery,
  sort: sortParam(AGREEMENT_SORTS, AGREEMENT_MESSAGES.invalidSort).default('endDate'),
});
export type SupplyAgreementListQuery = z.input<typeof supplyAgreementListQuerySchema>;

export const supplyAgreementListResponseSchema = z.object({
  data: z.array(supplyAgreementListItemSchema),
  meta: listMetaSchema,
});
export const supplyAgreementResponseSchema = z.object({ data: supplyAgreementSchema });
export const agreementPathParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

// Contract radar -------------------------------------------------------------------------------------

export const radarQuerySchema = z.object({
  withinDays: intBetween(0, 3650, AGREEMENT_MESSAGES.withinDays)
    .optional()
    .describe('Only deadlines from today up to this many days ahead (passed ones included).'),
  customerId: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  supplierId: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  product: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)], { error: AGREEMENT_MESSAGES.product }))
    .optional(),
});
export type RadarQuery = z.input<typeof radarQuerySchema>;

export const radarAgreementSchema = z.object({
  agreementId: z.number().int(),
  customerId: z.number().int(),
  customerName: text(),
  supplierName: text(),
  product: z.union([z.literal(1), z.literal(2)]),
  reference: text(),
  status: z.enum(AGREEMENT_STATUSES),
  startDate: text(),
  endDate: text().describe('The last day of the term in force today (a tacit renewal moves it on).'),
  originalEndDate: text(),
  noticeDeadline: text(),
  daysToDeadline: z.number().int(),
  tacitRenewal: z.boolean(),
  renewalMonths: z.number().int().nullable(),
  renewals: z.number().int(),
});
export type RadarAgreement = z.infer<typeof radarAgreementSchema>;

export const uncoveredConnectionSchema = z.object({
  connectionId: z.number().int(),
  customerId: z.number().int(),
  customerName: text(),
  ean: text(),
  address: text(),
  product: z.union([z.literal(1), z.literal(2)]),
});
export type UncoveredConnection = z.infer<typeof uncoveredConnectionSchema>;

export const radarResponseSchema = z.object({
  data: z.object({
    today: text(),
    agreements: z.array(radarAgreementSchema).describe('Sorted by notice deadline.'),
    uncoveredConnections: z
      .array(uncoveredConnectionSchema)
      .describe('Active, without a running agreement today.'),
  }),
});
export type RadarResponse = z.infer<typeof radarResponseSchema>;

/** Back-office contract screens: admins with back-office-contracts. */
export const SUPPLY_AGREEMENTS_READ = {
  allOf: ['is:admin', 'back-office-contracts:read'],
} as const satisfies PermissionRule;
export const SUPPLY_AGREEMENTS_WRITE = {
  allOf: ['is:admin', 'back-office-contracts:write'],
} as const satisfies PermissionRule;
/** The status of signature requests. */
export const SIGNATURE_REQUESTS_READ = {
  allOf: ['is:admin', 'back-office-signhost-contracts:read'],
} as const satisfies PermissionRule;
