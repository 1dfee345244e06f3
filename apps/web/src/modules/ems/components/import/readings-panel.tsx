import { useState } from 'react';
import { formatDate, formatEan, formatQuantity, formatRegister } from '@energiek/contracts/format';
import { READING_KIND_LABELS, type RegisterReadingItem } from '@energiek/contracts/ems-import';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Icon } from '../../../../components/ui/icon.tsx';
import { DataTable, useConfirmDelete, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useDeleteRegisterReading, useRegisterReadings, useSmallConnections } from '../../api/ems-import.ts';
import { EMS_IMPORT_TEXTS } from '../../texts-import.ts';
import { ExchangeForm } from './exchange-form.tsx';
import { ReadingForm } from './reading-form.tsx';

const T = EMS_IMPORT_TEXTS.readings;
const KIND_RANK = { removed: 0, reading: 1, installed: 2 } as const;

/** Normal / low registers as read: '2.285 / 1.190' on one line; on a phone the low one below the normal one. */
function Registers({ normal, low }: { normal: number; low: number | null }) {
  return (
    <span className="whitespace-nowrap">
      {formatRegister(normal)}
      {low === null ? null : (
        <>
          <span className="max-sm:hidden"> / </span>
          <span className="max-sm:block">{formatRegister(low)}</span>
        </>
      )}
    </span>
  );
}

/** Meterstanden: per small connection the readings, an add form and delete. */
export function ReadingsPanel({ customerId, canWrite }: { customerId: number; canWrite: boolean }) {
  const connections = useSmallConnections(customerId);
  const [chosen, setChosen] = useState<number | null>(null);
  const list = connections.data ?? [];
  const connectionId = chosen ?? list[0]?.id ?? null;
  const connection = list.find((c) => c.id === connectionId);

  if (connections.isPending) return <Spinner />;
  if (list.length === 0) return <Alert>{T.noConnections}</Alert>;
  const unit: 'kWh' | 'm³' = connection?.product === 2 ? 'm³' : 'kWh';

  return (
    <Card>
      <div className="space-y-5 p-3 sm:p-6">
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
            electricity={connection?.product !== 2}
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
            electricity={connection?.product !== 2}
          />
        ) : null}
      </div>
    </Card>
  );
}

function ReadingsTable(props: {
  customerId: number;
  connectionId: number;
  unit: 'kWh' | 'm³';
  canWrite: boolean;
  electricity: boolean;
}) {
  const { customerId, connectionId, unit, canWrite, electricity } = props;
  const readings = useRegisterReadings(customerId, connectionId);
  const confirm = useConfirmDelete({
    remove: useDeleteRegisterReading(customerId, connectionId),
    idOf: (r: RegisterReadingItem) => r.id,
    title: T.deleteTitle,
    okLabel: T.delete,
    deleted: T.deleted,
    text: (r) =>
      r.kind === 'reading' ? T.deleteText(formatDate(r.readOn)) : T.deleteExchangeText(formatDate(r.readOn)),
  });
  // Narrow enough for its card at 1366 px with the menu open and at 390 px (issue 32): the kind under the
  // date, both registers in one column, registers as read and per-day figures by the unit's rule; on a
  // phone the date, the registers and delete.
  const columns: DataTableColumn<RegisterReadingItem>[] = [
    {
      key: 'readOn',
      header: T.readOn,
      // On an exchange day the old meter's last reading before the new meter's first (newest first: after).
      sortValue: (r) => `${r.readOn} ${KIND_RANK[r.kind]}`,
      cell: (r) => (
        <>
          <span className="whitespace-nowrap">{formatDate(r.readOn)}</span>
          {r.kind === 'reading' ? null : (
            <span className="block text-xs text-slate-500">{READING_KIND_LABELS[r.kind]}</span>
          )}
        </>
      ),
    },
    {
      key: 'registers',
      header: T.registers,
      align: 'right',
      cell: (r) => <Registers normal={r.normal} low={r.low} />,
    },
    {
      key: 'perDay',
      header: T.perDay,
      phone: false,
      align: 'right',
      cell: (r) =>
        r.usagePerDay === null ? (
          '–'
        ) : (
          <span className="whitespace-nowrap">{formatQuantity(r.usagePerDay, unit)}</span>
        ),
    },
    ...(electricity
      ? ([
          {
            key: 'feedIn',
            header: T.feedIn,
            phone: false,
            align: 'right',
            cell: (r) =>
              r.feedInNormal === null ? '–' : <Registers normal={r.feedInNormal} low={r.feedInLow} />,
          },
          {
            key: 'feedInPerDay',
            header: T.feedInPerDay,
            phone: false,
            align: 'right',
            cell: (r) =>
              r.feedInPerDay === null ? (
                '–'
              ) : (
                <span className="whitespace-nowrap">{formatQuantity(r.feedInPerDay, unit)}</span>
              ),
          },
        ] satisfies DataTableColumn<RegisterReadingItem>[])
      : []),
    { key: 'source', header: T.source, phone: false, cell: (r) => T.sources[r.source] ?? r.source },
  ];
  if (canWrite) {
    columns.push({
      key: 'delete',
      header: '',
      align: 'right',
      cell: (r) => (
        <Button
          variant="link"
          onClick={() => confirm.ask(r)}
          aria-label={`${T.delete} ${formatDate(r.readOn)}${r.kind === 'reading' ? '' : ` (${READING_KIND_LABELS[r.kind].toLowerCase()})`}`}
        >
          <span className="max-sm:hidden">{T.delete}</span>
          <Icon name="trash" className="size-4 sm:hidden" />
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
      {confirm.dialog}
    </>
  );
}
