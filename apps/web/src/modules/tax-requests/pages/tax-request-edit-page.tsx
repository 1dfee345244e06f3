import { useParams, useSearchParams } from 'react-router';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import { readPrefill, type TaxRequestItem } from '@energiek/contracts/tax-requests';
import { DeleteRecordButton } from '../../../components/delete-button.tsx';
import { CreateOrEditPage } from '../../../components/edit-page.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCustomerName } from '../../../lib/customer-name.ts';
import {
  documentDownloadUrl,
  useDeleteTaxRequest,
  useGenerateLetter,
  useSaveTaxRequest,
  useTaxRequest,
} from '../api/tax-requests.ts';
import { RequestWarnings } from '../components/request-warnings.tsx';
import { TaxRequestForm } from '../components/tax-request-form.tsx';
import { TAX_REQUESTS_TEXTS } from '../texts.ts';

const T = TAX_REQUESTS_TEXTS;

/** The computed amount, the deadline and the letter of a saved request. */
function RequestSummary({ customerId, request }: { customerId: number; request: TaxRequestItem }) {
  const generate = useGenerateLetter(customerId, request.id);
  const toast = useToast();
  const remove = useDeleteTaxRequest(customerId);
  return (
    <>
      <RequestWarnings request={request} />
      <div className="mb-6 grid gap-4 md:grid-cols-2">
        <Card title={T.form.computed}>
          <dl className="grid gap-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{T.form.computed}</dt>
              <dd className="font-semibold tabular-nums" data-testid="tax-request-amount">
                {formatCurrency(request.amount)}
                {request.amount < 0 ? ` (${T.noGain})` : ''}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt>{T.form.deadline}</dt>
              <dd className="tabular-nums" data-testid="tax-request-deadline">
                {formatDate(request.deadline)}
              </dd>
            </div>
          </dl>
          <p className="mt-3 text-xs text-slate-500">{T.form.computedHint}</p>
        </Card>
        <Card title={T.letter.title}>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              variant={request.letterDocumentId ? 'border' : 'primary'}
              loading={generate.isPending}
              onClick={() =>
                generate.mutate(undefined, {
                  onSuccess: () => toast.success(T.letter.generated),
                  onError: (error) => toast.error(serverMessage(error) ?? T.letter.none),
                })
              }
            >
              {request.letterDocumentId ? T.letter.regenerate : T.letter.generate}
            </Button>
            {request.letterDocumentId ? (
              <a
                className={buttonClasses('link')}
                href={documentDownloadUrl(customerId, request.letterDocumentId)}
                download
              >
                {T.letter.download}
              </a>
            ) : (
              <span className="text-sm text-slate-500">{T.letter.none}</span>
            )}
          </div>
          {request.status === 'concept' ? (
            <div className="mt-4 border-t border-slate-100 pt-4">
              <DeleteRecordButton
                texts={T.remove}
                remove={remove}
                id={request.id}
                to={`/v3/customers/${customerId}/tax-requests`}
              />
            </div>
          ) : null}
        </Card>
      </div>
    </>
  );
}

/** customers/:customerId/tax-requests/create and …/:taxRequestId/edit (admins). */
export function TaxRequestEditPage() {
  const params = useParams();
  const customerId = Number(params.customerId);
  const id = params.taxRequestId ? Number(params.taxRequestId) : undefined;
  usePageTitle(id ? T.form.editTitle : T.form.createTitle);
  const request = useTaxRequest(customerId, id);
  // A new request has no saved customer name yet: the customer of the URL (customer workspace route).
  const customerName = useCustomerName(customerId);
  const save = useSaveTaxRequest(customerId, id);
  const listPath = `/v3/customers/${customerId}/tax-requests`;
  const [search] = useSearchParams();
  const prefill = id === undefined ? readPrefill(search) : null;

  return (
    <CreateOrEditPage
      id={id}
      query={request}
      texts={T}
      customerName={request.data?.customerName ?? customerName}
    >
      {request.data ? <RequestSummary customerId={customerId} request={request.data} /> : null}
      <TaxRequestForm
        key={request.data?.updatedAt ?? 'new'}
        customerId={customerId}
        request={request.data}
        prefill={prefill}
        save={(body) => save.mutateAsync(body) as Promise<TaxRequestItem>}
        savedTo={(saved) => `/v3/customers/${customerId}/tax-requests/${saved.id}/edit`}
        cancelTo={listPath}
      />
    </CreateOrEditPage>
  );
}
