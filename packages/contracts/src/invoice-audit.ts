import { z } from 'zod';
import { AUDIT_RULE_IDS } from '@energiek/domain/invoice-audit';
import { listMetaSchema, listQuerySchema } from './envelopes.ts';
import { INVOICE_LINE_KINDS, ISSUER_KINDS } from './invoices.ts';
import { id, refId, text, requiredText } from './primitives.ts';

// The invoice audit (issue 29): per invoice the shadow bill and its findings
// (GET customers/{customerId}/invoices/{invoiceId}/audit), the inbox of invoices with deviations across
// customers (GET invoice-audits), the work on one (GET/POST invoice-audits/{invoiceAuditId}) and the
// tolerances and rule switches (GET/POST invoice-settings, customers/{customerId}/invoice-settings).
// Amounts are decimal strings in euros ("184.30").

/** The inbox and its work: wl:invoicecontrol + invoice-check:read (docs/permissions.md). */
export const INVOICE_AUDIT_ACCESS = { allOf: ['invoice-check:read', 'wl:invoicecontrol'] } as const;

export const AUDIT_STATUSES = ['ok', 'deviation', 'insufficient-data'] as const;
export type AuditStatusCode = (typeof AUDIT_STATUSES)[number];
export const AUDIT_STATUS_NAMES: Record<AuditStatusCode, string> = {
  ok: 'Akkoord',
  deviation: 'Afwijking',
  'insufficient-data': 'Onvoldoende gegevens',
};

export const AUDIT_WORK_STATUSES = ['open', 'in-progress', 'closed'] as const;
export type AuditWorkStatus = (typeof AUDIT_WORK_STATUSES)[number];
export const AUDIT_WORK_STATUS_NAMES: Record<AuditWorkStatus, string> = {
  open: 'Open',
  'in-progress': 'In behandeling',
  closed: 'Afgehandeld',
};

export const AUDIT_DECISIONS = ['akkoord', 'afwijking-bevestigd', 'geen-afwijking'] as const;
export type AuditDecision = (typeof AUDIT_DECISIONS)[number];
export const AUDIT_DECISION_NAMES: Record<AuditDecision, string> = {
  akkoord: 'Akkoord',
  'afwijking-bevestigd': 'Afwijking bevestigd',
  'geen-afwijking': 'Geen afwijking',
};

/** A claim to the issuer (the consultant's letter) until the credit note closes it. */
export const CLAIM_STATUSES = ['open', 'ingediend', 'toegekend', 'afgewezen'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_NAMES: Record<ClaimStatus, string> = {
  open: 'Open',
  ingediend: 'Ingediend',
  toegekend: 'Toegekend',
  afgewezen: 'Afgewezen',
};

export const INVOICE_AUDIT_MESSAGES = {
  claimExists: 'Voor deze factuur loopt al een claim.',
  claimNothing: 'Er is geen bedrag om terug te vragen: de controle vond niets te veel betaald.',
  claimMissing: 'Maak eerst een claim.',
  claimStatus: 'Kies ingediend of afgewezen.',
  claimClosed: 'Een toegekende of afgewezen claim verandert niet meer.',
  claimAmount: 'Vul een bedrag in groter dan 0 met hooguit 2 decimalen, bijvoorbeeld 184,30.',
  claimMailTo: 'Vul een geldig e-mailadres in, bijvoorbeeld facturen@leverancier.nl.',
  claimMailNoAddress:
    'De afzender heeft geen e-mailadres in de stamgegevens: vul het e-mailadres in waar de claim heen moet.',
  claimMailClosed: 'Alleen een lopende claim (open of ingediend) kan worden gemaild.',
  claimMailFailed: 'De e-mail kon niet worden verzonden. Probeer het later opnieuw.',
  notFound: 'Deze controle bestaat niet.',
  assignee: 'Kies een medewerker die facturen controleert.',
  comment: 'Schrijf een opmerking.',
  decision: 'Kies een besluit.',
  percent: 'Vul een percentage in tussen 0 en 100, bijvoorbeeld 3.',
  euro: 'Vul een bedrag in met hooguit 2 decimalen, bijvoorbeeld 25.',
  rule: 'Onbekende regel.',
} as const;
const M = INVOICE_AUDIT_MESSAGES;

const ruleId = z.enum(AUDIT_RULE_IDS);

export const auditLineSchema = z.object({
  kind: z.enum(INVOICE_LINE_KINDS),
  connectionId: z.number().int().nullable(),
  periodFrom: text().nullable(),
  periodTo: text().nullable(),
  expected: text().nullable().describe('€ the shadow bill expects; null when an input is missing.'),
  invoiced: text().describe('€ the invoice states (Σ of its lines of this kind and connection).'),
  deviation: text().nullable().describe('invoiced − expected, €.'),
  deviationPercent: text().nullable(),
  rule: ruleId.nullable().describe('The rule that flags this line, if any.'),
  explanation: text().describe('Dutch.'),
});

export const auditFindingSchema = z.object({
  rule: ruleId,
  ruleName: text(),
  amount: text().describe('€ paid too much (positive) or too little (negative).'),
  message: text(),
  connectionId: z.number().int().nullable(),
});

export const invoiceAuditResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(AUDIT_STATUSES),
  computedAt: text(),
  basis: z.array(text()).describe('What the result was computed on (Dutch).'),
  amountAtStake: text(),
  lines: z.array(auditLineSchema),
  findings: z.array(auditFindingSchema),
  missing: z.array(text()),
});
export type InvoiceAuditResult = z.infer<typeof invoiceAuditResultSchema>;
export const invoiceAuditResponseSchema = z.object({ data: invoiceAuditResultSchema });

