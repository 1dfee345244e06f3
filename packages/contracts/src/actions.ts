import { z } from 'zod';
import { id, isIsoDay, refId, text, requiredText, intBetween } from './primitives.ts';
import { counterSchema } from './realtime.ts';
import { listMetaSchema, pagingQuery } from './envelopes.ts';

// Actions and notes (spec §2 routes customers/{customerId}/actions|notes, §7 CRUD customers/{id}/actions,
// PATCH action-comments/{id}, POST actions/suggest, GET counter).

export const ACTION_TYPES = ['action', 'note'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const ACTION_STATUSES = [1, 2, 3, 4] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
export const ACTION_STATUS_DONE: ActionStatus = 4;

/** The statusName the API answers (and the notifications snapshot). */
export const ACTION_STATUS_NAMES: Record<ActionStatus, string> = {
  1: 'Open',
  2: 'In behandeling',
  3: 'Wacht op klant',
  4: 'Afgerond',
};

export const ACTION_PRIORITIES = [1, 2, 3] as const;
export type ActionPriority = (typeof ACTION_PRIORITIES)[number];
export const ACTION_PRIORITY_NAMES: Record<ActionPriority, string> = { 1: 'Laag', 2: 'Normaal', 3: 'Hoog' };

/** Standard action subjects offered by actions/suggest next to the earlier subjects. */
export const ACTION_TEMPLATES: readonly string[] = [
  'Meterstanden opvragen',
  'Contract verlengen',
  'Factuur controleren',
  'Aansluiting aanmelden bij leverancier',
  'Aansluiting afmelden bij leverancier',
  'Teruggaaf energiebelasting aanvragen',
  'Jaarafrekening controleren',
  'Offerte energiecontract opstellen',
  'Machtiging ophalen bij klant',
  'Capaciteit aansluiting laten aanpassen',
  'Slimme meter laten plaatsen',
  'Verbruiksanalyse bespreken met klant',
];

export const ACTION_MESSAGES = {
  subjectRequired: 'Vul een onderwerp in.',
  subjectTooLong: 'Het onderwerp mag maximaal 200 tekens bevatten.',
  descriptionTooLong: 'De omschrijving mag maximaal 10000 tekens bevatten.',
  deadlineInvalid: 'Vul een geldige datum in.',
  statusInvalid: 'Kies een geldige status.',
  priorityInvalid: 'Kies een geldige prioriteit.',
  typeInvalid: 'Kies actie of notitie.',
  assigneeInvalid: 'Alleen een beheerder die voor deze klant werkt kan de actie toegewezen krijgen.',
  connectionInvalid: 'Deze aansluiting hoort niet bij deze klant.',
  contentRequired: 'Vul een reactie in.',
  contentTooLong: 'Een reactie mag maximaal 5000 tekens bevatten.',
  queryRequired: 'Vul een zoekterm in.',
  ownCommentOnly: 'Je kunt alleen je eigen reacties wijzigen of verwijderen.',
} as const;

/** The checkbox of the note form and the marker of internal notes in lists. */
export const NOTE_VISIBILITY_TEXT = {
  label: 'Zichtbaar voor klant',
  hint: 'Zonder vinkje is de notitie intern: alleen beheerders zien haar.',
  actionHint: 'Zonder vinkje is de actie intern: alleen beheerders zien haar.',
  internal: 'Intern',
  visible: 'Zichtbaar voor klant',
} as const;

const subject = requiredText(ACTION_MESSAGES.subjectRequired, 200, ACTION_MESSAGES.subjectTooLong);
const description = text()
  .trim()
  .max(10_000, ACTION_MESSAGES.descriptionTooLong)
  .nullable()
  .transform((value) => value || null);
const deadline = text(ACTION_MESSAGES.deadlineInvalid)
  .refine(isIsoDay, ACTION_MESSAGES.deadlineInvalid)
  .nullable()
  .describe('YYYY-MM-DD or null.');
const status = intBetween(1, 4, ACTION_MESSAGES.statusInvalid).describe(
  '1 open, 2 in behandeling, 3 wacht op klant, 4 afgerond.',
);
const priority = intBetween(1, 3, ACTION_MESSAGES.priorityInvalid).describe('1 laag, 2 normaal, 3 hoog.');
const optionalId = refId().nullable();

export const actionCreateSchema = z
  .object({
    type: z.enum(ACTION_TYPES, { error: ACTION_MESSAGES.typeInvalid }).default('action'),
    subject,
    description: description.optional(),
    status: status.optional(),
    priority: priority.optional(),
    deadline: deadline.optional(),
    assigneeId: optionalId.optional().describe('An admin who may act for the customer.'),
    connectionId: optionalId.optional().describe('A connection of the same customer.'),
    visibleToCustomer: z
      .boolean()
      .optional()
      .describe(
        '"Zichtbaar voor klant". Without it an action or note is internal (admins only); only admins set it.',
      ),
  })
  .describe('A new action, or a note (type note: subject, description and visibleToCustomer only).');
export type ActionCreate = z.input<typeof actionCreateSchema>;

export const actionUpdateSchema = actionCreateSchema
  .omit({ type: true })
  .partial()
  .describe('Changed fields of an action or note.');
export type ActionUpdate = z.input<typeof actionUpdateSchema>;

const userRefSchema = z.object({ id: z.number().int(), name: text() });

export const actionSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    customer: z.object({ id: z.number().int(), name: text() }),
    type: z.enum(ACTION_TYPES),
    subject: text(),
    description: text().nullable(),
    status: z.number().int(),
    statusName: text(),
    priority: z.number().int(),
    priorityName: text(),
    deadline: text().nullable().describe('YYYY-MM-DD or null.'),
    isOverdue: z.boolean().describe('An unfinished action whose deadline has passed.'),
    assigneeId: z.number().int().nullable(),
    assignee: userRefSchema.nullable(),
    connectionId: z.number().int().nullable(),
    connection: z
      .object({ id: z.number().int(), ean: text(), product: z.number().int(), address: text() })
      .nullable(),
    createdById: z.number().int().nullable(),
    createdBy: userRefSchema.nullable(),
    completedAt: text().nullable(),
    commentCount: z.number().int(),
    visibleToCustomer: z
      .boolean()
      .describe('Shown to customer staff ("zichtbaar voor klant"); false is an internal action or note.'),
    createdAt: text(),
    updatedAt: text(),
  })
  .describe('An action or note of a customer.');
