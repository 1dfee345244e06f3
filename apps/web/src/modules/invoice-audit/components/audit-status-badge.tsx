import { AUDIT_STATUS_NAMES, type AuditStatusCode } from '@energiek/contracts/invoice-audit';

const TONES: Record<AuditStatusCode, string> = {
  ok: 'bg-brand-50 text-brand-800 ring-brand-200',
  deviation: 'bg-red-50 text-red-800 ring-red-200',
  'insufficient-data': 'bg-amber-50 text-amber-900 ring-amber-200',
};

/** Akkoord / Afwijking / Onvoldoende gegevens. */
export function AuditStatusBadge({ status }: { status: AuditStatusCode }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${TONES[status]}`}
      data-testid="audit-status"
    >
      {AUDIT_STATUS_NAMES[status]}
    </span>
  );
}
