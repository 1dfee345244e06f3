import { formatCurrency, formatDate } from '@energiek/contracts/format';
import {
  CLAIM_STATUS_NAMES,
  type InvoiceAuditAction,
  type InvoiceAuditDetail,
} from '@energiek/contracts/invoice-audit';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, serverMessage } from '../../../lib/api-errors.ts';
import { useAuditAction } from '../api/invoice-audit.ts';
import { INVOICE_AUDIT_TEXTS } from '../texts.ts';

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
            {T.make(formatCurrency(item.amountAtStake))}
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
        <dd className="tabular-nums">{formatCurrency(claim.amount)}</dd>
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
          {formatCurrency(claim.recovered)}
        </dd>
      </dl>
      <a className="text-sm font-medium text-sky-700 underline" href={claim.letterUrl}>
        {T.letter}
      </a>
      {running ? (
        <>
          <ClaimMailForm item={item} issuerEmail={claim.issuerEmail} />
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

/** Mails the letter to the issuer: the address from the master data, or the one typed here. */
function ClaimMailForm({ item, issuerEmail }: { item: InvoiceAuditDetail; issuerEmail: string | null }) {
  const mail = useAuditAction(item.id);
  const toast = useToast();
  const [to, setTo] = useState(issuerEmail ?? '');
  const [error, setError] = useState<string | undefined>();
  const send = () => {
    setError(undefined);
    mail.mutate(
      { action: 'claim-mail', ...(to.trim() ? { to: to.trim() } : {}) },
      {
        onSuccess: () => toast.success(T.mailed),
        onError: (e) => {
          const field = fieldErrors(e).to;
          if (field) setError(field);
          else toast.error(serverMessage(e) ?? T.mail);
        },
      },
    );
  };
  return (
    <form
      className="space-y-2 border-t border-slate-200 pt-3"
      data-testid="claim-mail"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <TextField
        label={T.mailTo}
        type="email"
        autoComplete="email"
        value={to}
        error={error}
        hint={issuerEmail ? T.mailHint : T.mailNoAddress}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button type="submit" icon="mail" disabled={mail.isPending}>
        {T.mail}
      </Button>
    </form>
  );
}
