import { useNavigate, useParams } from 'react-router';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import { daysBetween } from '@energiek/domain/calendar';
import { localDayOf } from '@energiek/domain/local-time';
import {
  TAX_REQUEST_STATUSES,
  TAX_REQUEST_STATUS_LABELS,
  TAX_REQUEST_TYPES,
  TAX_REQUEST_TYPE_LABELS,
  TAX_REQUESTS_WRITE,
  lastDayOf,
  type TaxRequestListItem,
} from '@energiek/contracts/tax-requests';
import { ChoiceFilter, FilterBar } from '../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { useTaxRequests } from '../api/tax-requests.ts';
import { taxRequestListState } from '../list-state.ts';
import { TAX_REQUESTS_TEXTS } from '../texts.ts';
import { serverPages } from '../../../lib/list-sort.ts';

const T = TAX_REQUESTS_TEXTS;
const OPEN = new Set(['concept', 'ingediend']);

/** Days from today in Amsterdam (not UTC's day: between midnight and 01:00/02:00 that is yesterday). */
function daysUntil(isoDay: string): number {
  return daysBetween(localDayOf(new Date()), isoDay);
}

/**
 * The deadline that matters today (the first year's part not yet expired), marked when an open request is
 * late or due within 30 days; the request's last deadline beneath when it differs.
 */
function Deadline({ request }: { request: TaxRequestListItem }) {
  const days = daysUntil(request.nextDeadline);
  const open = OPEN.has(request.status);
  const tone = !open
    ? 'text-slate-700'
    : days < 0
      ? 'text-red-700 font-medium'
      : days <= 30
        ? 'text-amber-700 font-medium'
        : 'text-slate-700';
  return (
    <span className={`whitespace-nowrap tabular-nums ${tone}`}>
      {formatDate(request.nextDeadline)}
      {open && days <= 30 ? (
        <span className="max-sm:block"> ({days < 0 ? T.deadline.passed : T.deadline.soon(days)})</span>
      ) : null}
      {request.nextDeadline !== request.deadline ? (
        <span className="block whitespace-normal text-xs font-normal text-slate-500">
          {T.deadline.last(formatDate(request.deadline))}
        </span>
      ) : null}
    </span>
  );
}

/**
 * /v3/tax-requests (all customers) and /v3/customers/:customerId/tax-requests (one customer): refund
 * requests on their deadline, filtered by status and type.
 */
export function TaxRequestsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const customerId = params.customerId ? Number(params.customerId) : undefined;
  usePageTitle(T.pageTitle);
  const canWrite = usePermission(TAX_REQUESTS_WRITE);
  const { state, set } = useListState(taxRequestListState);
  const requests = useTaxRequests(customerId, state);

  const period = (r: TaxRequestListItem) => `${formatDate(r.from)} – ${formatDate(lastDayOf(r.to))}`;
  // At 390 px (issue 31) the phone shows two columns: the request (type, with customer, period and status
  // beneath) and the amount with the deadline beneath (a three-column table with "Complexbepaling" and a
  // request's last deadline was 440 px in 326); customer, period, status and deadline have their own
  // columns from sm on.
  const columns: DataTableColumn<TaxRequestListItem>[] = [
    ...(customerId
      ? []
      : [
          {
            key: 'customer',
            header: T.columns.customer,
            phone: false,
            cell: (r: TaxRequestListItem) => r.customerName,
          },
        ]),
    {
      key: 'type',
      header: T.columns.type,
      cell: (r) => (
        <span data-testid="tax-request-type">
          {customerId ? null : <span className="block font-medium sm:hidden">{r.customerName}</span>}
          <span className="block">{TAX_REQUEST_TYPE_LABELS[r.type]}</span>
          <span className="block text-xs tabular-nums text-slate-500 sm:hidden">{period(r)}</span>
          <span
            className="block text-xs font-medium text-slate-700 sm:hidden"
            data-testid="tax-request-status-phone"
          >
            {TAX_REQUEST_STATUS_LABELS[r.status]}
          </span>
        </span>
      ),
    },
    {
      key: 'period',
      header: T.columns.period,
      phone: false,
      cell: (r) => <span className="whitespace-nowrap tabular-nums">{period(r)}</span>,
    },
    {
      key: 'status',
      header: T.columns.status,
      phone: false,
      cell: (r) => TAX_REQUEST_STATUS_LABELS[r.status],
    },
    {
      key: 'amount',
      header: T.columns.amount,
      align: 'right',
      cell: (r) => (
        <>
          <span className="whitespace-nowrap tabular-nums">
            {formatCurrency(r.amount)}
            {r.amount < 0 ? <span className="max-sm:block">{` (${T.noGain})`}</span> : ''}
          </span>
          <span className="mt-1 block text-xs sm:hidden" data-testid="tax-request-deadline-phone">
            <Deadline request={r} />
          </span>
        </>
      ),
    },
    { key: 'deadline', header: T.columns.deadline, phone: false, cell: (r) => <Deadline request={r} /> },
  ];

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={customerId ? T.customerIntro : T.intro}
        create={{
          when: !!customerId && canWrite,
          to: `/v3/customers/${customerId}/tax-requests/create`,
          label: T.add,
        }}
      />
      <FilterBar>
        <ChoiceFilter
          label={T.filters.status}
          all={T.filters.all}
          values={TAX_REQUEST_STATUSES}
          labels={TAX_REQUEST_STATUS_LABELS}
          value={state.status}
          onChoose={(status) => set({ status })}
        />
        <ChoiceFilter
          label={T.filters.type}
          all={T.filters.all}
          values={TAX_REQUEST_TYPES}
          labels={TAX_REQUEST_TYPE_LABELS}
          value={state.type}
          onChoose={(type) => set({ type })}
        />
      </FilterBar>
      {requests.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={requests.data?.data ?? []}
        rowKey={(r) => r.id}
        loading={requests.isPending}
        emptyText={T.empty}
        onRowClick={(r) =>
          navigate(`/v3/customers/${r.customerId}/tax-requests/${r.id}${canWrite ? '/edit' : ''}`)
        }
        server={{ ...serverPages(requests.data?.meta, state, set) }}
      />
    </PageFrame>
  );
}
