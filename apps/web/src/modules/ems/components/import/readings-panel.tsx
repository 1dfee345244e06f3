import { useState } from 'react';
import { formatDate, formatEan, formatNumber } from '@energiek/contracts/format';
import { READING_KIND_LABELS, type RegisterReadingItem } from '@energiek/contracts/ems-import';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { Modal } from '../../../../components/ui/modal.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useToast } from '../../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../../lib/api-errors.ts';
import { useDeleteRegisterReading, useRegisterReadings, useSmallConnections } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';
import { ExchangeForm } from './exchange-form.tsx';
import { ReadingForm } from './reading-form.tsx';

const T = EMS_IMPORT_TEXTS.readings;
const KIND_RANK = { removed: 0, reading: 1, installed: 2 } as const;

/** Meterstanden: per small connection the readings, an add form and delete. */
export function ReadingsPanel({ customerId, canWrite }: { customerId: number; canWrite: boolean }) {
  const connections = useSmallConnections(customerId);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = connections.data ?? [];
  const connectionId = chosen ?? list[0]?.id ?? null;
  const connection = list.find((c) => c.id === connectionId);

  if (connections.isPending) return <Spinner />;
  if (list.length === 0) return <Alert>{T.noConnections}</Alert>;
  const unit = connection?.product === 2 ? 'm³' : 'kWh';

  return (
    <Card>
      <div className="space-y-5 p-4 sm:p-6">
        <p className="text-sm text-slate-600">{T.explain}</p>
        <Select
          label={T.connection}
          value={String(connectionId ?? '')}
          placeholder={null}
          options={list.map((c) => ({
            value: String(c.id),
            label: `${formatEan(c.ean)} · ${c.product === 2 ? 'Gas' : 'Elektriciteit'}${c.city ? ` · ${c.city}` : ''}`,
          }))}
          onChange={(e) => setChosen(Number(e.target.value))}
        />
        {connectionId !== null ? (
          <ReadingsTable
            customerId={customerId}
            connectionId={connectionId}
            unit={unit}
            canWrite={canWrite}
          />
        ) : null}
        {canWrite && connectionId !== null ? (
          <ReadingForm
            key={connectionId}
            customerId={customerId}
            connectionId={connectionId}
            twoRegisters={connection?.product !== 2}
          />
        ) : null}
        {canWrite && connectionId !== null ? (
          <ExchangeForm
            key={`exchange-${connectionId}`}
            customerId={customerId}
            connectionId={connectionId}
          />
        ) : null}
      </div>
    </Card>
  );
}

function ReadingsTable(props: { customerId: number; connectionId: number; unit: string; canWrite: boolean }) {
  const { customerId, connectionId, unit, canWrite } = props;
  const readings = useRegisterReadings(customerId, connectionId);
  const remove = useDeleteRegisterReading(customerId, connectionId);
  const toast = useToast();
  const [deleting, setDeleting] = useState<RegisterReadingItem | null>(null);
  const columns: DataTableColumn<RegisterReadingItem>[] = [
    {
      key: 'readOn',
      header: T.readOn,
      // On an exchange day the old meter's last reading before the new meter's first (newest first: after).
      sortValue: (r) => `${r.readOn} ${KIND_RANK[r.kind]}`,
      cell: (r) => formatDate(r.readOn),
    },
    { key: 'kind', header: T.kind, cell: (r) => READING_KIND_LABELS[r.kind] },
    { key: 'normal', header: T.normal, align: 'right', cell: (r) => formatNumber(r.normal, 3) },
    {
      key: 'low',
      header: T.low,
      align: 'right',
      cell: (r) => (r.low === null ? '–' : formatNumber(r.low, 3)),
    },
    {
      key: 'perDay',
      header: T.perDay,
      align: 'right',
      cell: (r) => (r.usagePerDay === null ? '–' : `${formatNumber(r.usagePerDay, 3)} ${unit}`),
    },
    { key: 'source', header: T.source, cell: (r) => T.sources[r.source] ?? r.source },
  ];
  if (canWrite) {
    columns.push({
      key: 'delete',
      header: '',
      cell: (r) => (
        <Button
          variant="link"
          onClick={() => setDeleting(r)}
          aria-label={`${T.delete} ${formatDate(r.readOn)}${r.kind === 'reading' ? '' : ` (${READING_KIND_LABELS[r.kind].toLowerCase()})`}`}
        >
          {T.delete}
        </Button>
      ),
    });
  }
  return (
    <>
      <DataTable
        columns={columns}
        rows={readings.data ?? []}
        rowKey={(r) => r.id}
        label={T.list}
        loading={readings.isPending}
        emptyText={T.empty}
        initialSort={{ key: 'readOn', direction: 'desc' }}
      />
      {deleting ? (
        <Modal
          open
          title={T.deleteTitle}
          onClose={() => setDeleting(null)}
          okLabel={T.delete}
          okLoading={remove.isPending}
          destructive
          onOk={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(T.deleted);
                setDeleting(null);
              },
              onError: (error) => toast.error(serverMessage(error)),
            })
          }
        >
          <p className="text-sm text-slate-700">
            {deleting.kind === 'reading'
              ? T.deleteText(formatDate(deleting.readOn))
              : T.deleteExchangeText(formatDate(deleting.readOn))}
          </p>
        </Modal>
      ) : null}
    </>
  );
}
