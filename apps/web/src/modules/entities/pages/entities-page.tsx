import { z } from 'zod';
import type { EntityItem } from '@energiek/contracts/entities';
import { formatNumber } from '@energiek/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { actionsColumn, DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { FilterBar, ListSearch } from '../../../components/filter-bar.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { fromSortState, toSortState } from '../../../lib/list-sort.ts';
import { pageRows, sortRows } from '../../../lib/local-list.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { choiceParam, pageParam, textParam, useListState } from '../../../lib/use-list-state.ts';
import { useRouteCustomer } from '../../../lib/customer-name.ts';
import { useEntities } from '../api/entities.ts';
import { EntityActions } from '../components/entity-actions.tsx';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { ENTITIES_TEXTS } from '../texts.ts';

const T = ENTITIES_TEXTS;
const PAGE_SIZE = 25;
const SORTS = ['name', 'kvkNumber', 'address', 'connectionCount'] as const;

/** The list's state in the URL: ?q=…&sort=-connectionCount&page=2. */
const listState = z.object({
  q: textParam(),
  sort: choiceParam([...SORTS, ...SORTS.map((key) => `-${key}` as const)], 'name'),
  page: pageParam(),
});

function addressLines(
  street: string | null,
  houseNumber: string | null,
  postcode: string | null,
  city: string | null,
) {
  const line1 = [street, houseNumber].filter(Boolean).join(' ');
  const line2 = [postcode, city].filter(Boolean).join(' ');
  return (
    <>
      <span className="block">{line1 || '—'}</span>
      {line2 ? <span className="block text-xs text-slate-500">{line2}</span> : null}
    </>
  );
}

/** An e-mail address that may wrap after the @ only. */
function EmailAddress({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  const at = value.indexOf('@');
  return (
    <span>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </span>
  );
}

function columns(customerId: number, canWrite: boolean): DataTableColumn<EntityItem>[] {
  const list: DataTableColumn<EntityItem>[] = [
    {
      key: 'name',
      header: T.columns.name,
      sortValue: (entity) => entity.name,
      sortable: true,
      cell: (entity) => (
        <>
          <span className="block font-medium text-slate-900">{entity.name}</span>
          {entity.vatNumber ? <span className="block text-xs text-slate-500">{entity.vatNumber}</span> : null}
          {/* A phone shows name and actions (issue 32: 721 px at 390 px): KvK number, place and the
              number of connections go here. */}
          <span className="block text-xs text-slate-500 tabular-nums sm:hidden">
            {[entity.kvkNumber ? T.kvkShort(entity.kvkNumber) : null, entity.city]
              .filter(Boolean)
              .join(' · ')}
            <span className="block">{T.connectionCount(formatNumber(entity.connectionCount))}</span>
          </span>
        </>
      ),
    },
    {
      key: 'kvkNumber',
      header: T.columns.kvkNumber,
      sortValue: (entity) => entity.kvkNumber,
      sortable: true,
      phone: false,
      cell: (entity) => <span className="font-mono tabular-nums">{entity.kvkNumber ?? '—'}</span>,
    },
    {
      key: 'address',
      header: T.columns.address,
      sortValue: (entity) => entity.city,
      sortable: true,
      phone: false,
      cell: (entity) => addressLines(entity.street, entity.houseNumber, entity.postcode, entity.city),
    },
    {
      key: 'invoice',
      header: T.columns.invoice,
      phone: false,
      cell: (entity) => <EmailAddress value={entity.invoiceEmailAddress} />,
    },
    {
      key: 'connectionCount',
      header: T.columns.connections,
      align: 'right',
      sortValue: (entity) => entity.connectionCount,
      sortable: true,
      phone: false,
      cell: (entity) => formatNumber(entity.connectionCount),
    },
  ];
  if (canWrite) {
    list.push(
      actionsColumn(T.columns.actions, (entity) => <EntityActions customerId={customerId} entity={entity} />),
    );
  }
  return list;
}

/** /v3/customers/{customerId}/entities: the customer's legal entities with their connection counts. */
export function EntitiesPage() {
  usePageTitle(T.list.pageTitle);
  const { customerId, customerName } = useRouteCustomer();
  const canWrite = usePermission({ can: 'organisation-entities:write' });
  const entities = useEntities(customerId);
  const { state, set } = useListState(listState);
  const needle = state.q.toLowerCase();
  const found = (entities.data ?? []).filter(
    (entity) =>
      !needle ||
      [entity.name, entity.kvkNumber, entity.city, entity.vatNumber].some((value) =>
        value?.toLowerCase().includes(needle),
      ),
  );
  const tableColumns = columns(customerId, canWrite);
  const sort = toSortState(state.sort);
  const page = pageRows(sortRows(found, tableColumns, sort), state.page, PAGE_SIZE);

  return (
    <PageFrame wide>
      <PageHeader
        title={T.list.title}
        customerName={customerName}
        intro={T.list.intro}
        create={{ when: canWrite, to: `/v3/customers/${customerId}/entities/create`, label: T.list.create }}
      />
      <FilterBar columns="md:grid-cols-[minmax(0,28rem)]">
        <ListSearch texts={T.list} state={state} set={set} delay={200} />
      </FilterBar>
      {entities.isError ? <Alert tone="error" title={T.list.loadFailed} className="mb-4" /> : null}
      <DataTable
        label={T.list.table}
        columns={tableColumns}
        rows={page.rows}
        rowKey={(entity) => entity.id}
        loading={entities.isPending}
        emptyText={T.list.empty}
        server={{
          page: page.page,
          lastPage: page.lastPage,
          onPageChange: (next) => set({ page: next }),
          sort,
          onSortChange: (next) => set({ sort: fromSortState(next) as typeof state.sort }),
        }}
      />
    </PageFrame>
  );
}
