import { z } from 'zod';
import { DEAL_STAGES, DEFAULT_PROBABILITY, type DealStage } from '@energiek/domain/sales-pipeline';
import type { PermissionRule } from './access.ts';
import { emailField, optionalText, phoneField } from './customers.ts';
import { listMetaSchema, listQuerySchema } from './envelopes.ts';
import { MAX_ID, isIsoDay, refId, text } from './primitives.ts';

// Sales deals (issue 11 "Sales", spec route /v3/sales: is:admin; index sales:read; create and
// {dealId}/edit organisation:write). A deal is about a prospect (company, name, e-mail, phone) or an
// existing customer; it moves through the stages on the board; won creates the customer and an action.

export { DEAL_STAGES, DEFAULT_PROBABILITY, type DealStage };

export const SALES_READ = { allOf: ['is:admin', 'sales:read'] } as const satisfies PermissionRule;
export const SALES_WRITE = { allOf: ['is:admin', 'organisation:write'] } as const satisfies PermissionRule;

export const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  lead: 'Lead',
  gekwalificeerd: 'Gekwalificeerd',
  offerte: 'Offerte',
  onderhandeling: 'Onderhandeling',
  gewonnen: 'Gewonnen',
  verloren: 'Verloren',
};

export const DEAL_SOURCES = ['handmatig', 'collectief'] as const;
export type DealSource = (typeof DEAL_SOURCES)[number];
export const DEAL_SOURCE_LABELS: Record<DealSource, string> = {
  handmatig: 'Handmatig',
  collectief: 'Interesseformulier collectief',
};

export const SALES_MESSAGES = {
  titleRequired: 'Vul een omschrijving van de deal in.',
  stage: 'Kies een fase.',
  customerOrProspect: 'Kies een klant of vul de bedrijfsnaam van de prospect in.',
  unknownCustomer: 'Deze klant bestaat niet.',
  unknownContact: 'Dit contact hoort niet bij de gekozen klant.',
  contactNeedsCustomer: 'Een contactpersoon kan alleen bij een bestaande klant.',
  unknownOwner: 'Kies een beheerder als eigenaar.',
  lostReason: 'Vul de reden in waarom de deal verloren is.',
  probability: 'Vul een kans in van 0 tot en met 100 %.',
  volume: 'Vul een hele hoeveelheid van 0 of meer in.',
  value: 'Vul een bedrag in, bijvoorbeeld 12.500,00.',
  date: 'Vul een geldige datum in.',
  wonLocked: 'Een gewonnen deal kan niet meer van fase veranderen.',
} as const;

/** '12.500,50', '12500,50', '12500.50' or a number → '12500.50'; undefined when not an amount ≥ 0. */
export function normaliseAmount(value: string | number): string | undefined {
  let raw = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
  raw = raw.replace(/^€\s*/, '');
  if (raw.includes(',')) raw = raw.replace(/\./g, '').replace(',', '.');
  if (!/^\d{1,12}(\.\d{1,2})?$/.test(raw)) return undefined;
  return raw;
}

const amount = () =>
  text(SALES_MESSAGES.value)
    .nullish()
    .transform((value, context) => {
      if (value === undefined) return undefined;
      if (value === null || value === '') return null;
      const normal = normaliseAmount(value);
      if (normal === undefined) {
        context.addIssue({ code: 'custom', message: SALES_MESSAGES.value });
        return z.NEVER;
      }
      return normal;
    });

const volume = () =>
  z
    .number({ error: SALES_MESSAGES.volume })
    .int(SALES_MESSAGES.volume)
    .min(0, SALES_MESSAGES.volume)
    .max(1e12, SALES_MESSAGES.volume)
    .nullish();

const dealFields = {
  title: text(SALES_MESSAGES.titleRequired)
    .trim()
    .min(1, SALES_MESSAGES.titleRequired)
    .max(200, 'Gebruik maximaal 200 tekens.')
    .describe("What the deal is about, e.g. 'Levering elektriciteit en gas 2027'."),
  customerId: refId(SALES_MESSAGES.unknownCustomer)
    .nullish()
    .describe('An existing customer; null for a prospect.'),
  contactId: refId(SALES_MESSAGES.unknownContact).nullish().describe("A contact of the deal's customer."),
  prospectCompany: optionalText(200).describe('Company name of a prospect (no customer yet).'),
  prospectName: optionalText(200).describe('Contact person of a prospect.'),
  prospectEmail: emailField(),
  prospectPhone: phoneField(),
  ownerId: refId(SALES_MESSAGES.unknownOwner).nullish().describe('The admin user who owns the deal.'),
  stage: z.enum(DEAL_STAGES, { error: SALES_MESSAGES.stage }),
  lostReason: optionalText(1000).describe('Why the deal was lost (required for stage verloren).'),
  volumeKwh: volume().describe('Annual electricity volume, kWh.'),
  volumeM3: volume().describe('Annual gas volume, m³.'),
  expectedValue: amount().describe('Expected value in € per year, a decimal string ("12500.00").'),
  probability: z
    .number({ error: SALES_MESSAGES.probability })
    .int(SALES_MESSAGES.probability)
    .min(0, SALES_MESSAGES.probability)
    .max(100, SALES_MESSAGES.probability)
    .nullish()
    .describe("0–100 %; left out: the stage's default (lead 10, … onderhandeling 75)."),
  expectedCloseDate: text(SALES_MESSAGES.date)
    .nullish()
    .transform((value) => (value ? value : value === undefined ? undefined : null))
    .refine((value) => !value || isIsoDay(value), SALES_MESSAGES.date)
    .describe('YYYY-MM-DD.'),
  nextStep: optionalText(500).describe('The next thing to do.'),
};

