import { z } from 'zod';
import { TIME_ZONE, toIsoDate } from '@energiek/contracts/format';
import { defineJob } from '../../core/jobs/job-definition.ts';
import { digestSignals } from './digest-sources.ts';
import { digestMail } from './digest.mail.ts';
import {
  claimDigest,
  digestCustomers,
  lastDigestAt,
  listDigestItems,
  listDigestRecipients,
} from './digest.repository.ts';

// The daily notification digest (settings: e-mail notifications on, 'daily'): every morning one mail per
// user with their unread notifications (actions, and new or reopened signals) since their last digest (at most the last day), only of customers
// they may still act for. Users with nothing new get no mail. A user's digest is claimed before it is
// mailed, so a retried job never mails anyone twice on one day.

const DAY_MS = 24 * 60 * 60 * 1000;

export const notificationDigestJob = defineJob({
  name: 'action-notifications.daily-digest',
  data: z.object({}),
  schedule: { cron: '0 7 * * *', tz: TIME_ZONE, data: {} },
  retryDelaySeconds: 300,
  async run(ctx, job) {
    const until = new Date();
    const day = toIsoDate(until);
    const recipients = await listDigestRecipients(ctx.db);
    let mailed = 0;
    for (const [index, user] of recipients.entries()) {
      const last = await lastDigestAt(ctx.db, user.id);
      const from = new Date(Math.max(until.getTime() - DAY_MS, last?.getTime() ?? 0));
      const customerIds = await digestCustomers(ctx.db, user);
      const items = await listDigestItems(ctx.db, user.id, { from, until }, customerIds);
      // New and reopened signals of the same window, as the signals area provides them (digest-sources.ts).
      const signals = await digestSignals(ctx, user.id, { from, until }, customerIds);
      const notificationCount = items.length + signals.length;
      if (
        notificationCount > 0 &&
        (await claimDigest(ctx.db, { userId: user.id, day, sentAt: until, notificationCount }))
      ) {
        await ctx.mailer.send(
          await digestMail(ctx.db, {
            to: user.emailAddress,
            firstName: user.firstName,
            items,
            signals,
            appUrl: ctx.config.appUrl,
          }),
        );
        mailed++;
      }
      await job.progress((index + 1) / recipients.length, `${index + 1} van ${recipients.length} gebruikers`);
    }
    return { recipients: recipients.length, mailed };
  },
});
