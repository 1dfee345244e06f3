import { formatDateTime, formatNumber } from '@energiek/contracts/format';
import type { EmsImportItem } from '@energiek/contracts/ems-import';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { useEmsImports } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';

const T = EMS_IMPORT_TEXTS.history;

/** The customer's latest imports; Bekijken opens one's result and error report. */
export function ImportHistory({ customerId, onOpen }: { customerId: number; onOpen: (id: number) => void }) {
  const query = useEmsImports(customerId);
  const columns: DataTableColumn<EmsImportItem>[] = [
    { key: 'fileName', header: T.file, cell: (i) => <span className="break-all">{i.fileName}</span> },
    {
      key: 'createdAt',
      header: T.date,
      sortValue: (i) => i.createdAt,
      cell: (i) => formatDateTime(i.createdAt),
    },
    { key: 'status', header: T.status, cell: (i) => EMS_IMPORT_TEXTS.result[i.status] },
    {
      key: 'counts',
      header: T.counts,
      align: 'right',
      cell: (i) => `${formatNumber(i.rowsImported)} / ${formatNumber(i.rowsRejected)}`,
    },
    {
      key: 'open',
      header: '',
      cell: (i) => (
        <Button variant="link" onClick={() => onOpen(i.id)}>
          {T.open}
        </Button>
      ),
    },
  ];
  return (
    <Card title={T.heading}>
      <DataTable
        columns={columns}
        rows={query.data ?? []}
        rowKey={(i) => i.id}
        label={T.heading}
        loading={query.isPending}
        emptyText={T.empty}
        pageSize={10}
      />
    </Card>
  );
}