export const invoiceAuditListItemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: text(),
  invoiceId: z.number().int(),
  invoiceNumber: text(),
  invoiceDate: text(),
  periodFrom: text().nullable(),
  periodTo: text().nullable(),
  issuerKind: z.enum(ISSUER_KINDS).nullable(),
  issuerName: text(),
  auditStatus: z.enum(AUDIT_STATUSES),
  amountAtStake: text(),
  findingCount: z.number().int(),
  rules: z.array(ruleId),
  status: z.enum(AUDIT_WORK_STATUSES),
  assigneeId: z.number().int().nullable(),
  assigneeName: text().nullable(),
  decision: z.enum(AUDIT_DECISIONS).nullable(),
  computedAt: text(),
  claimStatus: z.enum(CLAIM_STATUSES).nullable(),
  claimAmount: text().nullable().describe('€ claimed from the issuer.'),
  recovered: text().describe('€ recovered by the credit note that closed the claim (excl. VAT).'),
});
export type InvoiceAuditListItem = z.infer<typeof invoiceAuditListItemSchema>;

export const INVOICE_AUDIT_SORTS = ['amountAtStake', 'invoiceDate', 'computedAt', 'customerName'] as const;

export const invoiceAuditListQuerySchema = listQuerySchema.extend({
  status: z
    .enum([...AUDIT_WORK_STATUSES, 'all'])
    .default('open')
    .describe('Work status; default open.'),
  customerId: id().optional(),
  mine: z.coerce.boolean().optional(),
});
export type InvoiceAuditListQuery = z.output<typeof invoiceAuditListQuerySchema>;

export const invoiceAuditListResponseSchema = z.object({
  data: z.array(invoiceAuditListItemSchema),
  meta: listMetaSchema.extend({
    amountAtStake: text().describe('Σ € at stake of every matching item.'),
    recovered: text().describe('Σ € recovered on every audit of the customers the user acts for.'),
  }),
});
export type InvoiceAuditList = z.infer<typeof invoiceAuditListResponseSchema>;

export const auditEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['comment', 'assign', 'decide', 'claim']),
  body: text().nullable(),
  userName: text().nullable(),
  createdAt: text(),
});

export const claimSchema = z.object({
  status: z.enum(CLAIM_STATUSES),
  amount: text(),
  claimedAt: text(),
  submittedAt: text().nullable(),
  closedAt: text().nullable(),
  creditNoteId: z.number().int().nullable(),
  creditNoteNumber: text().nullable(),
  recovered: text(),
  letterUrl: text().describe('The Dutch claim letter (PDF).'),
  issuerEmail: text()
    .nullable()
    .describe(
      'The issuer’s e-mail address in the master data: where claim-mail sends the letter by default.',
    ),
});
export type Claim = z.infer<typeof claimSchema>;

export const invoiceAuditDetailSchema = invoiceAuditListItemSchema.extend({
  result: invoiceAuditResultSchema,
  claim: claimSchema.nullable(),
  events: z.array(auditEventSchema),
  assignees: z.array(z.object({ id: z.number().int(), name: text() })),
});
export type InvoiceAuditDetail = z.infer<typeof invoiceAuditDetailSchema>;
export const invoiceAuditDetailResponseSchema = z.object({ data: invoiceAuditDetailSchema });