type DealShape = {
  stage?: DealStage | undefined;
  lostReason?: string | null | undefined;
  customerId?: number | null | undefined;
  prospectCompany?: string | null | undefined;
  contactId?: number | null | undefined;
};

/** The rules across fields of a whole deal (create, or an update merged with the stored deal). */
export function dealIssues(deal: DealShape): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (deal.stage === 'verloren' && !deal.lostReason)
    issues.push({ path: 'lostReason', message: SALES_MESSAGES.lostReason });
  if (!deal.customerId && !deal.prospectCompany)
    issues.push({ path: 'prospectCompany', message: SALES_MESSAGES.customerOrProspect });
  if (deal.contactId && !deal.customerId)
    issues.push({ path: 'contactId', message: SALES_MESSAGES.contactNeedsCustomer });
  return issues;
}

export const dealCreateSchema = z
  .object({ ...dealFields, stage: dealFields.stage.default('lead') })
  .superRefine((deal, context) => {
    for (const issue of dealIssues(deal))
      context.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type DealCreate = z.input<typeof dealCreateSchema>;
export type DealCreateValues = z.output<typeof dealCreateSchema>;

/** Update: only the fields sent change (the board's move sends { stage, lostReason }). */
export const dealUpdateSchema = z.object(dealFields).partial();
export type DealUpdate = z.input<typeof dealUpdateSchema>;
export type DealUpdateValues = z.output<typeof dealUpdateSchema>;

const ref = z.object({ id: z.number().int(), name: text() }).nullable();

export const dealItemSchema = z.object({
  id: z.number().int(),
  title: text(),
  customer: ref.describe('The customer (set for a prospect once the deal is won).'),
  contact: ref,
  prospectCompany: text().nullable(),
  prospectName: text().nullable(),
  prospectEmail: text().nullable(),
  prospectPhone: text().nullable(),
  /** The customer's name, else the prospect's company. */
  companyName: text(),
  owner: ref,
  stage: z.enum(DEAL_STAGES),
  stageName: text(),
  lostReason: text().nullable(),
  volumeKwh: z.number().nullable(),
  volumeM3: z.number().nullable(),
  expectedValue: text().nullable().describe('€ per year, decimal string.'),
  probability: z.number().int(),
  weightedValue: text().describe('expectedValue × probability / 100, € (2 decimals).'),
  expectedCloseDate: text().nullable(),
  nextStep: text().nullable(),
  source: z.enum(DEAL_SOURCES),
  sourceName: text(),
  setupActionId: z.number().int().nullable().describe('The contract set-up action created when won.'),
  wonAt: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type DealItem = z.infer<typeof dealItemSchema>;

const SORT_KEYS = [
  'title',
  'companyName',
  'stage',
  'expectedValue',
  'probability',
  'expectedCloseDate',
  'updatedAt',
] as const;
export const DEAL_SORTS = [...SORT_KEYS, ...SORT_KEYS.map((key) => `-${key}` as const)] as const;

export const dealListQuerySchema = listQuerySchema.extend({
  stage: z.enum(DEAL_STAGES).optional(),
  ownerId: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  source: z.enum(DEAL_SOURCES).optional(),
  open: z.enum(['0', '1']).optional().describe('1: only lead … onderhandeling; 0: only won and lost.'),
  closeFrom: text().refine(isIsoDay).optional().describe('Expected close date on or after, YYYY-MM-DD.'),
  closeTo: text().refine(isIsoDay).optional().describe('Expected close date on or before, YYYY-MM-DD.'),
  sort: z.enum(DEAL_SORTS).optional(),
});
export type DealListQuery = z.output<typeof dealListQuerySchema>;
export type DealListQueryInput = z.input<typeof dealListQuerySchema>;

const totalsSchema = z.object({
  count: z.number().int(),
  value: text().describe('Σ expected value, €.'),
  weighted: text().describe('Σ expected value × probability, €.'),
});

export const dealListMetaSchema = listMetaSchema.extend({
  pipeline: z
    .object({
      stages: z.array(totalsSchema.extend({ stage: z.enum(DEAL_STAGES) })),
      open: totalsSchema,
      all: totalsSchema,
    })
    .describe('Totals over every deal the filters match (all pages): per stage, the open stages, all.'),
});
export const dealListSchema = z.object({ data: z.array(dealItemSchema), meta: dealListMetaSchema });
export type DealList = z.infer<typeof dealListSchema>;

export const dealParams = z.object({ dealId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The /collectief interest form's lead (createLeadFromInterest). */
export type InterestLead = {
  company: string;
  name?: string | null;
  emailAddress: string;
  phoneNumber?: string | null;
  collectiveName?: string | null;
  volumeKwh?: number | null;
  volumeM3?: number | null;
  message?: string | null;
};
