import { formatPrice, formatQuantity } from '@energiek/contracts/format';
import type { CollectiveItem } from '@energiek/contracts/collective';
import { FilterBar, SearchField } from '../../../../components/filter-bar.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { Link } from 'react-router';
import { useListState } from '../../../../lib/use-list-state.ts';
import { collectiveListState, useCollectives } from '../api/collective.ts';
import { ADMIN_TEXTS, PRODUCT_LABELS } from '../texts.ts';
import { serverPages } from '../../../../lib/list-sort.ts';

const T = ADMIN_TEXTS.collectives;

const columns = [
  {
    key: 'name',
    header: T.name,
    cell: (c: CollectiveItem) => (
      <Link
        className="font-medium text-brand-700 hover:underline"
        to={`/v3/collective/collectives/${c.id}/edit`}
      >
        {c.name}
      </Link>
    ),
  },
  { key: 'product', header: T.product, cell: (c: CollectiveItem) => PRODUCT_LABELS[c.product] },
  { key: 'years', header: T.years, cell: (c: CollectiveItem) => `${c.firstYear}–${c.lastYear}` },
  { key: 'supplier', header: T.supplier, cell: (c: CollectiveItem) => c.supplierName ?? '—' },
  {
    key: 'participants',
    header: T.participants,
    align: 'right' as const,
    className: 'whitespace-nowrap',
    cell: (c: CollectiveItem) => (
      <Link
        className="text-brand-700 hover:underline"
        to={`/v3/collective/participants?collectiveId=${c.id}`}
      >
        {c.participantCount}
      </Link>
    ),
  },
  {
    key: 'volume',
    header: T.volume,
    align: 'right' as const,
    className: 'whitespace-nowrap',
    cell: (c: CollectiveItem) => formatQuantity(Number(c.expectedAnnualMwh), 'MWh'),
  },
  {
    key: 'markup',
    header: T.markup,
    align: 'right' as const,
    className: 'whitespace-nowrap',
    cell: (c: CollectiveItem) => formatPrice(Number(c.markup), '€/MWh'),
  },
  {
    key: 'active',
    header: T.active,
    cell: (c: CollectiveItem) => (c.active ? ADMIN_TEXTS.yes : ADMIN_TEXTS.no),
  },
];

/** The Collectieven tab: every collective with its pool, linking to its form and its participants. */
export function CollectivesTab() {
  const { state, set } = useListState(collectiveListState);
  const collectives = useCollectives(state);
  return (
    <>
      <FilterBar columns="sm:grid-cols-[2fr_1fr]">
        <SearchField label={ADMIN_TEXTS.search} value={state.q} onSearch={(q) => set({ q })} />
      </FilterBar>
      {collectives.isError ? <Alert tone="error" title={ADMIN_TEXTS.loadFailed} /> : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={collectives.data?.data ?? []}
        rowKey={(c) => c.id}
        loading={collectives.isPending}
        emptyText={T.empty}
        server={{ ...serverPages(collectives.data?.meta, state, set) }}
      />
    </>
  );
}
