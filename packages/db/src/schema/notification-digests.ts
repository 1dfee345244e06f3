import { date, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { parentReference } from './columns.ts';
import { users } from './identity.ts';

// One row per user and day the daily notification digest was mailed (the 'daily' setting): a retried
// job never mails twice, and the next digest starts where the last one ended.

export const notificationDigests = pgTable(
  'notification_digests',
  {
    userId: parentReference(() => users.id),
    /** The Europe/Amsterdam day of the digest. */
    day: date().notNull(),
    /** The digest covers notifications created before this moment. */
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    notificationCount: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
