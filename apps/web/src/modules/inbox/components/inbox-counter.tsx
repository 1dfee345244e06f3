import { CounterLink } from '../../../components/counter-link.tsx';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useCounter } from '../../../lib/counter.ts';
import { INBOX_TEXTS } from '../texts.ts';

const INBOX_ACCESS = { allOf: ['wl:inbox', 'support-email-inbox:read'] } as const;

/**
 * The inbox counter of the top bar (spec §2): unread inbox messages (GET counter `messages`), linking to
 * the unread messages. The realtime channel updates the counter query when mail arrives or is read.
 */
export function InboxCounter() {
  const allowed = usePermission(INBOX_ACCESS);
  const counter = useCounter(allowed);
  if (!allowed) return null;
  const count = counter.data?.messages ?? 0;
  const label = count > 0 ? INBOX_TEXTS.counter.label(count) : INBOX_TEXTS.counter.none;
  return (
    <CounterLink to="/v3/inbox?unread=1" icon="mail" count={count} label={label} testId="inbox-counter" />
  );
}
