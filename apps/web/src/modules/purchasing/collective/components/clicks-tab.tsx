import { Link } from 'react-router';
import { formatDate, formatNumber, formatPrice, formatQuantity } from '@energiek/contracts/format';
import type { ClickItem } from '@energiek/contracts/collective';
import { FilterBar } from '../../../../components/filter-bar.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { useClicks } from '../api/collective.ts';
import { ADMIN_TEXTS, LOAD_LABELS } from '../texts.ts';
import { CollectiveSelect, useCollectiveState } from './collective-select.tsx';
import { serverPages } from '../../../../lib/list-sort.ts';

const T = ADMIN_TEXTS.clicks;

function columns(mayWrite: boolean) {
  return [
    {
      key: 'date',
      header: T.date,
      cell: (c: ClickItem) =>
        mayWrite ? (
          <Link
            className="font-medium text-brand-700 hover:underline"
            to={`/v3/collective/clicks/${c.id}/edit`}
          >
            {formatDate(c.clickDate)}
          </Link>
        ) : (
          formatDate(c.clickDate)
        ),
    },
    { key: 'period', header: T.period, cell: (c: ClickItem) => c.period },
    { key: 'load', header: T.load, cell: (c: ClickItem) => LOAD_LABELS[c.load] },
    {
      key: 'amount',
      header: `${T.share} / ${T.volume}`,
      align: 'right' as const,
      className: 'whitespace-nowrap',
      cell: (c: ClickItem) =>
        c.sharePct !== null
          ? `${formatNumber(Number(c.sharePct), 2)} %`
          : formatQuantity(Number(c.volumeMwh), 'MWh'),
    },
    {
      key: 'clicked',
      header: T.clicked,
      align: 'right' as const,
      className: 'whitespace-nowrap',
      cell: (c: ClickItem) => formatQuantity(Number(c.clickedMwh), 'MWh'),
    },
    {
      key: 'price',
      header: T.price,
      align: 'right' as const,
      className: 'whitespace-nowrap',
      cell: (c: ClickItem) => formatPrice(Number(c.price), '€/MWh'),
    },
  ];
}

/** The Klikken tab: the clicks of one collective, newest first. */
export function ClicksTab({ mayWrite }: { mayWrite: boolean }) {
  const { state, set } = useCollectiveState();
  const clicks = useClicks(state);
  return (
    <>
      <FilterBar columns="sm:grid-cols-[2fr_1fr]">
        <CollectiveSelect value={state.collectiveId} onChange={(collectiveId) => set({ collectiveId })} />
      </FilterBar>
      {clicks.isError ? <Alert tone="error" title={ADMIN_TEXTS.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns(mayWrite)}
        rows={state.collectiveId ? (clicks.data?.data ?? []) : []}
        rowKey={(c) => c.id}
        loading={clicks.isPending}
        emptyText={T.empty}
        server={{ ...serverPages(clicks.data?.meta, state, set) }}
      />
    </>
  );
}
