import { DEAL_STAGES } from '@energiek/domain/sales-pipeline';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
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

export const salesDeals = pgTable(
  'sales_deals',
  {
    id: serial().primaryKey(),
    title: text().notNull(),
    customerId: integer().references(() => customers.id, { onDelete: 'cascade' }),
    contactId: integer().references(() => contacts.id, { onDelete: 'set null' }),
    prospectCompany: text(),
    prospectName: text(),
    prospectEmail: text(),
    prospectPhone: text(),
    ownerId: integer().references(() => users.id, { onDelete: 'set null' }),
    stage: text().$type<DealStageColumn>().notNull().default('lead'),
    lostReason: text(),
    volumeKwh: bigint({ mode: 'number' }),
    volumeM3: bigint({ mode: 'number' }),
    /** € per year. */
    expectedValue: numeric({ precision: 14, scale: 2 }),
    /** 0–100. */
    probability: smallint().notNull(),
    expectedCloseDate: date({ mode: 'string' }),
    nextStep: text(),
    source: text().$type<DealSourceColumn>().notNull().default('handmatig'),
    /** The contract set-up action created when the deal was won. */
    setupActionId: integer().references(() => actions.id, { onDelete: 'set null' }),
    wonAt: timestamp({ withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index().on(t.stage), index().on(t.customerId), index().on(t.ownerId), index().on(t.prospectEmail)],
);

export type SalesDeal = typeof salesDeals.$inferSelect;
export type NewSalesDeal = typeof salesDeals.$inferInsert;
