import { useState } from 'react';
import { useParams } from 'react-router';
import type { EntityItem } from '@energiek/contracts/entities';
import { formatNumber } from '@energiek/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useCustomerName } from '../api/customer-name.ts';
import { useEntities } from '../api/entities.ts';
import { EntityActions } from '../components/entity-actions.tsx';
import { PageFrame, PageHeader } from '../components/page-header.tsx';
import { ENTITIES_TEXTS } from '../texts.ts';

const T = ENTITIES_TEXTS;

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
      cell: (entity) => (
        <>
          <span className="block font-medium text-slate-900">{entity.name}</span>
          {entity.vatNumber ? <span className="block text-xs text-slate-500">{entity.vatNumber}</span> : null}
        </>
      ),
    },
    {
      key: 'kvkNumber',
      header: T.columns.kvkNumber,
      sortValue: (entity) => entity.kvkNumber,
      cell: (entity) => <span className="font-mono tabular-nums">{entity.kvkNumber ?? '—'}</span>,
    },
    {
      key: 'address',
      header: T.columns.address,
      sortValue: (entity) => entity.city,
      cell: (entity) => addressLines(entity.street, entity.houseNumber, entity.postcode, entity.city),
    },
    {
      key: 'invoice',
      header: T.columns.invoice,
      cell: (entity) => <EmailAddress value={entity.invoiceEmailAddress} />,
    },
    {
      key: 'connectionCount',
      header: T.columns.connections,
      align: 'right',
      sortValue: (entity) => entity.connectionCount,
      cell: (entity) => formatNumber(entity.connectionCount),
    },
  ];
  if (canWrite) {
    list.push({
      key: 'actions',
      header: T.columns.actions,
      align: 'right',
      cell: (entity) => <EntityActions customerId={customerId} entity={entity} />,
    });
  }
  return list;
}

/** /v3/customers/{customerId}/entities: the customer's legal entities with their connection counts. */
export function EntitiesPage() {
  usePageTitle(T.list.pageTitle);
  const customerId = Number(useParams().customerId);
  const customerName = useCustomerName(customerId);
  const canWrite = usePermission({ can: 'organisation-entities:write' });
  const entities = useEntities(customerId);
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const rows = (entities.data ?? []).filter(
    (entity) =>
      !needle ||
      [entity.name, entity.kvkNumber, entity.city, entity.vatNumber].some((value) =>
        value?.toLowerCase().includes(needle),
      ),
  );

  return (
    <PageFrame wide>
      <PageHeader
        title={T.list.title}
        customerName={customerName}
        intro={T.list.intro}
        action={
          canWrite ? (
            <ButtonLink icon="plus" to={`/v3/customers/${customerId}/entities/create`}>
              {T.list.create}
            </ButtonLink>
          ) : null
        }
      />
      <div className="mb-4 max-w-md">
        <TextField
          label={T.list.search}
          type="search"
          placeholder={T.list.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {entities.isError ? <Alert tone="error" title={T.list.loadFailed} className="mb-4" /> : null}
      <DataTable
        label={T.list.table}
        columns={columns(customerId, canWrite)}
        rows={rows}
        rowKey={(entity) => entity.id}
        loading={entities.isPending}
        emptyText={T.list.empty}
        initialSort={{ key: 'name', direction: 'asc' }}
      />
    </PageFrame>
  );
}
