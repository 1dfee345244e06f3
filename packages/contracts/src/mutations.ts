import { z } from 'zod';
import type { PermissionRule } from './access.ts';
import { listMetaSchema, pagingQuery, sortParam } from './envelopes.ts';
import { customerParams, id, isoDay, refId, text } from './primitives.ts';

// Mutations (module mutations, issue 13): requests about connections — supplier switch, capacity change,
// move in/out, (de)activation, name change — with a status and its history. Executing one ("uitgevoerd")
// applies it to the connections and writes their dated history (connection-history in packages/domain).

export const MUTATION_TYPES = [
  'supplier-switch',
  'capacity-change',
  'move-in',
  'move-out',
  'activation',
  'deactivation',
  'name-change',
] as const;
export type MutationType = (typeof MUTATION_TYPES)[number];

export const MUTATION_TYPE_LABELS: Record<MutationType, string> = {
  'supplier-switch': 'Leverancierswissel',
  'capacity-change': 'Capaciteitswijziging',
  'move-in': 'Inhuizing',
  'move-out': 'Verhuizing (uithuizing)',
  activation: 'Activering',
  deactivation: 'Deactivering',
  'name-change': 'Naamswijziging',
};

export const MUTATION_STATUSES = ['concept', 'ingediend', 'bevestigd', 'afgewezen', 'uitgevoerd'] as const;
export type MutationStatus = (typeof MUTATION_STATUSES)[number];

export const MUTATION_STATUS_LABELS: Record<MutationStatus, string> = {
  concept: 'Concept',
  ingediend: 'Ingediend',
  bevestigd: 'Bevestigd',
  afgewezen: 'Afgewezen',
  uitgevoerd: 'Uitgevoerd',
};

/** Where a status may go next. "uitgevoerd" applies the mutation to its connections and is final. */
export const MUTATION_TRANSITIONS: Record<MutationStatus, readonly MutationStatus[]> = {
  concept: ['ingediend'],
  ingediend: ['concept', 'bevestigd', 'afgewezen'],
  bevestigd: ['uitgevoerd', 'afgewezen'],
  afgewezen: ['ingediend'],
  uitgevoerd: [],
};

/** Statuses in which the request itself (type, connections, fields) may still change. */
export const MUTATION_EDITABLE: readonly MutationStatus[] = ['concept', 'ingediend'];

export const MUTATION_MESSAGES = {
  type: 'Kies het soort mutatie.',
  desiredDate: 'Vul een geldige gewenste datum in.',
  connections: 'Kies minstens één aansluiting.',
  connectionTwice: 'Een aansluiting staat twee keer in de mutatie.',
  tooMany: 'Een mutatie heeft hoogstens 50 aansluitingen of documenten.',
  unknownConnection: 'Deze aansluiting hoort niet bij deze klant.',
  supplier: 'Kies de nieuwe leverancier.',
  unknownSupplier: 'Deze leverancier bestaat niet.',
  capacity: 'Kies de nieuwe capaciteit.',
  capacityProduct: 'Deze capaciteit past niet bij de aansluiting',
  contracted: 'Vul het nieuwe gecontracteerde vermogen in (positief getal).',
  contractedSmall: 'Een kleinverbruikcapaciteit heeft geen gecontracteerd vermogen.',
  oneProduct: 'Een capaciteitswijziging geldt voor aansluitingen van één product.',
  capacityOncePerYear: (ean: string, date: string, notAfter: string, notBefore: string) =>
    `Aansluiting ${ean} heeft al een wijziging van het gecontracteerd vermogen per ${date}; de netcode staat één wijziging per 12 maanden toe. Kies een datum op of vóór ${notAfter}, of op of na ${notBefore}.`,
  newName: 'Vul de nieuwe naam in.',
  unknownEntity: 'Deze entiteit hoort niet bij deze klant.',
  unknownDocument: 'Dit document hoort niet bij deze klant.',
  comment: 'De opmerking mag maximaal 2000 tekens bevatten.',
  status: 'Kies een geldige status.',
  note: 'De toelichting mag maximaal 1000 tekens bevatten.',
  transition: (from: string, to: string) => `Een mutatie met status ${from} kan niet naar ${to}.`,
  locked: 'Alleen een mutatie in concept of ingediend kan worden gewijzigd.',
  onlyConcept: 'Alleen een mutatie in concept kan worden verwijderd.',
  invalidSort: 'Sorteren op dit veld is niet mogelijk.',
  date: 'Vul een geldige datum in (JJJJ-MM-DD).',
} as const;

