import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import { emailTemplates, type EmailTemplate, type NewEmailTemplate } from '@energiek/db/schema/index';
import { containing } from '../../lib/like.ts';

// Queries of the e-mail templates (shared by the whole product: no customer column).

export async function findTemplates(
  db: Database,
  filter: { q?: string | undefined },
  paging: { page: number; limit: number },
): Promise<{ rows: EmailTemplate[]; total: number }> {
  const like = filter.q ? containing(filter.q) : null;
  const where = like
    ? or(
        ilike(emailTemplates.name, like),
        ilike(emailTemplates.subject, like),
        ilike(emailTemplates.key, like),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(emailTemplates)
      .where(where)
      // The product's mails first, then the admins' own templates, each by name.
      .orderBy(sql`${emailTemplates.key} is null`, asc(emailTemplates.name), asc(emailTemplates.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ value: count() }).from(emailTemplates).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findTemplate(db: Database, id: number): Promise<EmailTemplate | undefined> {
  const [row] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  return row;
}

export async function insertTemplate(db: Database, values: NewEmailTemplate): Promise<EmailTemplate> {
  const [row] = await db.insert(emailTemplates).values(values).returning();
  if (!row) throw new Error('template insert returned nothing');
  return row;
}

export async function updateTemplateRow(
  db: Database,
  id: number,
  values: Partial<NewEmailTemplate>,
): Promise<EmailTemplate | undefined> {
  const [row] = await db.update(emailTemplates).set(values).where(eq(emailTemplates.id, id)).returning();
  return row;
}

export async function deleteTemplateRow(db: Database, id: number): Promise<void> {
  await db.delete(emailTemplates).where(eq(emailTemplates.id, id));
}
