import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { customerOwned, customerReference, users } from './identity.ts';

// Energy data (docs/data-model.md "Energy data"). Values are exact decimals: sums in the chart, the
// table, exports and the API must agree to the last decimal. Channel, quality and grain codes are in
// packages/contracts/src/ems.ts.

/** One value per connection, channel and interval start (UTC instant). */
export const intervalReadings = pg.pgTable(
  'interval_readings',
  {
    connectionId: parentReference(() => connections.id),
    customerId: customerReference(),
    channel: pg.smallint().notNull(),
    start: pg.timestamp({ withTimezone: true }).notNull(),
    /** Interval length: 15, 60 or 1440 (a whole local day, derived from meter readings). */
    minutes: pg.smallint().notNull(),
    value: pg.numeric({ precision: 14, scale: 4 }).notNull(),
    /** The part of value on the low ("dal") register when the source says so (meter readings); else null. */
    lowValue: pg.numeric({ precision: 14, scale: 4 }),
    /**
     * The part of value in the low-tariff window: low_value when the source gave it, else computed from
     * the connection's grid operator window when written (ems/low-tariff.ts). Null only for rows loaded
     * around the interval writer; readers then compute it (storedLowPartSql).
     */
    lowPart: pg.numeric({ precision: 14, scale: 4 }),
    /** 0 measured, 1 estimated, 2 corrected. */
    quality: pg.smallint().notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.connectionId, t.channel, t.start] })],
);

/**
 * Sums per connection, channel and local bucket (hour, day, ISO week, month, year), written in the same
 * transaction as the readings they summarise (apps/server/src/modules/ems/interval-writer.ts).
 */
export const intervalRollups = pg.pgTable(
  'interval_rollups',
  {
    connectionId: parentReference(() => connections.id),
    customerId: customerReference(),
    channel: pg.smallint().notNull(),
    /** 1 hour, 2 day, 3 week, 4 month, 5 year. */
    grain: pg.smallint().notNull(),
    /** The bucket's first instant (local midnight for day and coarser). */
    start: pg.timestamp({ withTimezone: true }).notNull(),
    /** Interval length of the readings summarised. */
    minutes: pg.smallint().notNull(),
    sum: pg.numeric({ precision: 18, scale: 4 }).notNull(),
    /** The part of sum in the low-tariff window (or from the low register). */
    sumLow: pg.numeric({ precision: 18, scale: 4 }).notNull(),
    /** The largest single interval value; peak kW = max × 60 / minutes. */
    max: pg.numeric({ precision: 14, scale: 4 }).notNull(),
    count: pg.integer().notNull(),
    /** Intervals the bucket has in local time (a day: 92, 96 or 100 quarters). */
    expected: pg.integer().notNull(),
    /** Intervals not measured (estimated or corrected). */
    estimated: pg.integer().notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.connectionId, t.channel, t.grain, t.start] }),
    pg.index().on(t.customerId, t.grain, t.start),
  ],
);

/** Meter readings of small connections (cumulative registers), entered by hand or imported. */
export const registerReadings = pg.pgTable(
  'register_readings',
  {
    ...customerOwned(),
    connectionId: parentReference(() => connections.id),
    /** The local day the meter was read (the reading is the register at the start of the next day). */
    readOn: pg.date({ mode: 'string' }).notNull(),
    /** Normal ("normaal") register; for single-register meters the only one. */
    normal: pg.numeric({ precision: 14, scale: 3 }).notNull(),
    /** Low ("dal") register; null for a single-register meter. */
    low: pg.numeric({ precision: 14, scale: 3 }),
    /** Feed-in ("teruglevering") normal register of an electricity connection with generation (solar);
     *  for a single-register meter the only feed-in register. Null when the meter's feed-in was not read. */
    feedInNormal: pg.numeric({ precision: 14, scale: 3 }),
    /** Feed-in low register; null for a single-register meter or without feed-in. */
    feedInLow: pg.numeric({ precision: 14, scale: 3 }),
    /** 'manual' or 'import'. */
    source: pg.text().notNull().default('manual'),
    /** 'reading'; a meter exchange is two readings on one day: the old meter's last ('removed') and the new
     *  meter's first ('installed'). */
    kind: pg.text().notNull().default('reading'),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.uniqueIndex('register_readings_connection_day_kind').on(t.connectionId, t.readOn, t.kind),
    pg.check('register_readings_non_negative', sql`${t.normal} >= 0 and (${t.low} is null or ${t.low} >= 0)`),
    pg.check(
      'register_readings_feed_in',
      sql`(${t.feedInNormal} is null or ${t.feedInNormal} >= 0) and (${t.feedInLow} is null or (${t.feedInLow} >= 0 and ${t.feedInNormal} is not null))`,
    ),
    pg.check('register_readings_kind', sql`${t.kind} in ('reading', 'removed', 'installed')`),
  ],
);

export type IntervalReading = typeof intervalReadings.$inferSelect;
export type IntervalRollup = typeof intervalRollups.$inferSelect;
export type RegisterReading = typeof registerReadings.$inferSelect;
