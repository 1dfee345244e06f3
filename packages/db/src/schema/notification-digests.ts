import * as pg from 'drizzle-orm/pg-core';
import { parentReference } from './columns.ts';
import { users } from './identity.ts';

// One row per user and day the daily notification digest was mailed (the 'daily' setting): a retried
// job never mails twice, and the next digest starts where the last one ended.

export const notificationDigests = pg.pgTable(
  'notification_digests',
  {
    userId: parentReference(() => users.id),
    /** The Europe/Amsterdam day of the digest. */
    day: pg.date().notNull(),
    /** The digest covers notifications created before this moment. */
    sentAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
    notificationCount: pg.integer().notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.day] })],
);
