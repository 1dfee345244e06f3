import { z } from 'zod';
import { parseDeliveryPeriod } from '@energiek/domain/delivery-period';
import { listQuerySchema } from './envelopes.ts';
import { decimal } from './parameters.ts';
import { id, isoDay, refId, text, requiredText, intBetween, MAX_ID } from './primitives.ts';
import type { PermissionRule } from './access.ts';
import { COLLECTIVE_READ, COLLECTIVE_WRITE } from './access-rules.ts';

export { COLLECTIVE_READ, COLLECTIVE_WRITE };

// Collective purchasing (issue 13, /v3/collective/{tab}): collectives with their participants (connections
// of customers with an expected annual volume), clicks on delivery periods, the position per period and the
// allocation of the clicks to the participants; plus the public interest form of /collectief.
// Decimals travel as strings with a dot (a comma is accepted in bodies), never as floats.

export const CLICK_LOADS = ['base', 'peak'] as const;
export const VOLUME_SOURCES = ['ems', 'manual'] as const;
export const POSITION_GRAINS = ['month', 'quarter', 'year'] as const;
export type PositionGrainName = (typeof POSITION_GRAINS)[number];

export const COLLECTIVE_MESSAGES = {
  nameRequired: 'Vul een naam in.',
  productInvalid: 'Kies Elektriciteit of Gas.',
  yearInvalid: 'Vul een jaar in tussen 2000 en 2100.',
  lastYearBeforeFirst: 'Het laatste leveringsjaar ligt vóór het eerste.',
  supplierUnknown: 'Deze leverancier bestaat niet.',
  collectiveRequired: 'Kies een collectief.',
  collectiveUnknown: 'Dit collectief bestaat niet.',
  connectionRequired: 'Kies een aansluiting.',
  connectionUnknown: 'Deze aansluiting bestaat niet.',
  connectionProduct: 'Deze aansluiting heeft een ander product dan het collectief.',
  connectionTaken: 'Deze aansluiting doet al mee aan dit collectief.',
  volumeRequired: 'Vul het verwachte jaarverbruik in.',
  noEmsHistory: 'Er zijn geen meetgegevens van de afgelopen 12 maanden voor deze aansluiting.',
  dateInvalid: 'Vul een geldige datum in.',
  periodInvalid: 'Vul een leveringsperiode in zoals Cal-27, Q1-27 of Jan-27.',
  periodOutside: 'Deze periode valt buiten de leveringsjaren van het collectief.',
  loadInvalid: 'Kies Base of Peak.',
  amountOne: 'Vul een aandeel (%) of een volume (MWh) in, niet allebei.',
  shareMax: 'Een aandeel is hoogstens 100 %.',
  positive: 'Vul een getal groter dan 0 in.',
  noExpectedVolume: 'Het collectief heeft nog geen verwacht volume: voeg eerst deelnemers toe.',
  overClicked: (months: string) =>
    `Met deze klik wordt meer dan 100 % ingekocht in ${months}. Verklein het aandeel of volume.`,
  volumeNeedsAllParticipants:
    'Je ziet niet alle deelnemers van dit collectief: leg de klik vast als aandeel (%).',
  hasClicks: 'Dit collectief heeft klikken en kan niet verwijderd worden; zet het op inactief.',
  textTooLong: 'Gebruik maximaal 2000 tekens.',
  emailInvalid: 'Vul een geldig e-mailadres in.',
  phoneInvalid: 'Vul een geldig telefoonnummer in.',
  companyRequired: 'Vul de naam van je bedrijf in.',
  interestThanks: 'Bedankt voor je aanmelding. We nemen binnen twee werkdagen contact met je op.',
} as const;

const trimmed = (max: number, message: string) => text().trim().max(max, message);

const yearSchema = z
  .number({ error: COLLECTIVE_MESSAGES.yearInvalid })
  .int(COLLECTIVE_MESSAGES.yearInvalid)
  .min(2000, COLLECTIVE_MESSAGES.yearInvalid)
  .max(2100, COLLECTIVE_MESSAGES.yearInvalid);

const productSchema = z.union([z.literal(1), z.literal(2)], { error: COLLECTIVE_MESSAGES.productInvalid });

// ---- collectives ----

