import { HISTORY_FIELDS, MUTATION_STATUSES, MUTATION_TYPES } from '@energiek/contracts/mutations';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
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

export const mutations = pg.pgTable(
  'mutations',
  {
    ...customerOwned(),
    type: pg.text({ enum: MUTATION_TYPES }).notNull(),
    status: pg.text({ enum: MUTATION_STATUSES }).notNull().default('concept'),
    desiredDate: pg.date({ mode: 'string' }).notNull(),
    /** supplier-switch: the new supplier. */
    supplierId: pg.integer().references(() => suppliers.id, { onDelete: 'restrict' }),
    /** capacity-change: the new class and, for a large connection, the contracted kW or m³/h. */
    capacity: pg.text(),
    contractedCapacity: pg.numeric({ precision: 12, scale: 3, mode: 'number' }),
    /** name-change / move-in: the new name and optionally the entity that holds the connections. */
    newName: pg.text().notNull().default(''),
    entityId: pg.integer().references(() => entities.id, { onDelete: 'set null' }),
    comment: pg.text().notNull().default(''),
    executedAt: pg.timestamp({ withTimezone: true }),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [pg.index().on(t.customerId, t.status), pg.index().on(t.desiredDate)],
);

export const mutationConnections = pg.pgTable(
  'mutation_connections',
  {
    mutationId: parentReference(() => mutations.id),
    connectionId: parentReference(() => connections.id, 'restrict'),
    customerId: customerReference(),
  },
  (t) => [pg.primaryKey({ columns: [t.mutationId, t.connectionId] }), pg.index().on(t.connectionId)],
);

export const mutationDocuments = pg.pgTable(
  'mutation_documents',
  {
    mutationId: parentReference(() => mutations.id),
    documentId: parentReference(() => documents.id),
    customerId: customerReference(),
  },
  (t) => [pg.primaryKey({ columns: [t.mutationId, t.documentId] }), pg.index().on(t.documentId)],
);

/** Every status a mutation went through: who, when, with which note. */
export const mutationStatusChanges = pg.pgTable(
  'mutation_status_changes',
  {
    id: pg.serial().primaryKey(),
    mutationId: parentReference(() => mutations.id),
    customerId: customerReference(),
    status: pg.text({ enum: MUTATION_STATUSES }).notNull(),
    note: pg.text().notNull().default(''),
    userId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [pg.index().on(t.mutationId)],
);

export { HISTORY_FIELDS };

/** Dated values of a connection: [validFrom, validTo), null = since the beginning / still in force. */
export const connectionHistory = pg.pgTable(
  'connection_history',
  {
    ...customerOwned(),
    connectionId: parentReference(() => connections.id),
    field: pg.text({ enum: HISTORY_FIELDS }).notNull(),
    value: pg.text(),
    label: pg.text(),
    validFrom: pg.date({ mode: 'string' }),
    validTo: pg.date({ mode: 'string' }),
    /** initial: the value before the first recorded change (since the beginning). */
    source: pg.text({ enum: ['initial', 'mutation', 'edit'] }).notNull(),
    mutationId: pg.integer().references(() => mutations.id, { onDelete: 'set null' }),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    pg.index().on(t.connectionId, t.field, t.validFrom),
    pg.index().on(t.customerId),
    pg.check(
      'connection_history_period_check',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} > ${t.validFrom}`,
    ),
  ],
);

export type Mutation = typeof mutations.$inferSelect;
export type NewMutation = typeof mutations.$inferInsert;
export type ConnectionHistoryRow = typeof connectionHistory.$inferSelect;
