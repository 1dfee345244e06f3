import type { Actor } from '../../core/actor.ts';
import type { ServiceContext } from '../../core/context.ts';
import type { CapturedMail } from '../../lib/mailer.ts';

// The captured mails of the test transport (MAIL_CAPTURE): the only place where a delivered mail's real
// links can be read back, for the browser journeys and local development. Full admins only (route rule).

export function listCapturedMails(
  ctx: ServiceContext,
  _actor: Actor,
  input: { toAddress?: string | undefined; limit: number },
): CapturedMail[] {
  const wanted = input.toAddress?.toLowerCase();
  return ctx.mailer
    .captured()
    .filter((mail) => wanted === undefined || mail.toAddress.toLowerCase() === wanted)
    .slice(0, input.limit);
}
