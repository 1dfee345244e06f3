import { formatNumber } from '@energiek/contracts/format';
import { VOLUME_SOURCE_LABELS } from '@energiek/contracts/tax-overview';
import {
  ENERGY_SAVING_CATEGORIES,
  MEASURE_STATUS_LABELS,
  type EnergySavingLocation,
  type Measure,
} from '@energiek/contracts/energy-saving';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { ENERGY_SAVING_TEXTS } from '../texts.ts';

const T = ENERGY_SAVING_TEXTS;

const TONES: Record<string, string> = {
  none: 'bg-slate-100 text-slate-700',
  energiebesparingsplicht: 'bg-amber-100 text-amber-800',
  onderzoeksplicht: 'bg-red-100 text-red-800',
};

type Props = {
  location: EnergySavingLocation;
  canWrite: boolean;
  onAdd: () => void;
  onEdit: (measure: Measure) => void;
  onRemove: (measure: Measure) => void;
  onEditSelf: () => void;
};

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/** One location: its totals, the obligation that follows and its recognised measures. */
export function LocationCard({ location: l, canWrite, onAdd, onEdit, onRemove, onEditSelf }: Props) {
  const columns: DataTableColumn<Measure>[] = [
    {
      key: 'category',
      header: T.measures.columns.category,
      cell: (m) => ENERGY_SAVING_CATEGORIES[m.category],
    },
    {
      key: 'measure',
      header: T.measures.columns.measure,
      // A recognised measure shows its list's code; free text is an "overige maatregel".
      cell: (m) => (m.emlCode ? `${m.emlCode.split(':')[1]} - ${m.measure}` : m.measure),
    },
    { key: 'status', header: T.measures.columns.status, cell: (m) => MEASURE_STATUS_LABELS[m.status] },
    { key: 'year', header: T.measures.columns.year, cell: (m) => m.year ?? '' },
    { key: 'reason', header: T.measures.columns.reason, cell: (m) => m.reason },
    ...(canWrite
      ? [
          {
            key: 'actions',
            header: '',
            cell: (m: Measure) => (
              <span className="flex gap-1">
                <Button variant="link" onClick={() => onEdit(m)}>
                  {T.measures.edit}
                </Button>
                <Button variant="link" onClick={() => onRemove(m)}>
                  {T.measures.remove}
                </Button>
              </span>
            ),
          },
        ]
      : []),
  ];
  return (
    // The obligation sits beside the address (under it on a phone) and the connections get the body's
    // full width: as the header's title beside the badge they wrapped in a column of ~80 px at 390 px.
    <Card
      landmark
      className="min-w-0"
      title={
        <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
          <span className="min-w-0">{l.address}</span>
          <span
            className={`rounded-full px-3 py-1 text-sm font-medium ${TONES[l.obligation] ?? ''}`}
            data-testid="obligation"
          >
            {T.obligation[l.obligation]}
            {l.informatieplicht ? ` · ${T.location.informatieplicht}` : ''}
          </span>
        </span>
      }
    >
      <p className="mb-3 text-xs break-words text-slate-500" data-testid="location-connections-line">
        {T.location.connections}:{' '}
        <span data-testid="location-connections">
          {l.connections.map((c) => `${c.ean} · ${VOLUME_SOURCE_LABELS[c.source]}`).join(', ')}
        </span>
      </p>
      <dl className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <Figure label={T.location.electricity} value={`${formatNumber(l.electricityKwh)} kWh`} />
        <Figure label={T.location.selfGenerated} value={`${formatNumber(l.selfGeneratedKwh)} kWh`} />
        <Figure
          label={T.location.total}
          value={`${formatNumber(l.electricityKwh + l.selfGeneratedKwh)} kWh`}
        />
        <Figure label={T.location.gas} value={`${formatNumber(l.gasM3)} m³`} />
      </dl>
      {l.connections.some((c) => c.volume === null) ? (
        <p className="mb-3 text-sm text-amber-700">{T.location.incomplete}</p>
      ) : null}
      {l.extrapolated ? (
        <p className="mb-3 text-sm text-amber-700" data-testid="location-extrapolated">
          {T.location.extrapolated}
        </p>
      ) : null}
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{T.measures.title}</h3>
        {canWrite ? (
          <span className="flex flex-wrap gap-2">
            <Button variant="border" onClick={onEditSelf}>
              {T.location.editSelf}
            </Button>
            <Button icon="plus" onClick={onAdd}>
              {T.measures.add}
            </Button>
          </span>
        ) : null}
      </div>
      <DataTable
        label={`${T.measures.title} ${l.address}`}
        columns={columns}
        rows={l.measures}
        rowKey={(m) => m.id}
        emptyText={T.measures.empty}
      />
    </Card>
  );
}
