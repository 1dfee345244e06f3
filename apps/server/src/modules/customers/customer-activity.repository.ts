import { desc, eq } from 'drizzle-orm';
import type { Executor as Database } from '@energiek/db/client';
import { actionComments, actions } from '@energiek/db/schema/actions';
import { users } from '@energiek/db/schema/index';

// The dashboard's recent work on a customer: its newest actions and notes, and the newest comments on them.

export async function recentCustomerActions(db: Database, customerId: number, limit: number) {
  return db
    .select({
      id: actions.id,
      type: actions.type,
      subject: actions.subject,
      createdAt: actions.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(actions)
    .leftJoin(users, eq(users.id, actions.createdById))
    .where(eq(actions.customerId, customerId))
    .orderBy(desc(actions.createdAt), desc(actions.id))
    .limit(limit);
}

export async function recentCustomerComments(db: Database, customerId: number, limit: number) {
  return db
    .select({
      id: actionComments.id,
      subject: actions.subject,
      content: actionComments.content,
      createdAt: actionComments.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(actionComments)
    .innerJoin(actions, eq(actions.id, actionComments.actionId))
    .leftJoin(users, eq(users.id, actionComments.userId))
    .where(eq(actions.customerId, customerId))
    .orderBy(desc(actionComments.createdAt), desc(actionComments.id))
    .limit(limit);
}
