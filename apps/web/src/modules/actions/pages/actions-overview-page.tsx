import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ACTION_STATUSES, ACTION_STATUS_NAMES, type ActionItem } from '@energiek/contracts/actions';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCustomerSearch } from '../../../lib/customer-search.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { usersQueryOptions } from '../../users/api/users.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useActionsOverview, type OverviewFilters } from '../api/actions.ts';
import {
  assigneeColumn,
  customerColumn,
  deadlineColumn,
  fromSortState,
  priorityColumn,
  statusColumn,
  subjectColumn,
  toSortState,
} from '../components/actions-table.tsx';
import { ACTIONS_TEXTS } from '../texts.ts';

const T = ACTIONS_TEXTS.overview;
type View = 'mine' | 'all' | 'overdue';
const VIEWS: readonly View[] = ['mine', 'all', 'overdue'];

const STATUS_OPTIONS = [
  { value: 'open', label: T.openStatuses },
  ...ACTION_STATUSES.map((s) => ({ value: String(s), label: ACTION_STATUS_NAMES[s] })),
];

/** Mine and overdue start with the nearest deadline; all with the newest. */
const defaultSort = (view: View) => (view === 'all' ? '-createdAt' : 'deadline');

/** /v3/actions (actions:read): the actions of every customer the user may act for. */
export function ActionsOverviewPage() {
  usePageTitle(T.pageTitle);
  const [params, setParams] = useSearchParams();
  const view: View = VIEWS.includes(params.get('scope') as View) ? (params.get('scope') as View) : 'mine';
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 400);
  const [filters, setFilters] = useState({
    status: '',
    assigneeId: null as number | null,
    customerId: null as number | null,
    sort: '',
    page: 1,
    q: '',
  });
  const query: OverviewFilters = {
    scope: view === 'mine' ? 'mine' : 'all',
    overdue: view === 'overdue',
    status: filters.status,
    assigneeId: view === 'mine' ? null : filters.assigneeId,
    customerId: filters.customerId,
    q,
    sort: filters.sort || defaultSort(view),
    page: filters.q === q ? filters.page : 1,
  };
  const actions = useActionsOverview(query);
  const change = (next: Partial<typeof filters>) =>
    setFilters((current) => ({ ...current, ...next, q, page: next.page ?? 1 }));

  const columns: DataTableColumn<ActionItem>[] = [
    subjectColumn,
    customerColumn,
    statusColumn,
    priorityColumn,
    deadlineColumn,
    assigneeColumn,
  ];

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={T.title} intro={T.intro} />
      <Tabs
        label={T.tabsLabel}
        activeId={view}
        onChange={(id) => {
          setParams({ scope: id }, { replace: true });
          setFilters((current) => ({ ...current, sort: '', page: 1 }));
        }}
        tabs={VIEWS.map((id) => ({ id, label: T.tabs[id] }))}
        className="mb-4"
      />
      <div
        className={`mb-4 grid gap-4 sm:grid-cols-2 ${view === 'mine' ? 'lg:grid-cols-[3fr_2fr_4fr]' : 'lg:grid-cols-[3fr_2fr_2fr_4fr]'}`}
      >
        <TextField
          label={T.search}
          type="search"
          placeholder={T.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          label={T.status}
          options={STATUS_OPTIONS}
          placeholder={T.allStatuses}
          value={filters.status}
          onChange={(event) => change({ status: event.target.value })}
        />
        {view === 'mine' ? null : (
          <AssigneeFilter value={filters.assigneeId} onChange={(assigneeId) => change({ assigneeId })} />
        )}
        <CustomerFilter value={filters.customerId} onChange={(customerId) => change({ customerId })} />
      </div>
      {actions.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={actions.data?.data ?? []}
        rowKey={(item) => item.id}
        loading={actions.isFetching && !actions.data}
        emptyText={T.empty}
        server={{
          page: actions.data?.meta.current_page ?? query.page,
          lastPage: actions.data?.meta.last_page ?? 1,
          onPageChange: (page) => change({ page }),
          sort: toSortState(query.sort),
          onSortChange: (sort) => change({ sort: fromSortState(sort) }),
        }}
      />
    </div>
  );
}

/** Admins pick any active admin; others have no user list to choose from. */
function AssigneeFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const isAdmin = usePermission({ can: 'is:admin' });
  const admins = useQuery({
    ...usersQueryOptions({ q: '', type: 'admin', active: '1', page: 1 }),
    enabled: isAdmin,
  });
  if (!isAdmin) return null;
  const options = (admins.data?.data ?? []).map((user) => ({ value: String(user.id), label: user.name }));
  return (
    <Select
      label={T.assignee}
      options={options}
      placeholder={T.allAssignees}
      value={value === null ? '' : String(value)}
      onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
    />
  );
}

/** The customers the user may act for (customers/search: the first 20, or those matching what is typed). */
function CustomerFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 400);
  const customers = useCustomerSearch(q, { allowEmpty: true });
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const options = (customers.data ?? []).map((customer) => ({
    value: String(customer.id),
    label: customer.name,
  }));
  if (chosen && !options.some((option) => option.value === String(chosen.id))) {
    options.unshift({ value: String(chosen.id), label: chosen.name });
  }
  return (
    <div className="grid grid-cols-[1fr_1fr] gap-2">
      <TextField
        label={T.customerSearch}
        type="search"
        placeholder={T.customerPlaceholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Select
        label={T.customer}
        options={options}
        placeholder={T.allCustomers}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          const id = event.target.value ? Number(event.target.value) : null;
          const option = options.find((o) => o.value === event.target.value);
          setChosen(id !== null && option ? { id, name: option.label } : null);
          onChange(id);
        }}
      />
    </div>
  );
}
