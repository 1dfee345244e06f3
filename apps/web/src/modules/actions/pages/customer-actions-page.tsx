import { useParams } from 'react-router';
import { NOTE_VISIBILITY_TEXT, type ActionItem } from '@energiek/contracts/actions';
import { formatDate } from '@energiek/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { serverPages, serverSort } from '../../../lib/list-sort.ts';
import { useListState } from '../../../lib/use-list-state.ts';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { useCustomerActions, type CustomerActionFilters } from '../api/actions.ts';
import { customerActionListState } from '../list-state.ts';
import {
  assigneeColumn,
  deadlineColumn,
  priorityColumn,
  statusColumn,
  subjectColumn,
} from '../components/actions-table.tsx';
import { ACTIONS_TEXTS } from '../texts.ts';

const T = ACTIONS_TEXTS.customerList;

const TYPE_OPTIONS = [
  { value: '', label: T.allTypes },
  { value: 'action', label: T.types.action },
  { value: 'note', label: T.types.note },
];

const columns: DataTableColumn<ActionItem>[] = [
  {
    key: 'type',
    header: ACTIONS_TEXTS.columns.type,
    // A phone shows subject (status beneath) and deadline; the subject opens the rest (issue 32).
    phone: false,
    cell: (item) => (
      <span className="inline-flex flex-wrap items-center gap-1">
        <span
          className={`rounded px-1.5 py-0.5 text-xs font-medium ${item.type === 'note' ? 'bg-slate-100 text-slate-700' : 'bg-teal-50 text-teal-900'}`}
        >
          {T.types[item.type]}
        </span>
        {!item.visibleToCustomer ? (
          <span
            className="rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-amber-900"
            title={item.type === 'note' ? NOTE_VISIBILITY_TEXT.hint : NOTE_VISIBILITY_TEXT.actionHint}
            data-testid="internal-note"
          >
            {NOTE_VISIBILITY_TEXT.internal}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    ...subjectColumn,
    // A phone shows the status of an action under its subject (issue 32).
    cell: (item) => (
      <>
        {subjectColumn.cell?.(item)}
        {item.type === 'note' ? null : (
          <span className="mt-1 block sm:hidden">{statusColumn.cell?.(item)}</span>
        )}
      </>
    ),
  },
  { ...statusColumn, phone: false },
  { ...priorityColumn, phone: false },
  deadlineColumn,
  { ...assigneeColumn, phone: false },
  {
    key: 'createdAt',
    header: ACTIONS_TEXTS.columns.createdAt,
    phone: false,
    sortable: true,
    cell: (item) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatDate(item.createdAt)}
        {item.createdBy ? <span className="block text-xs text-slate-500">{item.createdBy.name}</span> : null}
      </span>
    ),
  },
];

/** /v3/customers/{customerId}/actions (organisation:read): the customer's actions and notes. */
export function CustomerActionsPage() {
  usePageTitle(T.pageTitle);
  const customerId = Number(useParams().customerId);
  const canWrite = usePermission({ can: 'organisation:write' });
  // Type, search, sort and page live in the URL: a reload keeps them.
  const { state: query, set: change } = useListState(customerActionListState);
  const list = useCustomerActions(customerId, query);

  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        intro={T.intro}
        action={
          canWrite ? (
            <div className="flex gap-3">
              <ButtonLink variant="border" icon="plus" to={`/v3/customers/${customerId}/notes/create`}>
                {T.newNote}
              </ButtonLink>
              <ButtonLink icon="plus" to={`/v3/customers/${customerId}/actions/create`}>
                {T.newAction}
              </ButtonLink>
            </div>
          ) : null
        }
      />
      <FilterBar columns="sm:grid-cols-[2fr_1fr]">
        <ListSearch texts={ACTIONS_TEXTS.overview} state={query} set={change} delay={400} />
        <Select
          label={T.typeFilter}
          options={TYPE_OPTIONS}
          placeholder={null}
          value={query.type}
          onChange={(event) => change({ type: event.target.value as CustomerActionFilters['type'] })}
        />
      </FilterBar>
      {list.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={list.data?.data ?? []}
        rowKey={(item) => item.id}
        loading={list.isFetching && !list.data}
        emptyText={T.empty}
        server={{
          ...serverPages(list.data?.meta, query, change),
          ...serverSort({ ...query, sort: query.sort || '-createdAt' }, change),
        }}
      />
    </PageFrame>
  );
}
