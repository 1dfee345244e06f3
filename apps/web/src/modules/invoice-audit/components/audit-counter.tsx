import { CounterLink } from '../../../components/counter-link.tsx';
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
    <CounterLink
      to="/v3/invoice-audit/inbox"
      icon="shield"
      count={count}
      label={label(count)}
      testId="audit-counter"
    />
  );
}
