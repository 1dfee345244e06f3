import { ACTION_STATUSES, ACTION_STATUS_NAMES, type ActionItem } from '@energiek/contracts/actions';
import { Alert } from '../../../components/ui/alert.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { CustomerPicker } from '../../../components/pickers/customer-picker.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { serverPages, serverSort } from '../../../lib/list-sort.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { useAdminUsers } from '../../../lib/admin-users.ts';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { useActionsOverview, type OverviewFilters } from '../api/actions.ts';
import { overviewListState } from '../list-state.ts';
import {
  assigneeColumn,
  customerColumn,
  deadlineColumn,
  priorityColumn,
  statusColumn,
  subjectColumn,
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
  // Tab, filters, sort and page live in the URL: a reload or a shared link shows the same list.
  const { state, set } = useListState(overviewListState);
  const view: View = state.scope;
  const query: OverviewFilters = {
    scope: view === 'mine' ? 'mine' : 'all',
    overdue: view === 'overdue',
    status: state.status,
    assigneeId: view === 'mine' || state.assigneeId === 0 ? null : state.assigneeId,
    customerId: state.customerId === 0 ? null : state.customerId,
    q: state.q,
    sort: state.sort || defaultSort(view),
    page: state.page,
  };
  const actions = useActionsOverview(query);
  const customer = state.customerId ? { id: state.customerId, name: state.customerName } : null;

  const columns: DataTableColumn<ActionItem>[] = [
    subjectColumn,
    customerColumn,
    statusColumn,
    priorityColumn,
    deadlineColumn,
    assigneeColumn,
  ];

  return (
    <PageFrame wide>
      <PageHeader title={T.title} intro={T.intro} />
      <Tabs
        label={T.tabsLabel}
        activeId={view}
        onChange={(id) => set({ scope: id as View, sort: '' })}
        tabs={VIEWS.map((id) => ({ id, label: T.tabs[id] }))}
        className="mb-4"
      />
      <FilterBar
        columns={`sm:grid-cols-2 ${view === 'mine' ? 'lg:grid-cols-[3fr_2fr_3fr]' : 'lg:grid-cols-[3fr_2fr_2fr_3fr]'}`}
      >
        <ListSearch texts={T} state={state} set={set} delay={400} />
        <Select
          label={T.status}
          options={STATUS_OPTIONS}
          placeholder={T.allStatuses}
          value={state.status}
          onChange={(event) => set({ status: event.target.value })}
        />
        {view === 'mine' ? null : (
          <AssigneeFilter
            value={state.assigneeId || null}
            onChange={(assigneeId) => set({ assigneeId: assigneeId ?? 0 })}
          />
        )}
        <CustomerPicker
          label={T.customer}
          value={customer}
          onChange={(picked) => set({ customerId: picked?.id ?? 0, customerName: picked?.name ?? '' })}
        />
      </FilterBar>
      {actions.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={actions.data?.data ?? []}
        rowKey={(item) => item.id}
        loading={actions.isFetching && !actions.data}
        emptyText={T.empty}
        server={{
          ...serverPages(actions.data?.meta, state, set),
          ...serverSort({ ...state, sort: query.sort }, set),
        }}
      />
    </PageFrame>
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
  const admins = useAdminUsers(isAdmin);
  if (!isAdmin) return null;
  const options = (admins.data ?? []).map((user) => ({ value: String(user.id), label: user.name }));
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
