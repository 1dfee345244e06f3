import { formatDate } from '@energiek/contracts/format';
import {
  CLAIM_STATUS_NAMES,
  type InvoiceAuditAction,
  type InvoiceAuditDetail,
} from '@energiek/contracts/invoice-audit';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';
import { euro } from './money.ts';

const T = INVOICE_AUDIT_TEXTS.claim;

/** The claim to the issuer: make it, follow it (ingediend / afgewezen) until a credit note grants it. */
export function ClaimCard({
  item,
  pending,
  run,
}: {
  item: InvoiceAuditDetail;
  pending: boolean;
  run: (body: InvoiceAuditAction) => void;
}) {
  const claim = item.claim;
  const claimable = Number(item.amountAtStake) > 0;
  if (!claim || claim.status === 'afgewezen') {
    return (
      <Card title={T.title} bodyClassName="space-y-3 px-5 py-4">
        {claim ? (
          <p className="text-sm" data-testid="claim-status">
            {T.status}: {CLAIM_STATUS_NAMES[claim.status]}
          </p>
        ) : null}
        <p className="text-sm text-slate-600">{claimable ? T.none : T.nothing}</p>
        {claimable ? (
          <Button disabled={pending} onClick={() => run({ action: 'claim' })}>
            {T.make(euro(item.amountAtStake))}
          </Button>
        ) : null}
      </Card>
    );
  }
  const running = claim.status === 'open' || claim.status === 'ingediend';
  return (
    <Card title={T.title} bodyClassName="space-y-3 px-5 py-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{T.status}</dt>
        <dd className="font-medium" data-testid="claim-status">
          {CLAIM_STATUS_NAMES[claim.status]}
        </dd>
        <dt className="text-slate-600">{T.amount}</dt>
        <dd className="tabular-nums">{euro(claim.amount)}</dd>
        <dt className="text-slate-600">{T.claimedAt}</dt>
        <dd>{formatDate(claim.claimedAt)}</dd>
        {claim.submittedAt ? (
          <>
            <dt className="text-slate-600">{T.submittedAt}</dt>
            <dd>{formatDate(claim.submittedAt)}</dd>
          </>
        ) : null}
        {claim.creditNoteNumber ? (
          <>
            <dt className="text-slate-600">{T.creditNote}</dt>
            <dd>{claim.creditNoteNumber}</dd>
          </>
        ) : null}
        <dt className="text-slate-600">{T.recovered}</dt>
        <dd className="font-semibold text-emerald-700 tabular-nums" data-testid="claim-recovered">
          {euro(claim.recovered)}
        </dd>
      </dl>
      <a className="text-sm font-medium text-sky-700 underline" href={claim.letterUrl}>
        {T.letter}
      </a>
      {running ? (
        <>
          <div className="flex flex-wrap gap-2">
            {claim.status === 'open' ? (
              <Button
                variant="border"
                disabled={pending}
                onClick={() => run({ action: 'claim-status', claimStatus: 'ingediend' })}
              >
                {T.submitted}
              </Button>
            ) : null}
            <Button
              variant="border"
              disabled={pending}
              onClick={() => run({ action: 'claim-status', claimStatus: 'afgewezen' })}
            >
              {T.rejected}
            </Button>
          </div>
          <p className="text-xs text-slate-600">{T.hint}</p>
        </>
      ) : null}
    </Card>
  );
}
