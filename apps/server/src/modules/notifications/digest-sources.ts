import { perApp, type ServiceContext } from '../../core/context.ts';
import type { DigestSignal } from './digest.mail.ts';

// What the daily digest mails beside the action notifications: the unread signal notifications, which the
// signals area owns. Signals hand their read in through the notifications' front door when their routes
// register (`provideDigestSignals`), so the digest needs to know nothing of signals (no import loop: signals
// use the notifications' access rule).

/** The user's unread signal notifications created in [from, until), of these customers, oldest first. */
export type DigestSignalsProvider = (
  ctx: ServiceContext,
  userId: number,
  window: { from: Date; until: Date },
  customerIds: 'all' | readonly number[],
) => Promise<DigestSignal[]>;

const providers = perApp<DigestSignalsProvider>();

/** The signals area hands the digest its read, once per app context (a second call replaces the first). */
export function provideDigestSignals(ctx: ServiceContext, provider: DigestSignalsProvider): void {
  providers.set(ctx, provider);
}

/** The digest's signals of this user and window; none when no area provides them (an app without signals):
 *  the digest then holds the action notifications alone. */
export async function digestSignals(
  ctx: ServiceContext,
  userId: number,
  window: { from: Date; until: Date },
  customerIds: 'all' | readonly number[],
): Promise<DigestSignal[]> {
  const provider = providers.get(ctx);
  return provider ? provider(ctx, userId, window, customerIds) : [];
}
