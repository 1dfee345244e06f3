import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
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
    <Link
      to="/v3/inbox?unread=1"
      aria-label={label}
      title={label}
      data-testid="inbox-counter"
      className="relative flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
    >
      <Icon name="mail" />
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white ring-2 ring-white"
          data-testid="inbox-counter-badge"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
