import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { useCounter } from '../../../lib/counter.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';

// INVOICE_AUDIT_ACCESS of the contract and the labels, written out: the counter is in the shell's first
// load, which stays small (texts.ts stays with the lazy pages).
const ACCESS = { allOf: ['invoice-check:read', 'wl:invoicecontrol'] } as const;
const label = (n: number) =>
  n > 0 ? `${n} open ${n === 1 ? 'controle' : 'controles'}` : 'Geen open controles';

/** The invoice-audit counter of the top bar (spec §2): open audit items (GET counter `audits`), live. */
export function AuditCounter() {
  const allowed = usePermission(ACCESS);
  const counter = useCounter(allowed);
  if (!allowed) return null;
  const count = counter.data?.audits ?? 0;
  return (
    <Link
      to="/v3/invoice-audit/inbox"
      aria-label={label(count)}
      title={label(count)}
      data-testid="audit-counter"
      className="relative flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
    >
      <Icon name="shield" />
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white ring-2 ring-white"
          data-testid="audit-counter-badge"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
