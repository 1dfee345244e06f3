import { useState } from 'react';
import { formatDate, formatNumber, monthName } from '@energiek/contracts/format';
import { decimalHours, formatHoursMinutes, type HourTotals } from '@energiek/contracts/hours';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { HOURS_TEXTS } from '../texts.ts';

type TotalsRow = { key: string; label: string; order: string; seconds: number };

const texts = HOURS_TEXTS.totals;

function hoursCell(seconds: number) {
  return (
    <>
      <span className="font-medium">{formatHoursMinutes(seconds)}</span>
      <span className="ml-2 text-slate-500">({formatNumber(decimalHours(seconds), 2)})</span>
    </>
  );
}

function rowsFor(tab: string, totals: HourTotals): TotalsRow[] {
  if (tab === 'week') {
    return totals.perWeek.map((w) => ({
      key: `${w.isoYear}-${w.isoWeek}`,
      label: texts.weekLabel(w.isoWeek, w.isoYear),
      order: `${w.isoYear}-${String(w.isoWeek).padStart(2, '0')}`,
      seconds: w.seconds,
    }));
  }
  if (tab === 'month') {
    return totals.perMonth.map((m) => ({
      key: `${m.year}-${m.month}`,
      label: `${monthName(m.month)} ${m.year}`,
      order: `${m.year}-${String(m.month).padStart(2, '0')}`,
      seconds: m.seconds,
    }));
  }
  return totals.perDay.map((d) => ({
    key: d.date,
    label: formatDate(d.date),
    order: d.date,
    seconds: d.seconds,
  }));
}

/** Total cards and the totals per day, ISO week and month of the whole filtered set. */
export function HoursTotals({ totals, entries }: { totals: HourTotals | undefined; entries: number }) {
  const [tab, setTab] = useState('day');
  const days = totals?.perDay.length ?? 0;
  const total = totals?.totalSeconds ?? 0;
  const cards = [
    {
      label: texts.total,
      value: formatHoursMinutes(total),
      detail: `${formatNumber(decimalHours(total), 2)} uur`,
    },
    { label: texts.entries, value: formatNumber(entries), detail: null },
    { label: texts.days, value: formatNumber(days), detail: null },
    {
      label: texts.average,
      value: days > 0 ? formatHoursMinutes(total / days) : '—',
      detail: null,
    },
  ];
  const columns: DataTableColumn<TotalsRow>[] = [
    {
      key: 'label',
      header: tab === 'week' ? texts.week : tab === 'month' ? texts.month : texts.day,
      cell: (row) => row.label,
      sortValue: (row) => row.order,
    },
    {
      key: 'seconds',
      header: texts.hours,
      align: 'right',
      cell: (row) => hoursCell(row.seconds),
      sortValue: (row) => row.seconds,
    },
  ];
  return (
    <section aria-label={texts.region} className="mb-6 space-y-4">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-900/5">
            <dt className="text-sm font-medium text-slate-600">{card.label}</dt>
            <dd
              className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums"
              data-testid={`total-${card.label}`}
            >
              {card.value}
              {card.detail ? (
                <span className="ml-2 text-sm font-normal text-slate-500">{card.detail}</span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <Tabs
        label={texts.tabs}
        activeId={tab}
        onChange={setTab}
        tabs={[
          { id: 'day', label: texts.perDay },
          { id: 'week', label: texts.perWeek },
          { id: 'month', label: texts.perMonth },
        ]}
      >
        <DataTable
          key={tab}
          label={tab === 'week' ? texts.perWeek : tab === 'month' ? texts.perMonth : texts.perDay}
          columns={columns}
          rows={totals ? rowsFor(tab, totals) : []}
          rowKey={(row) => row.key}
          pageSize={10}
          initialSort={{ key: 'label', direction: 'desc' }}
          emptyText={texts.none}
        />
      </Tabs>
    </section>
  );
}
