import { z } from 'zod';
import { SIGNAL_RULES } from '@energiek/domain/signal-rules';
import { SIGNAL_UNITS, type SignalUnit } from '@energiek/domain/signal-units';
import type { PermissionRule } from './access.ts';
import { listMetaSchema, pagingQuery } from './envelopes.ts';
import { formatCurrency, formatNumber } from './format.ts';
import { ISSUER_KINDS } from './invoices.ts';
import { id, text } from './primitives.ts';

// Signals (issue 30): what the rules found in a customer's data — per module, with a status the
// back office works through (open → in behandeling → gesloten). Routes: customers/{customerId}/signals,
// the back-office list signals, and POST signals/run.

export { SIGNAL_RULES, type SignalRule } from '@energiek/domain/signal-rules';
export { SIGNAL_UNITS, signalUnits, type SignalUnit } from '@energiek/domain/signal-units';

export const SIGNAL_STATUSES = ['open', 'in-behandeling', 'gesloten'] as const;
export type SignalStatus = (typeof SIGNAL_STATUSES)[number];

export const SIGNAL_MODULES = ['ems', 'invoicecontrol', 'purchase', 'taxrequest', 'energysaving'] as const;
export type SignalModule = (typeof SIGNAL_MODULES)[number];

/** The module a rule belongs to (the tab under customers/{customerId}/signals/{mod}). */
export const SIGNAL_RULE_MODULE: Record<(typeof SIGNAL_RULES)[number], SignalModule> = {
  'missing-data': 'ems',
  'peak-over-capacity': 'ems',
  'reactive-power': 'ems',
  'authorisation-expiring': 'ems',
  'notice-deadline': 'purchase',
  'tax-refund-deadline': 'taxrequest',
  'energy-saving-report': 'energysaving',
  'usage-anomaly': 'ems',
  'base-load': 'ems',
  'off-hours-use': 'ems',
  'solar-production-drop': 'ems',
  'invoice-deviation': 'invoicecontrol',
  'missing-invoice': 'invoicecontrol',
};

export const SIGNAL_STATUS_LABELS: Record<SignalStatus, string> = {
  open: 'Open',
  'in-behandeling': 'In behandeling',
  gesloten: 'Gesloten',
};

export const SIGNAL_MODULE_LABELS: Record<SignalModule, string> = {
  ems: 'Energiemonitoring',
  invoicecontrol: 'Factuurcontrole',
  purchase: 'Inkoop',
  taxrequest: 'Teruggaaf',
  energysaving: 'Energiebesparing',
};

export const SIGNAL_RULE_LABELS: Record<(typeof SIGNAL_RULES)[number], string> = {
  'missing-data': 'Ontbrekende meetdata',
  'peak-over-capacity': 'Piek boven gecontracteerd vermogen',
  'reactive-power': 'Blindstroom boven cos φ 0,85',
  'authorisation-expiring': 'Machtiging verloopt',
  'notice-deadline': 'Opzegtermijn contract',
  'tax-refund-deadline': 'Termijn teruggaaf energiebelasting',
  'energy-saving-report': 'Energiebesparingsrapportage',
  'usage-anomaly': 'Verbruik boven normaal',
  'base-load': 'Basislast gestegen',
  'off-hours-use': "Verbruik 's nachts en in het weekend",
  'solar-production-drop': 'Teruglevering zonnepanelen gedaald',
  'invoice-deviation': 'Afwijking op factuur',
  'missing-invoice': 'Factuur ontbreekt',
};

const SINGULAR: Partial<Record<SignalUnit, string>> = {
  dagen: 'dag',
  maanden: 'maand',
  intervallen: 'interval',
};
const WHOLE_UNITS: readonly SignalUnit[] = ['dagen', 'maanden', 'intervallen'];

/** A signal's measured value or limit with its unit: '€ 40,00', '3 maanden', '1 dag', '125,5 kW'. */
export function formatSignalValue(value: number | null, unit: SignalUnit): string {
  if (value === null) return '—';
  if (unit === '€') return formatCurrency(value);
  if (WHOLE_UNITS.includes(unit))
    return `${formatNumber(value, 0)} ${value === 1 ? (SINGULAR[unit] ?? unit) : unit}`;
  return `${formatNumber(value, 1)} ${unit}`;
}

