import type { ConnectionItem } from '@energiek/contracts/connections';
import { formatNumber } from '@energiek/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { actionsColumn, DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useListState } from '../../../lib/use-list-state.ts';
import { useRouteCustomer } from '../../../lib/customer-name.ts';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { connectionListState, useConnections } from '../api/connections.ts';
import { ConnectionActions } from '../components/connection-actions.tsx';
import { ConnectionKind, EanText } from '../components/connection-kind.tsx';
import { ConnectionsFilters } from '../components/connections-filters.tsx';
import { CONNECTIONS_TEXTS } from '../texts.ts';
import { serverPages } from '../../../lib/list-sort.ts';

const T = CONNECTIONS_TEXTS;

function capacityText(connection: ConnectionItem): string {
  const unit = connection.product === 2 ? 'm³/h' : 'kW';
  const contracted =
    connection.contractedCapacity == null ? '' : `${formatNumber(connection.contractedCapacity)} ${unit}`;
  return [connection.capacity, contracted].filter(Boolean).join(' · ');
}

function columns(customerId: number, canWrite: boolean): DataTableColumn<ConnectionItem>[] {
  const list: DataTableColumn<ConnectionItem>[] = [
    {
      key: 'ean',
      header: T.columns.ean,
      cell: (c) => (
        <>
          <EanText ean={c.ean} />
          <span
            className={`mt-1 block w-fit rounded px-1.5 py-0.5 text-xs font-medium ${
              c.status === 1 ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'
            }`}
          >
            {c.statusName}
          </span>
          {/* A phone shows only this column and the actions (issue 32): kind and address go here. */}
          <span className="mt-1 block sm:hidden">
            <ConnectionKind product={c.product} hasProd={c.hasProd} />
            <span className="mt-1 block text-sm">{c.formattedAddress || '—'}</span>
            {c.entity ? <span className="block text-xs text-slate-500">{c.entity.name}</span> : null}
          </span>
        </>
      ),
    },
    {
      key: 'kind',
      header: T.columns.kind,
      phone: false,
      cell: (c) => (
        <>
          <ConnectionKind product={c.product} hasProd={c.hasProd} />
          <span className="mt-1 block text-xs whitespace-nowrap text-slate-500">
            {[capacityText(c), c.profileCategory].filter(Boolean).join(' · ')}
          </span>
        </>
      ),
    },
    {
      key: 'address',
      header: T.columns.address,
      phone: false,
      // The entity under the address (issue 32): as a column of its own the table did not fit at 1366 px
      // beside the open sidebar.
      cell: (c) => (
        <span className="block min-w-40">
          {c.formattedAddress || '—'}
          {c.entity ? <span className="block text-xs text-slate-500">{c.entity.name}</span> : null}
        </span>
      ),
    },
    {
      key: 'parties',
      header: T.columns.parties,
      phone: false,
      cell: (c) => (
        <>
          <span className="block">{c.gridOperator?.name ?? '—'}</span>
          <span className="block text-xs text-slate-500">{c.supplier?.name ?? '—'}</span>
          {c.supplierSource === 'connection' && (
            <span className="block text-xs italic text-amber-700" data-testid="supplier-from-connection">
              {T.supplierFromConnection}
            </span>
          )}
        </>
      ),
    },
  ];
  if (canWrite) {
    list.push(
      actionsColumn(T.columns.actions, (c) => <ConnectionActions customerId={customerId} connection={c} />),
    );
  }
  return list;
}

/** /v3/customers/{customerId}/connections: search and filter the customer's connections (server paging). */
export function ConnectionsPage() {
  usePageTitle(T.list.pageTitle);
  const { customerId, customerName } = useRouteCustomer();
  const canWrite = usePermission({ can: 'organisation-connections:write' });
  // Search, filters and page live in the URL: a reload or a shared link shows the same list.
  const { state: query, set, reset } = useListState(connectionListState);
  const connections = useConnections(customerId, query);

  return (
    <PageFrame wide>
      <PageHeader
        title={T.list.title}
        customerName={customerName}
        intro={T.list.intro}
        create={{
          when: canWrite,
          to: `/v3/customers/${customerId}/connections/create`,
          label: T.list.create,
        }}
      />
      <ConnectionsFilters customerId={customerId} filters={query} onChange={set} onReset={reset} />
      {connections.isError ? <Alert tone="error" title={T.list.loadFailed} className="mb-4" /> : null}
      {connections.data ? (
        <p className="mb-2 text-sm text-slate-600" aria-live="polite">
          {T.list.total(connections.data.meta.total)}
        </p>
      ) : null}
      <DataTable
        label={T.list.table}
        columns={columns(customerId, canWrite)}
        rows={connections.data?.data ?? []}
        rowKey={(connection) => connection.id}
        loading={connections.isFetching}
        emptyText={T.list.empty}
        server={{ ...serverPages(connections.data?.meta, query, set) }}
      />
    </PageFrame>
  );
}