const MAX_LINKS = 50;

export const mutationBodySchema = z
  .object({
    type: z.enum(MUTATION_TYPES, { error: MUTATION_MESSAGES.type }),
    desiredDate: isoDay(MUTATION_MESSAGES.desiredDate).describe('The day the change should take effect.'),
    connectionIds: z
      .array(refId(MUTATION_MESSAGES.unknownConnection))
      .min(1, MUTATION_MESSAGES.connections)
      .max(MAX_LINKS, MUTATION_MESSAGES.tooMany)
      .describe('Connections of the customer the mutation is about.'),
    supplierId: refId(MUTATION_MESSAGES.unknownSupplier)
      .nullable()
      .default(null)
      .describe('supplier-switch: the new supplier.'),
    capacity: text(MUTATION_MESSAGES.capacity)
      .trim()
      .max(20, MUTATION_MESSAGES.capacity)
      .nullable()
      .default(null)
      .describe("capacity-change: the new capacity class, e.g. '3x80A' or 'G25'."),
    contractedCapacity: z
      .number({ error: MUTATION_MESSAGES.contracted })
      .positive(MUTATION_MESSAGES.contracted)
      .max(999_999_999, MUTATION_MESSAGES.contracted)
      .nullable()
      .default(null)
      .describe('capacity-change of a large connection: the new contracted kW or m³/h.'),
    newName: text(MUTATION_MESSAGES.newName)
      .trim()
      .max(200, MUTATION_MESSAGES.newName)
      .default('')
      .describe('name-change and move-in: the name the connection is registered under from then on.'),
    entityId: refId(MUTATION_MESSAGES.unknownEntity)
      .nullable()
      .default(null)
      .describe('name-change and move-in: the legal entity that holds the connections from then on.'),
    comment: text().trim().max(2000, MUTATION_MESSAGES.comment).default(''),
    documentIds: z
      .array(refId(MUTATION_MESSAGES.unknownDocument))
      .max(MAX_LINKS, MUTATION_MESSAGES.tooMany)
      .default([])
      .describe('Library documents (ids) of the same customer.'),
  })
  .superRefine((body, issue) => {
    const add = (path: string, message: string) => issue.addIssue({ code: 'custom', path: [path], message });
    if (new Set(body.connectionIds).size !== body.connectionIds.length) {
      add('connectionIds', MUTATION_MESSAGES.connectionTwice);
    }
    if (body.type === 'supplier-switch' && body.supplierId === null)
      add('supplierId', MUTATION_MESSAGES.supplier);
    if (body.type === 'capacity-change' && !body.capacity) add('capacity', MUTATION_MESSAGES.capacity);
    if ((body.type === 'name-change' || body.type === 'move-in') && !body.newName) {
      add('newName', MUTATION_MESSAGES.newName);
    }
  })
  .describe('A mutation (create and update take the same body; fields of another type are ignored).');
export type MutationBody = z.input<typeof mutationBodySchema>;
export type MutationBodyParsed = z.output<typeof mutationBodySchema>;

export const mutationStatusBodySchema = z
  .object({
    status: z.enum(MUTATION_STATUSES, { error: MUTATION_MESSAGES.status }),
    note: text().trim().max(1000, MUTATION_MESSAGES.note).default(''),
  })
  .describe('A status change with an optional note; "uitgevoerd" applies the mutation.');
export type MutationStatusBody = z.input<typeof mutationStatusBodySchema>;

export const mutationStatusEntrySchema = z.object({
  status: z.enum(MUTATION_STATUSES),
  note: text(),
  userName: text().describe('Who changed the status (empty when the user no longer exists).'),
  at: text().describe('ISO timestamp.'),
});

