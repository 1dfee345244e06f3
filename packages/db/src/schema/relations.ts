import { relations } from 'drizzle-orm';
import { connections } from './connections.ts';
import { contacts } from './contacts.ts';
import { entities } from './entities.ts';
import { customers, users } from './identity.ts';
import { gridOperators, measuringCompanies, suppliers } from './master-data.ts';
import { trafos } from './trafos.ts';

// Relations for Drizzle's relational queries (db.query.customers.findMany({ with: { contacts: true } })).

export const customersRelations = relations(customers, ({ one, many }) => ({
  accountManager: one(users, { fields: [customers.accountManagerId], references: [users.id] }),
  entities: many(entities),
  contacts: many(contacts),
  connections: many(connections),
}));

export const entitiesRelations = relations(entities, ({ one, many }) => ({
  customer: one(customers, { fields: [entities.customerId], references: [customers.id] }),
  connections: many(connections),
}));

export const contactsRelations = relations(contacts, ({ one }) => ({
  customer: one(customers, { fields: [contacts.customerId], references: [customers.id] }),
}));

export const connectionsRelations = relations(connections, ({ one }) => ({
  customer: one(customers, { fields: [connections.customerId], references: [customers.id] }),
  entity: one(entities, { fields: [connections.entityId], references: [entities.id] }),
  gridOperator: one(gridOperators, { fields: [connections.gridOperatorId], references: [gridOperators.id] }),
  measuringCompany: one(measuringCompanies, {
    fields: [connections.measuringCompanyId],
    references: [measuringCompanies.id],
  }),
  supplier: one(suppliers, { fields: [connections.supplierId], references: [suppliers.id] }),
  trafo: one(trafos, { fields: [connections.trafoId], references: [trafos.id] }),
}));

export const trafosRelations = relations(trafos, ({ one, many }) => ({
  gridOperator: one(gridOperators, { fields: [trafos.gridOperatorId], references: [gridOperators.id] }),
  connections: many(connections),
}));

export const gridOperatorsRelations = relations(gridOperators, ({ many }) => ({
  connections: many(connections),
  trafos: many(trafos),
}));

export const measuringCompaniesRelations = relations(measuringCompanies, ({ many }) => ({
  connections: many(connections),
}));

export const suppliersRelations = relations(suppliers, ({ many }) => ({
  connections: many(connections),
}));
