import { formatDate } from '@energiek/contracts/format';
import type { TaxRequestItem } from '@energiek/contracts/tax-requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { TAX_REQUESTS_TEXTS } from '../texts.ts';

const T = TAX_REQUESTS_TEXTS.warnings;

/**
 * What a consultant must see before sending a request: a passed deadline, years already lost, the earliest
 * year's deadline when it comes before the last one, and unverified rates.
 */
export function RequestWarnings({ request }: { request: TaxRequestItem }) {
  const expired = request.deadlinePassed ? [] : request.yearDeadlines.filter((y) => y.passed);
  const { earliestDeadline } = request;
  if (
    !request.deadlinePassed &&
    request.unverifiedYears.length === 0 &&
    expired.length === 0 &&
    earliestDeadline === null
  )
    return null;
  return (
    <div className="mb-6 grid gap-3" data-testid="tax-request-warnings">
      {expired.length > 0 ? (
        <Alert
          tone="error"
          title={T.expiredYears(
            expired.map((y) => y.year).join(', '),
            expired.map((y) => formatDate(y.deadline)).join(', '),
          )}
        />
      ) : null}
      {earliestDeadline ? (
        <Alert
          tone="warning"
          title={T.earliest(
            earliestDeadline.year,
            formatDate(earliestDeadline.deadline),
            formatDate(request.deadline),
          )}
        />
      ) : null}
      {request.deadlinePassed ? (
        <Alert tone="error" title={T.deadlinePassed(formatDate(request.deadline))} />
      ) : null}
      {request.unverifiedYears.length > 0 ? (
        <Alert tone="warning" title={T.unverified(request.unverifiedYears.join(', '))} />
      ) : null}
    </div>
  );
}