export const mutationSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    type: z.enum(MUTATION_TYPES),
    status: z.enum(MUTATION_STATUSES),
    desiredDate: text(),
    connections: z.array(
      z.object({ id: z.number().int(), ean: text(), product: z.number().int(), address: text() }),
    ),
    supplierId: z.number().int().nullable(),
    supplierName: text().nullable(),
    capacity: text().nullable(),
    contractedCapacity: z.number().nullable(),
    newName: text(),
    entityId: z.number().int().nullable(),
    entityName: text().nullable(),
    comment: text(),
    documents: z.array(z.object({ id: z.number().int(), fileName: text() })),
    statusHistory: z.array(mutationStatusEntrySchema).describe('Oldest first.'),
    executedAt: text().nullable(),
    createdAt: text(),
    updatedAt: text(),
  })
  .describe('A mutation request about connections.');
export type MutationItem = z.infer<typeof mutationSchema>;

export const mutationListItemSchema = mutationSchema
  .pick({ id: true, customerId: true, type: true, status: true, desiredDate: true, updatedAt: true })
  .extend({
    eans: z.array(text()).describe('EANs of the connections.'),
    summary: text().describe('What changes, in Dutch (new supplier, capacity or name).'),
  });
export type MutationListItem = z.infer<typeof mutationListItemSchema>;

export const MUTATION_SORTS = ['desiredDate', 'status', 'type', 'updatedAt'] as const;

export const mutationListQuerySchema = z.object({
  q: text().trim().max(200).optional().describe('EAN, new name or comment.'),
  status: z.enum(MUTATION_STATUSES, { error: MUTATION_MESSAGES.status }).optional(),
  type: z.enum(MUTATION_TYPES, { error: MUTATION_MESSAGES.type }).optional(),
  ...pagingQuery,
  sort: sortParam(MUTATION_SORTS, MUTATION_MESSAGES.invalidSort)
    .default('-desiredDate')
    .describe('desiredDate, status, type or updatedAt; prefix - for descending.'),
});
export type MutationListQuery = z.input<typeof mutationListQuerySchema>;

export const mutationListResponseSchema = z.object({
  data: z.array(mutationListItemSchema),
  meta: listMetaSchema,
});
export const mutationResponseSchema = z.object({ data: mutationSchema });

// Connection history: dated values per field (valid from inclusive, to exclusive; null = open).

export const HISTORY_FIELDS = [
  'supplier',
  'gridOperator',
  'capacity',
  'contractedCapacity',
  'status',
  'entity',
  'name',
] as const;
export type HistoryField = (typeof HISTORY_FIELDS)[number];

export const HISTORY_FIELD_LABELS: Record<HistoryField, string> = {
  supplier: 'Leverancier',
  gridOperator: 'Netbeheerder',
  capacity: 'Capaciteit',
  contractedCapacity: 'Gecontracteerd vermogen',
  status: 'Status',
  entity: 'Entiteit',
  name: 'Tenaamstelling',
};

export const connectionHistoryEntrySchema = z.object({
  id: z.number().int(),
  field: z.enum(HISTORY_FIELDS),
  value: text().nullable().describe('Stored value: an id, a capacity class, a number or a status.'),
  label: text().nullable().describe('The value as shown (supplier name, class, …).'),
  validFrom: text().nullable().describe('YYYY-MM-DD, inclusive; null = since the beginning.'),
  validTo: text().nullable().describe('YYYY-MM-DD, exclusive; null = still in force.'),
  source: z
    .enum(['initial', 'mutation', 'edit'])
    .describe(
      'initial: the value before the first recorded change; mutation: an executed mutation; edit: a connection edit.',
    ),
  mutationId: z.number().int().nullable(),
});
export type ConnectionHistoryEntry = z.infer<typeof connectionHistoryEntrySchema>;

export const connectionHistoryParams = customerParams.extend({ connectionId: id() });
export const connectionHistoryQuerySchema = z.object({
  date: isoDay(MUTATION_MESSAGES.date)
    .optional()
    .describe('YYYY-MM-DD: only the values in force on that day (one per field), for audits of old periods.'),
});
export const connectionHistoryResponseSchema = z.object({
  data: z.array(connectionHistoryEntrySchema).describe('Per field, oldest first.'),
});

/** Reading mutations: the module and organisation-mutations:read (customer staff see their own). */
export const MUTATIONS_READ = {
  allOf: ['mod:mutations', 'organisation-mutations:read'],
} as const satisfies PermissionRule;
export const MUTATIONS_WRITE = {
  allOf: ['mod:mutations', 'organisation-mutations:write'],
} as const satisfies PermissionRule;
