import { formatDate } from '@energiek/contracts/format';
import type { TaxRequestItem } from '@energiek/contracts/tax-requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { TAX_REQUESTS_TEXTS } from '../texts.ts';

const T = TAX_REQUESTS_TEXTS.warnings;

/** What a consultant must see before sending a request: a passed deadline and unverified rates. */
export function RequestWarnings({ request }: { request: TaxRequestItem }) {
  if (!request.deadlinePassed && request.unverifiedYears.length === 0) return null;
  return (
    <div className="mb-6 grid gap-3" data-testid="tax-request-warnings">
      {request.deadlinePassed ? (
        <Alert tone="error" title={T.deadlinePassed(formatDate(request.deadline))} />
      ) : null}
      {request.unverifiedYears.length > 0 ? (
        <Alert tone="warning" title={T.unverified(request.unverifiedYears.join(', '))} />
      ) : null}
    </div>
  );
}