/** Measured against the limit, each with its unit: '3 maanden / 30 dagen'; '—' when nothing was measured. */
export function formatSignalMeasure(
  signal: Pick<SignalItem, 'measured' | 'limit' | 'measuredUnit' | 'limitUnit'>,
): string {
  if (signal.measured === null) return '—';
  return `${formatSignalValue(signal.measured, signal.measuredUnit)} / ${formatSignalValue(signal.limit, signal.limitUnit)}`;
}

export const SIGNAL_SEVERITY_LABELS: Record<1 | 2 | 3, string> = { 1: 'Laag', 2: 'Middel', 3: 'Hoog' };

export const SIGNAL_MESSAGES = {
  status: 'Kies een geldige status.',
  unread: 'Kies ja of nee voor ongelezen.',
  closeReason: 'Vul een reden in om het signaal te sluiten.',
  closeReasonTooLong: 'De reden mag maximaal 500 tekens bevatten.',
  comment: 'Een opmerking mag maximaal 2000 tekens bevatten.',
  assignee: 'Kies een medewerker van de back office.',
  nothing: 'Geef een status, behandelaar, opmerking of reden op.',
  module: 'Kies een geldige module.',
  autoClosed: 'Oorzaak verdwenen: automatisch gesloten.',
  reopened: 'De oorzaak is terug: opnieuw geopend.',
  actionCreated: (id: number) => `Actie #${id} aangemaakt.`,
  jobsStopped: 'De achtergrondtaken draaien nu niet; probeer het later opnieuw.',
} as const;

export const SIGNALS_READ = {
  allOf: ['is:admin', 'signals-notifications:read'],
} as const satisfies PermissionRule;

/** Changing the rule settings (defaults and per-customer overrides); reading them is SIGNALS_READ. */
export const SIGNALS_WRITE = {
  allOf: ['is:admin', 'signals-notifications:write'],
} as const satisfies PermissionRule;

export const signalItemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: text().optional(),
  connectionId: z.number().int().nullable(),
  ean: text().nullable(),
  invoiceId: z
    .number()
    .int()
    .nullable()
    .describe('The invoice that shows the cause (invoice rules); null for other rules.'),
  agreementId: z
    .number()
    .int()
    .nullable()
    .describe('The supply agreement that shows the cause (notice deadline, the contract radar); else null.'),
  authorisationId: z
    .number()
    .int()
    .nullable()
    .describe(
      "The data-access authorisation (machtiging) that expires (authorisation-expiring; shown on its connection's page); else null.",
    ),
  taxRequestId: z
    .number()
    .int()
    .nullable()
    .describe('The tax refund request whose deadline approaches (tax-refund-deadline); else null.'),
  issuerKind: z
    .enum(ISSUER_KINDS)
    .nullable()
    .describe(
      'The issuer whose invoice is missing (missing-invoice: supplier, grid-operator, metering-company); else null.',
    ),
  module: z.enum(SIGNAL_MODULES),
  rule: z.enum(SIGNAL_RULES),
  status: z.enum(SIGNAL_STATUSES),
  severity: z.number().int().min(1).max(3).describe('1 laag, 2 middel, 3 hoog.'),
  periodFrom: text().describe('First day of the cause (YYYY-MM-DD).'),
  periodTo: text().describe('Last day of the cause (YYYY-MM-DD, inclusive).'),
  measured: z.number().nullable(),
  limit: z.number().nullable(),
  measuredUnit: z.enum(SIGNAL_UNITS).describe('Unit of measured, per rule (m³ on a gas connection).'),
  limitUnit: z.enum(SIGNAL_UNITS).describe('Unit of limit (missing-invoice: months against days).'),
  impact: text().nullable().describe('€ impact, exact decimal; null when not known.'),
  title: text(),
  detail: text(),
  assigneeId: z.number().int().nullable(),
  assigneeName: text().nullable(),
  closeReason: text().nullable(),
  isRead: z
    .boolean()
    .describe(
      'For the requester: false while a notification of this signal to them is unread (shared with the ' +
        'bell); opening the signal (GET one) reads it.',
    ),
  createdAt: text(),
  updatedAt: text(),
});
export type SignalItem = z.infer<typeof signalItemSchema>;

export const signalEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['raised', 'updated', 'reopened', 'closed', 'status', 'assigned', 'comment']),
  message: text(),
  userName: text().nullable(),
  createdAt: text(),
});
export type SignalEvent = z.infer<typeof signalEventSchema>;

export const signalDetailSchema = signalItemSchema.extend({ history: z.array(signalEventSchema) });
export type SignalDetail = z.infer<typeof signalDetailSchema>;

