import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import { customers, passwordResets, users } from '@energiek/db/schema/index';

// Queries on users and password resets needed by sign-in.

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, emailAddress: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.emailAddress}) = ${emailAddress.trim().toLowerCase()}`)
    .limit(1);
  return user;
}

/** What only the password and two-step routes need; never part of the per-request session. */
export async function findUserSecrets(db: Database, id: number) {
  const [row] = await db
    .select({
      passwordHash: users.passwordHash,
      twoStepPendingSecret: users.twoStepPendingSecret,
      twoStepLastStep: users.twoStepLastStep,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

export async function findCustomerRef(db: Database, id: number | null) {
  if (id === null) return null;
  const [row] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, id));
  return row ?? null;
}

export async function updateUser(
  db: Database,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** Records the accepted TOTP step only if it is newer than the stored one (no replay, even in a race). */
export async function claimTwoStepStep(db: Database, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ twoStepLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.twoStepLastStep), lt(users.twoStepLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function createPasswordReset(db: Database, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

export async function findUsableReset(
  db: Database,
  emailAddress: string,
  tokenHash: string,
  now = new Date(),
) {
  const [row] = await db
    .select({ resetId: passwordResets.id, userId: users.id })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        sql`lower(${users.emailAddress}) = ${emailAddress.trim().toLowerCase()}`,
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

/** Marks every open reset link of the user used: a link works once, and a reset spends the others. */
export async function spendResets(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
