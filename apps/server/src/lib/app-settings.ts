import { eq } from 'drizzle-orm';
import type { Database } from '@energiek/db/client';
import { appSettings } from '@energiek/db/schema/index';

// Reads rows of app_settings (key → JSON value).

export async function getAppSetting<T>(db: Database, key: string): Promise<T | undefined> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value as T | undefined;
}