export const signalListSchema = z.object({ data: z.array(signalItemSchema), meta: listMetaSchema });
export type SignalList = z.infer<typeof signalListSchema>;

const sort = z
  .enum(['-severity', 'severity', '-impact', 'impact', '-createdAt', 'createdAt', '-updatedAt'])
  .default('-severity');

export const customerSignalQuerySchema = z.object({
  module: z.enum(SIGNAL_MODULES, { error: SIGNAL_MESSAGES.module }).optional(),
  status: z.enum(SIGNAL_STATUSES, { error: SIGNAL_MESSAGES.status }).optional(),
  unread: z
    .enum(['0', '1', 'true', 'false'], { error: SIGNAL_MESSAGES.unread })
    .transform((v) => v === '1' || v === 'true')
    .optional()
    .describe('Only the signals unread by the requester ("Ongelezen").'),
  sort,
  ...pagingQuery,
});
export type CustomerSignalQuery = z.infer<typeof customerSignalQuerySchema>;

export const signalQuerySchema = customerSignalQuerySchema;
export type SignalQuery = z.infer<typeof signalQuerySchema>;

export const signalParamsSchema = z.object({ customerId: id(), signalId: id() });

export const signalUpdateSchema = z
  .object({
    status: z.enum(SIGNAL_STATUSES, { error: SIGNAL_MESSAGES.status }).optional(),
    assigneeId: z.number({ error: SIGNAL_MESSAGES.assignee }).int().min(1).nullable().optional(),
    comment: text().trim().max(2000, SIGNAL_MESSAGES.comment).optional(),
    closeReason: text().trim().max(500, SIGNAL_MESSAGES.closeReasonTooLong).optional(),
    toAction: z.boolean().optional().describe('Turn the signal into an action of the customer.'),
  })
  .superRefine((body, issue) => {
    if (
      body.status === undefined &&
      body.assigneeId === undefined &&
      !body.comment &&
      !body.toAction &&
      body.closeReason === undefined
    ) {
      issue.addIssue({ code: 'custom', path: ['status'], message: SIGNAL_MESSAGES.nothing });
    }
    if (body.status === 'gesloten' && !body.closeReason) {
      issue.addIssue({ code: 'custom', path: ['closeReason'], message: SIGNAL_MESSAGES.closeReason });
    }
  });
export type SignalUpdate = z.infer<typeof signalUpdateSchema>;

export const signalRunSchema = z
  .object({
    customerId: id().optional().describe('Run for one customer only; omitted: every customer.'),
  })
  .strict();
export type SignalRun = z.infer<typeof signalRunSchema>;

export const signalRunResponseSchema = z.object({ data: z.object({ jobId: text() }) });
export const signalDetailResponseSchema = z.object({ data: signalDetailSchema });

// --- Rule settings (/v3/control/signals/{tab}) ---------------------------------------------------------

/** What a rule's threshold means, per rule (Dutch, shown next to the input). */
export const SIGNAL_RULE_THRESHOLDS: Record<
  (typeof SIGNAL_RULES)[number],
  { unit: string; explanation: string; min: number; max: number }
