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
import { FilterBar, SearchField } from '../../../../components/filter-bar.tsx';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../../components/ui/button.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { fromSortState, toSortState } from '../../../../lib/list-sort.ts';
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
    { key: 'type', header: T.columns.type, sortable: true, cell: (m) => MUTATION_TYPE_LABELS[m.type] },
    { key: 'connections', header: T.columns.connections, cell: (m) => <Eans eans={m.eans} /> },
    { key: 'change', header: T.columns.change, cell: (m) => m.summary || '—' },
    {
      key: 'desiredDate',
      header: T.columns.desiredDate,
      sortable: true,
      cell: (m) => <span className="whitespace-nowrap tabular-nums">{formatDate(m.desiredDate)}</span>,
    },
    {
      key: 'status',
      header: T.columns.status,
      sortable: true,
      cell: (m) => <StatusBadge status={m.status} />,
    },
  ];

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={T.intro}
        customerName={customerName}
        action={
          canWrite ? (
            <ButtonLink icon="plus" to={`/v3/customers/${customerId}/mutations/create`}>
              {T.add}
            </ButtonLink>
          ) : null
        }
      />
      <FilterBar>
        <SearchField
          label={T.filters.q}
          placeholder={T.filters.qPlaceholder}
          value={state.q}
          onSearch={(q) => set({ q, page: 1 })}
        />
        <Select
          label={T.filters.status}
          placeholder={T.filters.all}
          options={MUTATION_STATUSES.map((value) => ({ value, label: MUTATION_STATUS_LABELS[value] }))}
          value={state.status}
          onChange={(event) => set({ status: event.target.value as typeof state.status, page: 1 })}
        />
        <Select
          label={T.filters.type}
          placeholder={T.filters.all}
          options={MUTATION_TYPES.map((value) => ({ value, label: MUTATION_TYPE_LABELS[value] }))}
          value={state.type}
          onChange={(event) => set({ type: event.target.value as typeof state.type, page: 1 })}
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
        server={{
          page: list.data?.meta.current_page ?? state.page,
          lastPage: list.data?.meta.last_page ?? 1,
          onPageChange: (page) => set({ page }),
          sort: toSortState(state.sort),
          onSortChange: (sort) => set({ sort: fromSortState(sort), page: 1 }),
        }}
      />
    </PageFrame>
  );
}
