import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { formatDate } from '@energiek/contracts/format';
import { SIGNAL_SEVERITY_LABELS } from '@energiek/contracts/signals';
import type { Executor as Database } from '@energiek/db/client';
import { customers, signalNotifications, signals, users } from '@energiek/db/schema/index';
import type { ServiceContext } from '../../core/context.ts';
import { templateMail } from '../../lib/mail-templates/template-mail.ts';

// The direct mail of a new or reopened signal (issue 30, Notifications: "by their settings a direct
// mail or the daily digest"): for each stored bell notification whose recipient asked for direct e-mail
// (Mijn instellingen: e-mailmeldingen aan, "Direct"), one mail from the editable 'signal-notification'
// template. The notification is claimed (mailed_at) before the mail goes out: a retried run or a second
// worker never mails it twice. Those who chose the daily digest get it there instead.

/** Claims the notifications whose recipient wants direct mail; answers what to mail. */
async function claimDirect(db: Database, ids: readonly number[], now: Date) {
  if (ids.length === 0) return [];
  const wantsDirect = sql`exists (select 1 from ${users} where ${users.id} = ${signalNotifications.userId}
    and ${users.isActive} and (${users.settings} ->> 'emailNotifications') = 'true'
    and coalesce(${users.settings} ->> 'notificationDigest', 'direct') = 'direct')`;
  const claimed = await db
    .update(signalNotifications)
    .set({ mailedAt: now })
    .where(and(inArray(signalNotifications.id, [...ids]), isNull(signalNotifications.mailedAt), wantsDirect))
    .returning({ id: signalNotifications.id });
  if (claimed.length === 0) return [];
  return db
    .select({
      reason: signalNotifications.reason,
      to: users.emailAddress,
      firstName: users.firstName,
      customerName: customers.name,
      signal: signals,
    })
    .from(signalNotifications)
    .innerJoin(users, eq(users.id, signalNotifications.userId))
    .innerJoin(signals, eq(signals.id, signalNotifications.signalId))
    .innerJoin(customers, eq(customers.id, signalNotifications.customerId))
    .where(
      inArray(
        signalNotifications.id,
        claimed.map((c) => c.id),
      ),
    )
    .orderBy(signalNotifications.id);
}

/** Mails the direct-mail recipients of these (just stored) notifications, each once. */
export async function mailSignalNotifications(
  ctx: Pick<ServiceContext, 'db' | 'mailer' | 'config'>,
  notificationIds: readonly number[],
  now = new Date(),
): Promise<number> {
  const rows = await claimDirect(ctx.db, notificationIds, now);
  const base = ctx.config.appUrl.replace(/\/$/, '');
  for (const row of rows) {
    const s = row.signal;
    const period =
      s.periodFrom && s.periodTo
        ? s.periodFrom === s.periodTo
          ? formatDate(s.periodFrom)
          : `${formatDate(s.periodFrom)} – ${formatDate(s.periodTo)}`
        : '';
    await ctx.mailer.send(
      await templateMail(ctx.db, 'signal-notification', {
        to: row.to,
        values: {
          'ontvanger.voornaam': row.firstName,
          'melding.soort': row.reason === 'reopened' ? 'Signaal heropend' : 'Nieuw signaal',
          'signaal.titel': s.title,
          'signaal.ernst': SIGNAL_SEVERITY_LABELS[s.severity as 1 | 2 | 3] ?? '',
          'signaal.periode': period,
          'klant.naam': row.customerName,
          link: `${base}/v3/customers/${s.customerId}/signals/${s.module}/open?signal=${s.id}`,
        },
      }),
    );
  }
  return rows.length;
}