> = {
  'missing-data': {
    unit: 'dagen',
    explanation: 'Aantal dagen terug dat op volledigheid wordt gecontroleerd.',
    min: 1,
    max: 60,
  },
  'peak-over-capacity': {
    unit: '%',
    explanation: 'Percentage van het gecontracteerd vermogen dat een piek mag bereiken.',
    min: 50,
    max: 200,
  },
  'reactive-power': {
    unit: 'dagen',
    explanation: 'Aantal dagen terug waarover de blindstroom wordt opgeteld.',
    min: 1,
    max: 90,
  },
  'authorisation-expiring': {
    unit: 'dagen',
    explanation: 'Aantal dagen vóór het verlopen van de machtiging.',
    min: 1,
    max: 365,
  },
  'notice-deadline': {
    unit: 'dagen',
    explanation: 'Aantal dagen vóór de opzegdatum van het contract.',
    min: 1,
    max: 365,
  },
  'tax-refund-deadline': {
    unit: 'dagen',
    explanation: 'Aantal dagen vóór de termijn van het teruggaafverzoek.',
    min: 1,
    max: 365,
  },
  'energy-saving-report': {
    unit: 'dagen',
    explanation: 'Aantal dagen vóór de termijn van de rapportage.',
    min: 1,
    max: 365,
  },
  'usage-anomaly': {
    unit: '%',
    explanation:
      'Hoeveel procent het dagverbruik boven dezelfde weekdag in de vier weken ervoor mag liggen; gas boven wat de graaddagen verklaren.',
    min: 10,
    max: 500,
  },
  'base-load': {
    unit: '%',
    explanation:
      'Hoeveel procent de basislast (laagste uur van de dag) van de afgelopen week boven die van de drie weken ervoor mag liggen.',
    min: 5,
    max: 200,
  },
  'off-hours-use': {
    unit: '%',
    explanation:
      "Hoeveel procent het verbruik 's nachts en in het weekend boven het gemiddelde van de drie weken ervoor mag liggen.",
    min: 5,
    max: 300,
  },
  'solar-production-drop': {
    unit: '%',
    explanation:
      'Onder hoeveel procent van de teruglevering van de twee weken ervoor de laatste drie dagen mogen zakken.',
    min: 1,
    max: 90,
  },
  'invoice-deviation': {
    unit: '€',
    explanation: 'Vanaf hoeveel euro te veel berekend op een gecontroleerde factuur een signaal volgt.',
    min: 0,
    max: 100000,
  },
  'missing-invoice': {
    unit: 'dagen',
    explanation:
      'Aantal dagen na afloop van een maand waarbinnen de facturen van leverancier, netbeheerder en meetbedrijf verwacht worden. ' +
      'Per aansluiting worden ze verwacht vanaf de eerste ontvangen factuur van die partij.',
    min: 1,
    max: 120,
  },
};

export const SIGNAL_SETTINGS_MESSAGES = {
  enabled: 'Kies aan of uit.',
  threshold: 'Vul een getal in.',
  thresholdRange: (min: number, max: number) => `Vul een waarde in van ${min} tot en met ${max}.`,
  rule: 'Kies een bestaande regel.',
  recipients: 'Kies wie er bericht krijgt.',
  adminIds: 'Kies bestaande beheerders.',
  adminIdsRequired: 'Kies ten minste één beheerder, of zet "Gekozen beheerders" uit.',
} as const;

/** Who is told of a new or reopened signal of a rule (bell, digest). */
export const SIGNAL_RECIPIENTS = [
  'account-manager',
  'assigned-admins',
  'chosen-admins',
  'customer-staff',
] as const;
export type SignalRecipient = (typeof SIGNAL_RECIPIENTS)[number];
export const DEFAULT_SIGNAL_RECIPIENTS: readonly SignalRecipient[] = ['account-manager', 'assigned-admins'];

export const SIGNAL_RECIPIENT_LABELS: Record<SignalRecipient, string> = {
  'account-manager': 'Accountmanager',
  'assigned-admins': 'Toegewezen beheerders',
  'chosen-admins': 'Gekozen beheerders',
  'customer-staff': 'Medewerkers van de klant',
};

const ruleSettingBody = z
  .object({
    enabled: z.boolean({ error: SIGNAL_SETTINGS_MESSAGES.enabled }),
    threshold: z.number({ error: SIGNAL_SETTINGS_MESSAGES.threshold }).finite(),
    recipients: z
      .array(z.enum(SIGNAL_RECIPIENTS, { error: SIGNAL_SETTINGS_MESSAGES.recipients }), {
        error: SIGNAL_SETTINGS_MESSAGES.recipients,
      })
      .optional()
      .describe('Who is told; omitted: unchanged (the default: account manager and assigned admins).'),
    adminIds: z
      .array(z.number({ error: SIGNAL_SETTINGS_MESSAGES.adminIds }).int().positive(), {
        error: SIGNAL_SETTINGS_MESSAGES.adminIds,
      })
      .max(50, { error: SIGNAL_SETTINGS_MESSAGES.adminIds })
      .optional()
      .describe("The admins told when recipients holds 'chosen-admins'."),
  })
  .superRefine((body, issue) => {
    if (body.recipients?.includes('chosen-admins') && (body.adminIds ?? []).length === 0) {
      issue.addIssue({
        code: 'custom',
        path: ['adminIds'],
        message: SIGNAL_SETTINGS_MESSAGES.adminIdsRequired,
      });
    }
  });

