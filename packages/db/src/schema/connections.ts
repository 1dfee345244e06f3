import { CONNECTION_PROFILE_CATEGORIES } from '@energiek/contracts/connections';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { entities } from './entities.ts';
import { gridOperators, measuringCompanies, suppliers } from './master-data.ts';
import { trafos } from './trafos.ts';
import { customerOwned } from './identity.ts';

// Connections ("aansluitingen", DOMAIN.md): one EAN-18 per connection per commodity.

export const PRODUCT_ELECTRICITY = 1;
export const PRODUCT_GAS = 2;
export type ConnectionProduct = typeof PRODUCT_ELECTRICITY | typeof PRODUCT_GAS;

export const CONNECTION_ACTIVE = 1;
export const CONNECTION_INACTIVE = 0;

export const PROFILE_CATEGORIES = CONNECTION_PROFILE_CATEGORIES;
export type ProfileCategory = (typeof PROFILE_CATEGORIES)[number];

export const connections = pg.pgTable(
  'connections',
  {
    ...customerOwned(),
    /** The legal entity that holds the connection; an entity in use cannot be deleted. */
    entityId: pg.integer().references(() => entities.id, { onDelete: 'restrict' }),
    /** EAN-18 code (18 digits, GS1 check digit). */
    ean: pg.text().notNull(),
    /** 1 electricity, 2 gas. */
    product: pg.smallint().$type<ConnectionProduct>().notNull(),
    /** Electricity connection that also feeds back (e.g. solar panels). */
    hasProd: pg.boolean().notNull().default(false),
    street: pg.text(),
    houseNumber: pg.text(),
    houseNumberAddition: pg.text(),
    postcode: pg.text(),
    city: pg.text(),
    // Market parties in use cannot be deleted (restrict): the API answers that they are still in use.
    gridOperatorId: pg.integer().references(() => gridOperators.id, { onDelete: 'restrict' }),
    measuringCompanyId: pg.integer().references(() => measuringCompanies.id, { onDelete: 'restrict' }),
    supplierId: pg.integer().references(() => suppliers.id, { onDelete: 'restrict' }),
    trafoId: pg.integer().references(() => trafos.id, { onDelete: 'restrict' }),
    /** Capacity class: '3x80A' (electricity) or 'G25' (gas); large connections have contractedCapacity. */
    capacity: pg.text(),
    /** Contracted capacity of a large connection: kW (electricity) or m³/h (gas). */
    contractedCapacity: pg.numeric({ precision: 12, scale: 3, mode: 'number' }),
    profileCategory: pg.text().$type<ProfileCategory>(),
    /** 1 active, 0 inactive. */
    status: pg.smallint().notNull().default(CONNECTION_ACTIVE),
    /** Physical state as the grid operator reports it, e.g. 'In bedrijf', 'Afgesloten'. */
    physicalStatus: pg.text(),
    startDate: pg.date(),
    endDate: pg.date(),
    showInEms: pg.boolean().notNull().default(true),
    notes: pg.text(),
    ...timestamps(),
  },
  (t) => [
    // Leads with ean, so it also serves lookups by EAN; no separate ean index needed.
    pg.uniqueIndex().on(t.ean, t.product),
    pg.index().on(t.customerId),
    pg.index().on(t.entityId),
    pg.check('connections_product_check', sql`${t.product} in (1, 2)`),
    pg.check('connections_status_check', sql`${t.status} in (0, 1)`),
    pg.check('connections_ean_check', sql`${t.ean} ~ '^[0-9]{18}$'`),
  ],
);

export type Connection = typeof connections.$inferSelect;
export type NewConnection = typeof connections.$inferInsert;
