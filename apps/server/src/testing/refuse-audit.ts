import { sql } from 'drizzle-orm';
import type { Database } from '@energiek/db/client';

/**
 * Runs `action` while every audit entry of `event` fails (a trigger made for the test), then removes the
 * trigger: the proof that a write and its audit commit together is that nothing of the write stays.
 */
export async function whileAuditRefused<T>(
  db: Database,
  event: string,
  action: () => Promise<T>,
): Promise<T> {
  const literal = `'${event.replace(/'/g, "''")}'`;
  await db.execute(
    sql`create function refuse_audit_for_test() returns trigger language plpgsql as $$ begin raise exception 'audit refused'; end $$`,
  );
  await db.execute(
    sql.raw(
      `create trigger refuse_audit_for_test before insert on audit_log for each row when (new.event = ${literal}) execute function refuse_audit_for_test()`,
    ),
  );
  try {
    return await action();
  } finally {
    await db.execute(sql`drop trigger refuse_audit_for_test on audit_log`);
    await db.execute(sql`drop function refuse_audit_for_test()`);
  }
}