export const collectiveBodySchema = z
  .object({
    name: requiredText(COLLECTIVE_MESSAGES.nameRequired, 200),
    product: productSchema.describe('1 electricity, 2 gas.'),
    supplierId: refId(COLLECTIVE_MESSAGES.supplierUnknown).nullable().default(null),
    firstYear: yearSchema.describe('First delivery year.'),
    lastYear: yearSchema.describe('Last delivery year (inclusive).'),
    markup: decimal().default('0').describe("The supplier's markup on the click price, € per MWh."),
    clickStrategy: trimmed(2000, COLLECTIVE_MESSAGES.textTooLong).default(''),
    active: z.boolean().default(true),
  })
  .superRefine((body, context) => {
    if (body.lastYear < body.firstYear) {
      context.addIssue({
        code: 'custom',
        path: ['lastYear'],
        message: COLLECTIVE_MESSAGES.lastYearBeforeFirst,
      });
    }
  });
export type CollectiveBody = z.input<typeof collectiveBodySchema>;
export type CollectiveValues = z.output<typeof collectiveBodySchema>;

export const collectiveItemSchema = z.object({
  id: z.number().int(),
  name: text(),
  product: productSchema,
  supplierId: z.number().int().nullable(),
  supplierName: text().nullable(),
  firstYear: z.number().int(),
  lastYear: z.number().int(),
  markup: text(),
  clickStrategy: text(),
  active: z.boolean(),
  participantCount: z.number().int(),
  /** Σ expected annual volume of the participants in MWh (gas converted at 35.17 MJ/m³). */
  expectedAnnualMwh: text(),
  clickCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type CollectiveItem = z.infer<typeof collectiveItemSchema>;

export const collectiveListQuerySchema = listQuerySchema.extend({
  active: z.enum(['0', '1']).optional().describe('1 active only, 0 inactive only.'),
});
export type CollectiveListQuery = z.infer<typeof collectiveListQuerySchema>;

// ---- participants ----

export const participantBodySchema = z.object({
  collectiveId: refId(COLLECTIVE_MESSAGES.collectiveRequired),
  connectionId: refId(COLLECTIVE_MESSAGES.connectionRequired),
  expectedAnnualVolume: decimal().describe('kWh (electricity) or m³ (gas) per year.'),
  volumeSource: z.enum(VOLUME_SOURCES).default('manual').describe('ems: taken over from EMS history.'),
});
export type ParticipantBody = z.input<typeof participantBodySchema>;
export type ParticipantValues = z.output<typeof participantBodySchema>;

export const participantUpdateSchema = participantBodySchema.pick({
  expectedAnnualVolume: true,
  volumeSource: true,
});
export type ParticipantUpdate = z.output<typeof participantUpdateSchema>;

export const participantItemSchema = z.object({
  id: z.number().int(),
  collectiveId: z.number().int(),
  customerId: z.number().int(),
  customerName: text(),
  connectionId: z.number().int(),
  ean: text(),
  address: text(),
  product: productSchema,
  expectedAnnualVolume: text(),
  expectedAnnualMwh: text(),
  volumeSource: z.enum(VOLUME_SOURCES),
  /** Share of the pool's expected volume, % (what clicks are allocated by). */
  sharePct: text(),
});
export type ParticipantItem = z.infer<typeof participantItemSchema>;

export const participantListQuerySchema = listQuerySchema.extend({
  collectiveId: id().optional(),
});
export type ParticipantListQuery = z.infer<typeof participantListQuerySchema>;

export const emsVolumeQuerySchema = z.object({ connectionId: id() });
export const emsVolumeSchema = z.object({
  connectionId: z.number().int(),
  /** kWh or m³ over the last 12 whole months. */
  volume: text(),
  from: text().describe('First day, YYYY-MM-DD.'),
  to: text().describe('Day after the last day, YYYY-MM-DD.'),
  /** Days of those months the measured data covers; fewer than the months' days: scaled up by days. */
  coveredDays: z.number(),
  /** How sure the volume is: high from 90 % of the year measured, medium from 50 %, else low. */
  certainty: z.enum(['high', 'medium', 'low']).nullable(),
});
export type EmsVolume = z.infer<typeof emsVolumeSchema>;

// ---- clicks ----

const optionalAmount = () =>
  text(COLLECTIVE_MESSAGES.positive)
    .nullish()
    .transform((value) => (value === null || value === undefined || value.trim() === '' ? null : value))
    .pipe(decimal().nullable());

/** The fields of a click, of a collective or of one click agreement. */
const clickFields = {
  clickDate: isoDay(COLLECTIVE_MESSAGES.dateInvalid).describe('Trading day, YYYY-MM-DD.'),
  period: text(COLLECTIVE_MESSAGES.periodInvalid)
    .transform((value, context) => {
      const period = parseDeliveryPeriod(value);
      if (!period) {
        context.addIssue({ code: 'custom', message: COLLECTIVE_MESSAGES.periodInvalid });
        return z.NEVER;
      }
      return period.code;
    })
    .describe('Delivery period: Cal-27, Q1-27 or Jan-27.'),
  load: z.enum(CLICK_LOADS, { error: COLLECTIVE_MESSAGES.loadInvalid }).default('base'),
  sharePct: optionalAmount().describe('Percentage of the expected volume (profile click).'),
  volumeMwh: optionalAmount().describe('MWh (block click); exactly one of sharePct and volumeMwh.'),
  price: decimal().describe('€ per MWh.'),
  note: trimmed(2000, COLLECTIVE_MESSAGES.textTooLong).default(''),
};

/** Exactly one of share and volume, a share at most 100 %, either above 0. */
function refineClickAmount(
  body: { sharePct: string | null; volumeMwh: string | null },
  context: z.RefinementCtx,
): void {
  const share = body.sharePct;
  const volume = body.volumeMwh;
  if ((share === null) === (volume === null)) {
    context.addIssue({ code: 'custom', path: ['sharePct'], message: COLLECTIVE_MESSAGES.amountOne });
    return;
  }
  if (share !== null && Number(share) > 100) {
    context.addIssue({ code: 'custom', path: ['sharePct'], message: COLLECTIVE_MESSAGES.shareMax });
  }
  const amount = share ?? volume;
  if (amount !== null && !(Number(amount) > 0)) {
    const path = share !== null ? 'sharePct' : 'volumeMwh';
    context.addIssue({ code: 'custom', path: [path], message: COLLECTIVE_MESSAGES.positive });
  }
}

export const clickBodySchema = z
  .object({ collectiveId: refId(COLLECTIVE_MESSAGES.collectiveRequired), ...clickFields })
  .superRefine(refineClickAmount);
export type ClickBody = z.input<typeof clickBodySchema>;
export type ClickValues = z.output<typeof clickBodySchema>;

export const clickItemSchema = z.object({
  id: z.number().int(),
  collectiveId: z.number().int(),
  collectiveName: text(),
  clickDate: text(),
  period: text(),
  periodFrom: text(),
  periodTo: text().describe('Day after the last day (exclusive).'),
  load: z.enum(CLICK_LOADS),
  sharePct: text().nullable(),
  volumeMwh: text()
    .nullable()
    .describe(
      "A volume click's MWh; for an admin who sees only some participants, their pro rata part (the whole would give the others' volume away).",
    ),
  /** The MWh the click fixes (a share click: its share of the pool's expected volume), 3 decimals. */
  clickedMwh: text(),
  price: text(),
  note: text(),
  createdAt: text(),
});
export type ClickItem = z.infer<typeof clickItemSchema>;

export const clickListQuerySchema = listQuerySchema.extend({
  collectiveId: id().optional(),
});
export type ClickListQuery = z.infer<typeof clickListQuerySchema>;

// ---- position and allocation ----

export const positionQuerySchema = z.object({
  collectiveId: id(),
  grain: z.enum(POSITION_GRAINS).default('month'),
});
export type PositionQuery = z.infer<typeof positionQuerySchema>;

const dec = () => text();
export const positionRowSchema = z.object({
  period: text(),
  from: text(),
  expectedMwh: dec(),
  clickedMwh: dec(),
  openMwh: dec(),
  clickedPct: dec().nullable(),
  weightedPrice: dec().nullable().describe('Volume-weighted click price, € per MWh.'),
  forwardPrice: dec().nullable().describe('Latest base forward price of the period (or its quarter/year).'),
  forwardPeriod: text().nullable(),
  forwardQuoteDate: text().nullable(),
  openValue: dec().nullable().describe('Open MWh × forward price, €.'),
  priceInclMarkup: dec().nullable().describe('(clicked cost + open value) / volume + markup, € per MWh.'),
  cost: dec().nullable(),
});
export type PositionRow = z.infer<typeof positionRowSchema>;

export const positionSchema = z.object({
  collectiveId: z.number().int(),
  grain: z.enum(POSITION_GRAINS),
  markup: text(),
  rows: z.array(positionRowSchema),
});
export type Position = z.infer<typeof positionSchema>;

export const allocationRowSchema = z.object({
  participantId: z.number().int(),
  customerName: text(),
  ean: text(),
  clickId: z.number().int(),
  clickDate: text(),
  period: text(),
  load: z.enum(CLICK_LOADS),
  price: text(),
  mwh: text(),
  cost: text(),
});
export type AllocationRow = z.infer<typeof allocationRowSchema>;

export const exportQuerySchema = z.object({ format: z.enum(['xlsx', 'csv']).default('xlsx') });

// ---- the public interest form ----

export const interestBodySchema = z.object({
  name: requiredText(COLLECTIVE_MESSAGES.nameRequired, 200),
  company: requiredText(COLLECTIVE_MESSAGES.companyRequired, 200),
  emailAddress: text(COLLECTIVE_MESSAGES.emailInvalid)
    .trim()
    .max(200, COLLECTIVE_MESSAGES.emailInvalid)
    .pipe(z.email(COLLECTIVE_MESSAGES.emailInvalid)),
  phone: text(COLLECTIVE_MESSAGES.phoneInvalid)
    .trim()
    .max(40, COLLECTIVE_MESSAGES.phoneInvalid)
    .refine((v) => v === '' || /^[+0-9 ()-]{6,}$/.test(v), COLLECTIVE_MESSAGES.phoneInvalid)
    .default(''),
  expectedVolume: trimmed(100, COLLECTIVE_MESSAGES.textTooLong)
    .default('')
    .describe('Expected annual volume as typed ("250.000 kWh").'),
  message: trimmed(2000, COLLECTIVE_MESSAGES.textTooLong).default(''),
});
export type InterestBody = z.input<typeof interestBodySchema>;
export type InterestValues = z.output<typeof interestBodySchema>;

export const interestResultSchema = z.object({ message: text() });

// ---- the click book of one click agreement (customers/{customerId}/purchase/clicks) ----

export const AGREEMENT_CLICK_MESSAGES = {
  agreementRequired: 'Kies een klikcontract.',
  notClick: 'Dit contract heeft geen klikprijs: klikken kan alleen op een klikcontract.',
  periodOutside: 'Deze periode valt buiten de leveringsjaren van het contract.',
  /** No expected volume for the agreement's connections: a click (share or MWh) would fix nothing. */
  noExpectedVolume: (eans: readonly string[]) =>
    eans.length === 0
      ? 'Aan dit contract is geen aansluiting gekoppeld, dus er is geen verwacht volume om te klikken: koppel eerst een aansluiting.'
      : `Van ${eans.length === 1 ? 'aansluiting' : 'de aansluitingen'} ${eans.join(', ')} is geen verwacht jaarvolume bekend: vul het verwachte jaarverbruik in bij de belastinginstellingen van de aansluiting (of laad een jaar meetdata) en klik dan.`,
} as const;

export const agreementClickBodySchema = z
  .object({ agreementId: refId(AGREEMENT_CLICK_MESSAGES.agreementRequired), ...clickFields })
  .superRefine(refineClickAmount);
export type AgreementClickBody = z.input<typeof agreementClickBodySchema>;

export const agreementClickListQuerySchema = z.object({
  agreementId: intBetween(1, MAX_ID, AGREEMENT_CLICK_MESSAGES.agreementRequired),
});

export const agreementClickItemSchema = clickItemSchema
  .omit({ collectiveId: true, collectiveName: true })
  .extend({
    agreementId: z.number().int(),
    clickedMwh: text()
      .nullable()
      .describe('The MWh the click fixes, 3 places; null for a share when the expected volume is unknown.'),
  });
export type AgreementClickItem = z.infer<typeof agreementClickItemSchema>;

export const agreementClickYearSchema = z.object({
  year: z.number().int(),
  expectedMwh: text()
    .nullable()
    .describe("The agreement's connections' expected volume of the year, MWh (3 places); null: unknown."),
  clickedMwh: text().nullable(),
  openMwh: text().nullable(),
  clickedPct: text().nullable(),
  weightedPrice: text().nullable().describe('€ per MWh of the clicked volume (2 places).'),
});

export const agreementClickBookSchema = z.object({
  agreementId: z.number().int(),
  reference: text(),
  product: productSchema,
  from: text(),
  to: text().describe('Last day (inclusive).'),
  markupMwh: text().describe("The agreement's markup, € per MWh."),
  clicks: z.array(agreementClickItemSchema),
  years: z.array(agreementClickYearSchema),
});
export type AgreementClickBook = z.infer<typeof agreementClickBookSchema>;

/** Reading a click book: the purchase screens' rule; clicking: admins who click for collectives. */
export const AGREEMENT_CLICKS_WRITE = {
  allOf: ['mod:purchase', 'is:admin', 'collective:write'],
} as const satisfies PermissionRule;