/** Checks every rule's threshold against its range (a Dutch field error at rules.{rule}.threshold). */
function checkThresholds(
  rules: Partial<Record<string, { threshold: number } | null | undefined>>,
  issue: z.RefinementCtx,
  path: (rule: string) => (string | number)[],
): void {
  for (const [rule, setting] of Object.entries(rules)) {
    if (!setting) continue;
    const range = SIGNAL_RULE_THRESHOLDS[rule as (typeof SIGNAL_RULES)[number]];
    if (setting.threshold < range.min || setting.threshold > range.max) {
      issue.addIssue({
        code: 'custom',
        path: path(rule),
        message: SIGNAL_SETTINGS_MESSAGES.thresholdRange(range.min, range.max),
      });
    }
  }
}

export const signalSettingsBodySchema = z
  .object({
    rules: z
      .partialRecord(
        z.enum(SIGNAL_RULES, { error: SIGNAL_SETTINGS_MESSAGES.rule }),
        ruleSettingBody.nullable(),
      )
      .describe('Per rule the switch and threshold; null removes a customer override.'),
  })
  .strict()
  .superRefine((body, issue) => checkThresholds(body.rules, issue, (rule) => ['rules', rule, 'threshold']));
export type SignalSettingsBody = z.infer<typeof signalSettingsBodySchema>;

export const signalRuleSettingSchema = z.object({
  rule: z.enum(SIGNAL_RULES),
  module: z.enum(SIGNAL_MODULES),
  name: text(),
  explanation: text(),
  unit: text(),
  min: z.number(),
  max: z.number(),
  enabled: z.boolean(),
  threshold: z.number(),
  /** The default (for a customer: what applies without its override). */
  defaultEnabled: z.boolean(),
  defaultThreshold: z.number(),
  /** Customer settings: the customer overrides the default for this rule. */
  overridden: z.boolean(),
  /** Who is told of a new or reopened signal. */
  recipients: z.array(z.enum(SIGNAL_RECIPIENTS)),
  adminIds: z.array(z.number().int()),
});
export type SignalRuleSetting = z.infer<typeof signalRuleSettingSchema>;

export const signalSettingsResponseSchema = z.object({
  data: z.object({ customerId: z.number().int().nullable(), rules: z.array(signalRuleSettingSchema) }),
});
export type SignalSettings = z.infer<typeof signalSettingsResponseSchema>['data'];

export const signalPreviewSchema = z
  .object({
    rule: z.enum(SIGNAL_RULES, { error: SIGNAL_SETTINGS_MESSAGES.rule }),
    threshold: z.number({ error: SIGNAL_SETTINGS_MESSAGES.threshold }).finite(),
    customerId: id().optional().describe('Preview for one customer only; omitted: every customer.'),
  })
  .strict()
  .superRefine((body, issue) => checkThresholds({ [body.rule]: body }, issue, () => ['threshold']));
export type SignalPreview = z.infer<typeof signalPreviewSchema>;

export const signalPreviewResponseSchema = z.object({
  data: z.object({
    rule: z.enum(SIGNAL_RULES),
    threshold: z.number(),
    /** Signals the rule would raise on the current data with this threshold. */
    signals: z.number().int(),
    customers: z.number().int(),
  }),
});
export type SignalPreviewResult = z.infer<typeof signalPreviewResponseSchema>['data'];

// --- The bell's signal notifications ---------------------------------------------------------------------

export const SIGNAL_NOTIFICATION_REASONS = ['raised', 'reopened'] as const;

export const signalNotificationSchema = z
  .object({
    id: z.number().int(),
    reason: z
      .enum(SIGNAL_NOTIFICATION_REASONS)
      .describe('raised: a new signal; reopened: its cause is back.'),
    isRead: z.boolean(),
    signal: z.object({
      id: z.number().int(),
      customerId: z.number().int(),
      module: z.enum(SIGNAL_MODULES),
      rule: z.enum(SIGNAL_RULES),
      title: text(),
      severity: z.number().int().min(1).max(3),
      status: z.enum(SIGNAL_STATUSES),
    }),
    customer: z.object({ id: z.number().int(), name: text() }),
    createdAt: text(),
  })
  .describe('A notification of a new or reopened signal, for the signed-in user.');
export type SignalNotificationItem = z.infer<typeof signalNotificationSchema>;

export const signalNotificationQuerySchema = z.object({ ...pagingQuery });

export const signalNotificationListSchema = z.object({
  data: z.array(signalNotificationSchema),
  meta: listMetaSchema.extend({
    unread: z.number().int().describe('Unread signal notifications of the user.'),
  }),
});
export type SignalNotificationList = z.infer<typeof signalNotificationListSchema>;
