import { DEAL_STAGES } from '@energiek/domain/sales-pipeline';
import * as pg from 'drizzle-orm/pg-core';
import { actions } from './actions.ts';
import { timestamps } from './columns.ts';
import { contacts } from './contacts.ts';
import { customers, users } from './identity.ts';

// Sales deals (issue 11 "Sales"): back-office only. A deal is about a prospect (company and contact typed
// in) or an existing customer; customer_id is null for a prospect until the deal is won, which creates the
// customer. Amounts are numeric (never floats); the probability is a whole percentage.

/** The domain's stages (packages/domain/src/sales-pipeline.ts). */
export const DEAL_STAGE_VALUES = DEAL_STAGES;
export type DealStageColumn = (typeof DEAL_STAGE_VALUES)[number];
export type DealSourceColumn = 'handmatig' | 'collectief';

export const salesDeals = pg.pgTable(
  'sales_deals',
  {
    id: pg.serial().primaryKey(),
    title: pg.text().notNull(),
    customerId: pg.integer().references(() => customers.id, { onDelete: 'cascade' }),
    contactId: pg.integer().references(() => contacts.id, { onDelete: 'set null' }),
    prospectCompany: pg.text(),
    prospectName: pg.text(),
    prospectEmail: pg.text(),
    prospectPhone: pg.text(),
    ownerId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    stage: pg.text().$type<DealStageColumn>().notNull().default('lead'),
    lostReason: pg.text(),
    volumeKwh: pg.bigint({ mode: 'number' }),
    volumeM3: pg.bigint({ mode: 'number' }),
    /** € per year. */
    expectedValue: pg.numeric({ precision: 14, scale: 2 }),
    /** 0–100. */
    probability: pg.smallint().notNull(),
    expectedCloseDate: pg.date({ mode: 'string' }),
    nextStep: pg.text(),
    source: pg.text().$type<DealSourceColumn>().notNull().default('handmatig'),
    /** The contract set-up action created when the deal was won. */
    setupActionId: pg.integer().references(() => actions.id, { onDelete: 'set null' }),
    wonAt: pg.timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.stage),
    pg.index().on(t.customerId),
    pg.index().on(t.ownerId),
    pg.index().on(t.prospectEmail),
  ],
);

export type SalesDeal = typeof salesDeals.$inferSelect;
export type NewSalesDeal = typeof salesDeals.$inferInsert;
