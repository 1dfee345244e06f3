import { formatCurrency, formatDate, formatQuantity } from '@energiek/contracts/format';
import type { AllocationRow } from '@energiek/contracts/collective';
import { ExportLink } from '../../../../components/export-link.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { allocationExportUrl, useAllocation } from '../api/collective.ts';
import { ADMIN_TEXTS, LOAD_LABELS } from '../texts.ts';

const T = ADMIN_TEXTS.participants;

const columns = [
  { key: 'customer', header: T.customer, cell: (r: AllocationRow) => r.customerName },
  {
    key: 'ean',
    header: T.ean,
    cell: (r: AllocationRow) => <span className="font-mono text-xs">{r.ean}</span>,
  },
  {
    key: 'click',
    header: T.click,
    cell: (r: AllocationRow) => `${r.period} ${LOAD_LABELS[r.load]} · ${formatDate(r.clickDate)}`,
  },
  {
    key: 'mwh',
    header: T.allotted,
    align: 'right' as const,
    className: 'whitespace-nowrap',
    cell: (r: AllocationRow) => formatQuantity(Number(r.mwh), 'MWh'),
  },
  {
    key: 'cost',
    header: T.amount,
    align: 'right' as const,
    className: 'whitespace-nowrap',
    cell: (r: AllocationRow) => formatCurrency(Number(r.cost)),
  },
];

/** Every click split over the participants pro rata their expected volume, with the xlsx/csv export. */
export function AllocationCard({ collectiveId }: { collectiveId: number }) {
  const allocation = useAllocation(collectiveId);
  const link = (format: 'xlsx' | 'csv', label: string) => (
    <ExportLink
      href={allocationExportUrl(collectiveId, format)}
      fallbackName={`collectief-${collectiveId}-toewijzing.${format}`}
    >
      {label}
    </ExportLink>
  );
  return (
    <Card title={T.allocation} className="mt-6">
      <div className="mb-4 flex flex-wrap gap-2">
        {link('xlsx', T.exportXlsx)}
        {link('csv', T.exportCsv)}
      </div>
      <DataTable
        label={T.allocationTable}
        columns={columns}
        rows={allocation.data ?? []}
        rowKey={(r) => `${r.participantId}-${r.clickId}`}
        loading={allocation.isPending}
        emptyText={T.noAllocation}
        pageSize={20}
      />
    </Card>
  );
}