export type ActionItem = z.infer<typeof actionSchema>;

export const ACTION_SORTS = ['deadline', 'createdAt', 'status', 'customer', 'priority', 'subject'] as const;

const sortSchema = text()
  .regex(new RegExp(`^-?(${ACTION_SORTS.join('|')})$`))
  .optional()
  .describe(`${ACTION_SORTS.join(', ')}; prefix with - for descending.`);

const pageQuery = pagingQuery;

/** GET customers/{customerId}/actions */
export const customerActionListQuerySchema = z.object({
  type: z.enum(ACTION_TYPES).optional(),
  status: z.coerce.number().int().min(1).max(4).optional(),
  assigneeId: id().optional(),
  q: text().trim().max(200).optional(),
  sort: sortSchema,
  ...pageQuery,
});
export type CustomerActionListQuery = z.input<typeof customerActionListQuerySchema>;

export const ACTION_SCOPES = ['mine', 'all'] as const;

/** GET actions: the overview across the customers the user may act for (actions only, no notes). */
export const actionOverviewQuerySchema = z.object({
  scope: z.enum(ACTION_SCOPES).default('mine'),
  overdue: z.enum(['0', '1']).optional().describe('1: unfinished actions past their deadline.'),
  status: z.coerce.number().int().min(1).max(4).optional(),
  open: z.enum(['0', '1']).optional().describe('1: every status but afgerond.'),
  assigneeId: id().optional(),
  customerId: id().optional(),
  q: text().trim().max(200).optional(),
  sort: sortSchema,
  ...pageQuery,
});
export type ActionOverviewQuery = z.input<typeof actionOverviewQuerySchema>;

export const actionListSchema = z.object({ data: z.array(actionSchema), meta: listMetaSchema });
export type ActionList = z.infer<typeof actionListSchema>;

export const actionCommentSchema = z
  .object({
    id: z.number().int(),
    actionId: z.number().int(),
    userId: z.number().int().nullable(),
    user: z.object({ id: z.number().int(), name: text(), initials: text() }).nullable(),
    content: text(),
    isOwn: z.boolean().describe('Written by the signed-in user: they may edit and delete it.'),
    editedAt: text().nullable(),
    createdAt: text(),
  })
  .describe('A comment on an action.');
export type ActionCommentItem = z.infer<typeof actionCommentSchema>;

export const actionCommentBodySchema = z.object({
  content: requiredText(ACTION_MESSAGES.contentRequired, 5000, ACTION_MESSAGES.contentTooLong),
});
export type ActionCommentBody = z.input<typeof actionCommentBodySchema>;

export const actionSuggestBodySchema = z.object({
  query: text(ACTION_MESSAGES.queryRequired).trim().max(200),
  customerId: refId().optional().describe('Prefer earlier subjects of this customer.'),
});
export type ActionSuggestBody = z.input<typeof actionSuggestBodySchema>;

export const actionSuggestionSchema = z.object({
  subject: text(),
  source: z.enum(['template', 'history']),
});
export type ActionSuggestion = z.infer<typeof actionSuggestionSchema>;
export const MAX_ACTION_SUGGESTIONS = 10;

export const actionAssigneeSchema = z.object({ id: z.number().int(), name: text() });
export type ActionAssignee = z.infer<typeof actionAssigneeSchema>;

/** GET counter (spec §3 Counter response, realtime.ts counterSchema). `messages` is the inbox's (issue 11);
 *  audits comes with invoice audit and is left out until then. */
export const counterResponseSchema = z.object({
  data: counterSchema.pick({ actions: true, notifications: true }).extend({
    actions: z.number().int().min(0).describe('Unfinished actions assigned to the signed-in user.'),
    notifications: z.boolean().describe('The user has unread action notifications.'),
    messages: z
      .number()
      .int()
      .min(0)
      .describe('Unread inbox messages the user may see (0 without the inbox).'),
    audits: z
      .number()
      .int()
      .min(0)
      .describe('Open invoice audit items of the customers the user acts for (0 without the audit inbox).'),
  }),
});
export type CounterResponse = z.infer<typeof counterResponseSchema>['data'];
