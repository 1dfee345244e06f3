import { HISTORY_FIELDS, MUTATION_STATUSES, MUTATION_TYPES } from '@energiek/contracts/mutations';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { entities } from './entities.ts';
import { customerOwned, customerReference, users } from './identity.ts';
import { documents } from './library.ts';
import { suppliers } from './master-data.ts';

// Mutations (module mutations): requests about connections with a status history, and the dated history
// of connection values (capacity, supplier, …) written when a mutation is executed or a connection edited.

export { MUTATION_TYPES };
export { MUTATION_STATUSES };

export const mutations = pgTable(
  'mutations',
  {
    ...customerOwned(),
    type: text({ enum: MUTATION_TYPES }).notNull(),
    status: text({ enum: MUTATION_STATUSES }).notNull().default('concept'),
    desiredDate: date({ mode: 'string' }).notNull(),
    /** supplier-switch: the new supplier. */
    supplierId: integer().references(() => suppliers.id, { onDelete: 'restrict' }),
    /** capacity-change: the new class and, for a large connection, the contracted kW or m³/h. */
    capacity: text(),
    contractedCapacity: numeric({ precision: 12, scale: 3, mode: 'number' }),
    /** name-change / move-in: the new name and optionally the entity that holds the connections. */
    newName: text().notNull().default(''),
    entityId: integer().references(() => entities.id, { onDelete: 'set null' }),
    comment: text().notNull().default(''),
    executedAt: timestamp({ withTimezone: true }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [index().on(t.customerId, t.status), index().on(t.desiredDate)],
);

export const mutationConnections = pgTable(
  'mutation_connections',
  {
    mutationId: parentReference(() => mutations.id),
    connectionId: parentReference(() => connections.id, 'restrict'),
    customerId: customerReference(),
  },
  (t) => [primaryKey({ columns: [t.mutationId, t.connectionId] }), index().on(t.connectionId)],
);

export const mutationDocuments = pgTable(
  'mutation_documents',
  {
    mutationId: parentReference(() => mutations.id),
    documentId: parentReference(() => documents.id),
    customerId: customerReference(),
  },
  (t) => [primaryKey({ columns: [t.mutationId, t.documentId] }), index().on(t.documentId)],
);

/** Every status a mutation went through: who, when, with which note. */
export const mutationStatusChanges = pgTable(
  'mutation_status_changes',
  {
    id: serial().primaryKey(),
    mutationId: parentReference(() => mutations.id),
    customerId: customerReference(),
    status: text({ enum: MUTATION_STATUSES }).notNull(),
    note: text().notNull().default(''),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.mutationId)],
);

export { HISTORY_FIELDS };

/** Dated values of a connection: [validFrom, validTo), null = since the beginning / still in force. */
export const connectionHistory = pgTable(
  'connection_history',
  {
    ...customerOwned(),
    connectionId: parentReference(() => connections.id),
    field: text({ enum: HISTORY_FIELDS }).notNull(),
    value: text(),
    label: text(),
    validFrom: date({ mode: 'string' }),
    validTo: date({ mode: 'string' }),
    /** initial: the value before the first recorded change (since the beginning). */
    source: text({ enum: ['initial', 'mutation', 'edit'] }).notNull(),
    mutationId: integer().references(() => mutations.id, { onDelete: 'set null' }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.connectionId, t.field, t.validFrom),
    index().on(t.customerId),
    check(
      'connection_history_period_check',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} > ${t.validFrom}`,
    ),
  ],
);

export type Mutation = typeof mutations.$inferSelect;
export type NewMutation = typeof mutations.$inferInsert;
export type ConnectionHistoryRow = typeof connectionHistory.$inferSelect;
