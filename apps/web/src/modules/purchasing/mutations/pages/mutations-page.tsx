import { useNavigate, useParams } from 'react-router';
import { formatEan } from '@energiek/contracts/connections';
import { formatDate } from '@energiek/contracts/format';
import {
  MUTATION_STATUSES,
  MUTATION_STATUS_LABELS,
  MUTATION_TYPES,
  MUTATION_TYPE_LABELS,
  MUTATIONS_WRITE,
  type MutationListItem,
} from '@energiek/contracts/mutations';
import { ChoiceFilter, FilterBar, ListSearch } from '../../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { serverPages, serverSort } from '../../../../lib/list-sort.ts';
import { useCustomerName } from '../../../../lib/customer-name.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { usePermission } from '../../../../lib/permission-guard.tsx';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useMutations } from '../api/mutations.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { mutationListState } from '../list-state.ts';
import { MUTATIONS_TEXTS } from '../texts.ts';

const T = MUTATIONS_TEXTS;

function Eans({ eans }: { eans: readonly string[] }) {
  const [first, ...rest] = eans;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {first ? formatEan(first) : '—'}
      {rest.length > 0 ? <span className="ml-1 text-xs text-slate-500">{T.more(rest.length)}</span> : null}
    </span>
  );
}

/** /v3/customers/:customerId/mutations: the customer's mutations, filtered by status and type. */
export function MutationsPage() {
  const params = useParams();
  const navigate = useNavigate();
  const customerId = Number(params.customerId);
  usePageTitle(T.pageTitle);
  const customerName = useCustomerName(customerId);
  const canWrite = usePermission(MUTATIONS_WRITE);
  const { state, set } = useListState(mutationListState);
  const list = useMutations(customerId, state);

  const columns: DataTableColumn<MutationListItem>[] = [
    // A phone shows type (desired date and status beneath) and change; the row opens the rest (issue 32).
    {
      key: 'type',
      header: T.columns.type,
      sortable: true,
      cell: (m) => (
        <>
          {MUTATION_TYPE_LABELS[m.type]}
          <span className="block text-xs whitespace-nowrap text-slate-500 tabular-nums sm:hidden">
            {formatDate(m.desiredDate)}
          </span>
          <span className="mt-1 block sm:hidden">
            <StatusBadge status={m.status} />
          </span>
        </>
      ),
    },
    { key: 'connections', header: T.columns.connections, phone: false, cell: (m) => <Eans eans={m.eans} /> },
    { key: 'change', header: T.columns.change, cell: (m) => m.summary || '—' },
    {
      key: 'desiredDate',
      header: T.columns.desiredDate,
      sortable: true,
      phone: false,
      cell: (m) => <span className="whitespace-nowrap tabular-nums">{formatDate(m.desiredDate)}</span>,
    },
    {
      key: 'status',
      header: T.columns.status,
      sortable: true,
      phone: false,
      cell: (m) => <StatusBadge status={m.status} />,
    },
  ];

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={T.intro}
        customerName={customerName}
        create={{ when: canWrite, to: `/v3/customers/${customerId}/mutations/create`, label: T.add }}
      />
      <FilterBar>
        <ListSearch texts={T.filters} state={state} set={set} />
        <ChoiceFilter
          label={T.filters.status}
          all={T.filters.all}
          values={MUTATION_STATUSES}
          labels={MUTATION_STATUS_LABELS}
          value={state.status}
          onChoose={(status) => set({ status })}
        />
        <ChoiceFilter
          label={T.filters.type}
          all={T.filters.all}
          values={MUTATION_TYPES}
          labels={MUTATION_TYPE_LABELS}
          value={state.type}
          onChoose={(type) => set({ type })}
        />
      </FilterBar>
      {list.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(m) => m.id}
        loading={list.isPending}
        emptyText={T.empty}
        onRowClick={(m) => navigate(`/v3/customers/${customerId}/mutations/${m.id}/edit`)}
        server={{ ...serverPages(list.data?.meta, state, set), ...serverSort(state, set) }}
      />
    </PageFrame>
  );
}
