import { useParams } from 'react-router';
import { formatCurrency, formatDate, formatNumber } from '@energiek/contracts/format';
import {
  TAX_REQUEST_STATUS_LABELS,
  TAX_REQUEST_TYPE_LABELS,
  TAX_REQUESTS_WRITE,
  lastDayOf,
  type TaxRequestItem,
} from '@energiek/contracts/tax-requests';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { RequestWarnings } from '../components/request-warnings.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { buttonClasses } from '../../../components/ui/button-classes.ts';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { documentDownloadUrl, useTaxRequest } from '../api/tax-requests.ts';
import { TAX_REQUESTS_TEXTS } from '../texts.ts';

const T = TAX_REQUESTS_TEXTS;
type Row = TaxRequestItem['connections'][number];

function Fact({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-medium tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * customers/:customerId/tax-requests/:taxRequestId (module taxrequest, read): the request as filed, for
 * customer staff who may read but not edit (preparing and filing is the consultancy's work). An admin
 * lands here from a link (a signal's "the request"): the sentence about "your advisor" is not for them;
 * they get the way to the edit page instead, or no sentence at all.
 */
export function TaxRequestDetailPage() {
  const params = useParams();
  const customerId = Number(params.customerId);
  const id = Number(params.taxRequestId);
  usePageTitle(T.form.editTitle);
  const request = useTaxRequest(customerId, id);
  const isAdmin = usePermission({ can: 'is:admin' });
  const canWrite = usePermission(TAX_REQUESTS_WRITE);

  if (request.isPending) {
    return (
      <PageFrame>
        <Spinner className="size-6" />
      </PageFrame>
    );
  }
  if (!request.data) {
    return (
      <PageFrame>
        <Alert tone="error" title={T.notFound} />
      </PageFrame>
    );
  }
  const r = request.data;
  const unit = r.product === 1 ? 'kWh' : 'm³';
  const columns: DataTableColumn<Row>[] = [
    { key: 'ean', header: T.detail.ean, cell: (c) => <span className="tabular-nums">{c.ean}</span> },
    { key: 'address', header: T.detail.address, cell: (c) => c.address },
    {
      key: 'volume',
      header: T.form.volume,
      align: 'right',
      cell: (c) => (
        <span className="whitespace-nowrap tabular-nums">{`${formatNumber(c.volume)} ${unit}`}</span>
      ),
    },
    { key: 'reduction', header: T.form.reduction, cell: (c) => (c.reduction ? T.detail.yes : T.detail.no) },
  ];
  return (
    <PageFrame>
      <PageHeader
        title={T.form.editTitle}
        customerName={r.customerName}
        intro={isAdmin ? undefined : T.detail.readOnly}
        action={
          canWrite ? (
            <ButtonLink
              icon="edit"
              variant="border"
              to={`/v3/customers/${customerId}/tax-requests/${id}/edit`}
            >
              {T.detail.edit}
            </ButtonLink>
          ) : null
        }
      />
      <RequestWarnings request={r} />
      <div className="mb-6 grid gap-4 md:grid-cols-2">
        <Card title={T.detail.request}>
          <dl className="grid gap-2 text-sm">
            <Fact label={T.form.type}>{TAX_REQUEST_TYPE_LABELS[r.type]}</Fact>
            <Fact label={T.form.product}>{r.product === 1 ? T.form.electricity : T.form.gas}</Fact>
            <Fact label={T.columns.period}>
              {formatDate(r.from)} – {formatDate(lastDayOf(r.to))}
            </Fact>
            <Fact label={T.form.status} testId="tax-request-status">
              {TAX_REQUEST_STATUS_LABELS[r.status]}
            </Fact>
          </dl>
        </Card>
        <Card title={T.form.computed}>
          <dl className="grid gap-2 text-sm">
            <Fact label={T.form.computed} testId="tax-request-amount">
              {formatCurrency(r.amount)}
              {r.amount < 0 ? ` (${T.noGain})` : ''}
            </Fact>
            <Fact label={T.form.deadline} testId="tax-request-deadline">
              {formatDate(r.deadline)}
            </Fact>
            {r.yearDeadlines.length > 1 ? (
              <Fact label={T.form.yearDeadlines} testId="tax-request-year-deadlines">
                <ul>
                  {r.yearDeadlines.map((y) => (
                    <li key={y.year}>{T.form.yearDeadline(y.year, formatDate(y.deadline), y.passed)}</li>
                  ))}
                </ul>
              </Fact>
            ) : null}
          </dl>
          {r.letterDocumentId ? (
            <a
              className={`${buttonClasses('link')} mt-3`}
              href={documentDownloadUrl(customerId, r.letterDocumentId)}
              download
            >
              {T.letter.download}
            </a>
          ) : (
            <p className="mt-3 text-sm text-slate-500">{T.letter.none}</p>
          )}
        </Card>
      </div>
      <div className="grid gap-4">
        <DataTable
          label={T.form.connections}
          columns={columns}
          rows={r.connections}
          rowKey={(c) => c.connectionId}
          emptyText={T.form.noConnections}
        />
        {r.note ? (
          <Card title={T.form.note}>
            <p className="text-sm whitespace-pre-line">{r.note}</p>
          </Card>
        ) : null}
        <Card title={T.form.documents}>
          {r.documents.length === 0 ? (
            <p className="text-sm text-slate-500">{T.detail.noDocuments}</p>
          ) : (
            <ul className="grid gap-1 text-sm">
              {r.documents.map((d) => (
                <li key={d.id}>
                  <a className={buttonClasses('link')} href={documentDownloadUrl(customerId, d.id)} download>
                    {d.fileName}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </PageFrame>
  );
}