export const invoiceAuditActionSchema = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('assign'), assigneeId: refId(M.assignee).nullable() }),
    z.object({
      action: z.literal('comment'),
      body: requiredText(M.comment, 4000),
    }),
    z.object({
      action: z.literal('decide'),
      decision: z.enum(AUDIT_DECISIONS, { error: M.decision }),
      comment: text().trim().max(4000).optional(),
    }),
    z.object({ action: z.literal('recompute') }),
    z.object({
      action: z.literal('claim'),
      amount: text(M.claimAmount)
        .trim()
        .transform((v) => v.replace(',', '.'))
        .pipe(
          text(M.claimAmount)
            .regex(/^\d{1,9}(\.\d{1,2})?$/, M.claimAmount)
            .refine((v) => Number(v) > 0, M.claimAmount),
        )
        .optional()
        .describe('€ to claim; default the € at stake.'),
    }),
    z.object({
      action: z.literal('claim-mail'),
      to: text(M.claimMailTo)
        .trim()
        .max(254, M.claimMailTo)
        .pipe(z.email(M.claimMailTo))
        .optional()
        .describe('Where the letter goes; default the issuer’s e-mail address.'),
    }),
    z.object({
      action: z.literal('claim-status'),
      claimStatus: z.enum(['ingediend', 'afgewezen'], { error: M.claimStatus }),
      comment: text().trim().max(4000).optional(),
    }),
  ])
  .describe(
    'assign (null: nobody), comment, decide (closes the item), recompute now, claim (a claim to the issuer), claim-mail (the letter mailed to the issuer, PDF attached; an open claim becomes ingediend) or claim-status (ingediend / afgewezen; a credit note on the invoice grants it).',
  );
export type InvoiceAuditAction = z.output<typeof invoiceAuditActionSchema>;

export const invoiceAuditParams = z.object({ invoiceAuditId: id() });
export const customerInvoiceParams = z.object({ customerId: id(), invoiceId: id() });

const percent = text(M.percent)
  .trim()
  .transform((v) => v.replace(',', '.'))
  .pipe(
    text(M.percent)
      .regex(/^\d{1,3}(\.\d{1,2})?$/, M.percent)
      .refine((v) => Number(v) <= 100, M.percent),
  );
const euro = text(M.euro)
  .trim()
  .transform((v) => v.replace(',', '.'))
  .pipe(text(M.euro).regex(/^\d{1,9}(\.\d{1,2})?$/, M.euro));

export const ruleSettingBodySchema = z.object({
  enabled: z.boolean().optional(),
  percent: percent.optional(),
  euro: euro.optional(),
});
export const invoiceSettingsBodySchema = z.object({
  rules: z
    .partialRecord(ruleId, ruleSettingBodySchema.nullable())
    .describe('Per rule the switch and tolerances; null removes a customer override.'),
});
export type InvoiceSettingsBody = z.output<typeof invoiceSettingsBodySchema>;

export const ruleSettingItemSchema = z.object({
  id: ruleId,
  name: text(),
  explanation: text(),
  enabled: z.boolean(),
  percent: text(),
  euro: text(),
  /** Customer settings: the customer overrides the defaults for this rule. */
  overridden: z.boolean(),
});
export const invoiceSettingsResponseSchema = z.object({
  data: z.object({ customerId: z.number().int().nullable(), rules: z.array(ruleSettingItemSchema) }),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsResponseSchema>['data'];

/** The customer tabs: per connection and month the three invoices and their audit. */
export const connectionMonthSchema = z.object({
  month: text(),
  invoices: z.array(
    z.object({
      invoiceId: z.number().int(),
      number: text(),
      issuerKind: z.enum(ISSUER_KINDS).nullable(),
      auditStatus: z.enum(AUDIT_STATUSES).nullable(),
      amountAtStake: text().nullable(),
      invoiceAuditId: z.number().int().nullable(),
    }),
  ),
  missing: z.array(z.enum(ISSUER_KINDS)),
});
export const customerAuditConnectionSchema = z.object({
  connectionId: z.number().int(),
  ean: text(),
  address: text(),
  invoiceCount: z.number().int(),
  deviationCount: z.number().int(),
  amountAtStake: text(),
  months: z.array(connectionMonthSchema),
});
export type CustomerAuditConnection = z.infer<typeof customerAuditConnectionSchema>;
export const customerAuditResponseSchema = z.object({
  data: z.array(customerAuditConnectionSchema),
  meta: z.object({
    amountAtStake: text(),
    recovered: text().describe('Σ € recovered by credit notes on this customer’s claims (excl. VAT).'),
    invoices: z.number().int(),
    deviations: z.number().int(),
  }),
});
export type CustomerAudit = z.infer<typeof customerAuditResponseSchema>;
