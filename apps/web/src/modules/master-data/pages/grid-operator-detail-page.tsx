import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatEan, formatNumber } from '@energiek/contracts/format';
import { COMMODITY_LABELS } from '@energiek/contracts/master-data';
import type { GridOperatorConnection, GridOperatorDetail } from '@energiek/contracts/master-data';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useGridOperatorConnections, useGridOperatorDetail } from '../api/master-data.ts';
import { WebsiteLink } from '../components/columns.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { GridOperatorFormDialog } from '../components/party-form-dialog.tsx';
import { LowTariffCard } from '../components/low-tariff-card.tsx';
import { MASTER_DATA_TEXTS, PARTY_TEXTS } from '../texts.ts';

const d = MASTER_DATA_TEXTS.detail;
const NONE = d.none;

type CustomerRow = GridOperatorDetail['customers'][number];

const customerLink = (customer: { id: number; name: string }) => (
  <Link
    to={`/v3/customers/${customer.id}/connections`}
    className="font-medium text-brand-700 hover:underline"
  >
    {customer.name}
  </Link>
);

const CUSTOMER_COLUMNS: DataTableColumn<CustomerRow>[] = [
  { key: 'name', header: d.customer, sortValue: (row) => row.name, cell: customerLink },
  {
    key: 'electricCount',
    header: d.electricity,
    align: 'right',
    sortValue: (row) => row.electricCount,
    cell: (row) => formatNumber(row.electricCount),
  },
  {
    key: 'gasCount',
    header: d.gas,
    align: 'right',
    sortValue: (row) => row.gasCount,
    cell: (row) => formatNumber(row.gasCount),
  },
];

const CONNECTION_COLUMNS: DataTableColumn<GridOperatorConnection>[] = [
  {
    key: 'ean',
    header: d.ean,
    cell: (row) => <span className="font-mono text-xs whitespace-nowrap">{formatEan(row.ean)}</span>,
  },
  { key: 'formattedAddress', header: d.address, cell: (row) => row.formattedAddress || NONE },
  {
    key: 'product',
    header: d.product,
    cell: (row) =>
      row.product === 1 ? (row.hasProd ? `${d.electricity} (${d.withProduction})` : d.electricity) : d.gas,
  },
  { key: 'customer', header: d.customer, cell: (row) => customerLink(row.customer) },
];

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}

function ContactCard({ operator }: { operator: GridOperatorDetail }) {
  const c = MASTER_DATA_TEXTS.columns;
  const rows: [string, ReactNode][] = [
    [c.code, operator.code ?? NONE],
    [c.commodities, COMMODITY_LABELS[operator.commodities]],
    [
      c.emailAddress,
      operator.emailAddress ? (
        <a href={`mailto:${operator.emailAddress}`} className="text-brand-700 hover:underline">
          {operator.emailAddress}
        </a>
      ) : (
        NONE
      ),
    ],
    [
      c.phoneNumber,
      operator.phoneNumber ? (
        <a
          href={`tel:${operator.phoneNumber.replace(/[^\d+]/g, '')}`}
          className="text-brand-700 hover:underline"
        >
          {operator.phoneNumber}
        </a>
      ) : (
        NONE
      ),
    ],
    [c.website, <WebsiteLink key="website" url={operator.website} />],
    [
      MASTER_DATA_TEXTS.form.notes,
      operator.notes ? <span className="whitespace-pre-line">{operator.notes}</span> : NONE,
    ],
  ];
  return (
    <Card title={d.contact} landmark>
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function ConnectionsCard({ gridOperatorId }: { gridOperatorId: number }) {
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const q = useDebouncedValue(search.trim(), 500);
  const page = paging.q === q ? paging.page : 1;
  const list = useGridOperatorConnections(gridOperatorId, { q, page });
  return (
    <Card title={d.connections} landmark>
      <TextField
        className="mb-4 max-w-md"
        label={d.connectionsSearch}
        type="search"
        placeholder={d.connectionsSearchPlaceholder}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {list.isError ? <Alert tone="error" title={MASTER_DATA_TEXTS.loadFailed} className="mb-4" /> : null}
      <DataTable
        label={d.connections}
        columns={CONNECTION_COLUMNS}
        rows={list.data?.data ?? []}
        rowKey={(row) => row.id}
        loading={list.isFetching && !list.data}
        emptyText={d.connectionsEmpty}
        server={{
          page: list.data?.meta.current_page ?? page,
          lastPage: list.data?.meta.last_page ?? 1,
          onPageChange: (next) => setPaging({ q, page: next }),
        }}
      />
    </Card>
  );
}

/** /v3/grid-operators/{gridOperatorId} (is:admin): contact data, counts, customers and connections served. */
export function GridOperatorDetailPage() {
  const id = Number(useParams().gridOperatorId);
  const detail = useGridOperatorDetail(id);
  const [editing, setEditing] = useState(false);
  const mayWrite = usePermission({ allOf: ['is:admin', 'master-data:write'] });
  usePageTitle(detail.data?.name ?? PARTY_TEXTS['grid-operators'].title);

  const back = (
    <ButtonLink variant="link" icon="chevron-left" to="/v3/grid-operators">
      {d.back}
    </ButtonLink>
  );
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="mb-4">{back}</div>
        <Alert tone="error" title={d.loadFailed} />
      </div>
    );
  }
  const operator = detail.data;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="mb-3">{back}</div>
      <PageHeader
        title={operator.name}
        intro={d.intro[operator.commodities]}
        action={
          // Changing master data needs master-data:write; readers (the demo Adviseur) see the page only.
          mayWrite ? (
            <Button variant="border" icon="edit" onClick={() => setEditing(true)}>
              {MASTER_DATA_TEXTS.actions.edit}
            </Button>
          ) : undefined
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ContactCard operator={operator} />
        <Card title={d.counts} landmark>
          <dl className="grid grid-cols-2 gap-3">
            <Stat label={d.total} value={operator.electricCount + operator.gasCount} />
            <Stat label={d.customerCount} value={operator.customers.length} />
            <Stat label={d.electricity} value={operator.electricCount} />
            <Stat label={d.gas} value={operator.gasCount} />
          </dl>
        </Card>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 2xl:grid-cols-[2fr_3fr]">
        <Card title={d.customers} landmark>
          <DataTable
            label={d.customers}
            columns={CUSTOMER_COLUMNS}
            rows={operator.customers}
            rowKey={(row) => row.id}
            emptyText={d.customersEmpty}
            pageSize={10}
          />
        </Card>
        <ConnectionsCard gridOperatorId={operator.id} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <LowTariffCard gridOperatorId={operator.id} />
      </div>
      {editing ? <GridOperatorFormDialog item={operator} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
