import * as pg from 'drizzle-orm/pg-core';

// Application-wide settings editable by back-office admins (e.g. security.requireAdmin2fa).

export const appSettings = pg.pgTable('app_settings', {
  key: pg.text().primaryKey(),
  value: pg.jsonb().$type<unknown>().notNull(),
  updatedAt: pg.timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** app_settings key: admins must enrol two-step verification (boolean). */
export const REQUIRE_ADMIN_2FA_SETTING = 'security.requireAdmin2fa';
