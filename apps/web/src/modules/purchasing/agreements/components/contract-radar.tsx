import { useNavigate } from 'react-router';
import { formatEan } from '@energiek/contracts/connections';
import { formatDate } from '@energiek/contracts/format';
import type { RadarAgreement, UncoveredConnection } from '@energiek/contracts/supply-agreements';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { useContractRadar, type RadarFilters } from '../api/supply-agreements.ts';
import { SUPPLY_AGREEMENTS_TEXTS } from '../texts.ts';

const T = SUPPLY_AGREEMENTS_TEXTS;

function DaysLeft({ days }: { days: number }) {
  const tone =
    days < 0 ? 'text-red-700 font-medium' : days <= 60 ? 'text-amber-700 font-medium' : 'text-slate-700';
  return <span className={`tabular-nums ${tone}`}>{days < 0 ? `${days} (${T.radar.passed})` : days}</span>;
}

/** Contractradar: running agreements by notice deadline, and active connections without an agreement. */
export function ContractRadar({ filters }: { filters: RadarFilters }) {
  const navigate = useNavigate();
  const radar = useContractRadar(filters);
  const columns: DataTableColumn<RadarAgreement>[] = [
    { key: 'customer', header: T.columns.customer, cell: (a) => a.customerName },
    { key: 'supplier', header: T.columns.supplier, cell: (a) => a.supplierName },
    { key: 'reference', header: T.columns.reference, cell: (a) => a.reference || '–' },
    { key: 'product', header: T.columns.product, cell: (a) => T.products[a.product] },
    {
      key: 'end',
      header: T.radar.endDate,
      cell: (a) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatDate(a.endDate)}
          {a.renewals > 0 ? (
            <span className="block text-xs text-slate-500">{T.radar.renewed(a.renewals)}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'deadline',
      header: T.radar.deadline,
      cell: (a) => (
        <span className="whitespace-nowrap tabular-nums font-medium">{formatDate(a.noticeDeadline)}</span>
      ),
    },
    {
      key: 'days',
      header: T.radar.daysLeft,
      align: 'right',
      cell: (a) => <DaysLeft days={a.daysToDeadline} />,
    },
    {
      key: 'renewal',
      header: T.radar.renewal,
      cell: (a) => (a.tacitRenewal ? T.radar.renewalYes(a.renewalMonths) : T.radar.renewalNo),
    },
  ];
  const uncoveredColumns: DataTableColumn<UncoveredConnection>[] = [
    { key: 'customer', header: T.columns.customer, cell: (c) => c.customerName },
    {
      key: 'ean',
      header: T.radar.ean,
      cell: (c) => <span className="tabular-nums">{formatEan(c.ean)}</span>,
    },
    { key: 'product', header: T.columns.product, cell: (c) => T.products[c.product] },
    { key: 'address', header: T.radar.address, cell: (c) => c.address },
  ];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">{T.radar.intro}</p>
      {radar.isError ? <Alert tone="error" title={T.radar.loadFailed} /> : null}
      <DataTable
        label={T.radar.table}
        columns={columns}
        rows={radar.data?.data.agreements ?? []}
        rowKey={(a) => a.agreementId}
        loading={radar.isPending}
        emptyText={T.radar.empty}
        onRowClick={(a) => navigate(`/v3/supply-agreements/${a.agreementId}/edit`)}
      />
      <Card title={T.radar.uncoveredTitle}>
        <DataTable
          label={T.radar.uncoveredTitle}
          columns={uncoveredColumns}
          rows={radar.data?.data.uncoveredConnections ?? []}
          rowKey={(c) => c.connectionId}
          loading={radar.isPending}
          emptyText={T.radar.uncoveredEmpty}
          onRowClick={(c) => navigate(`/v3/customers/${c.customerId}/connections/${c.connectionId}/edit`)}
        />
      </Card>
    </div>
  );
}
