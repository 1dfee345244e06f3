import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@energiek/contracts/format';
import { COMMODITY_LABELS } from '@energiek/contracts/master-data';
import type { GridOperatorItem, MarketPartyItem, TrafoItem } from '@energiek/contracts/master-data';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { MASTER_DATA_TEXTS } from '../texts.ts';

// Table columns of the master data screens; `sortable` columns are sorted by the server on their key.

const c = MASTER_DATA_TEXTS.columns;
const NONE = MASTER_DATA_TEXTS.detail.none;

/** 'https://www.eneco.nl/' → 'www.eneco.nl'. */
export function websiteLabel(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

export function WebsiteLink({ url }: { url: string | null }) {
  if (!url) return <>{NONE}</>;
  return (
    <a href={url} target="_blank" rel="noreferrer noopener" className="text-brand-700 hover:underline">
      {websiteLabel(url)}
    </a>
  );
}

const countColumn = <Item extends { connectionCount?: number | undefined }>(): DataTableColumn<Item> => ({
  key: 'connectionCount',
  header: c.connectionCount,
  align: 'right',
  cell: (item) => formatNumber(item.connectionCount ?? 0),
});

export function partyColumns<Item extends MarketPartyItem>(
  nameCell?: (item: Item) => ReactNode,
): DataTableColumn<Item>[] {
  return [
    {
      key: 'name',
      header: c.name,
      sortable: true,
      cell: nameCell ?? ((item) => <span className="font-medium text-slate-900">{item.name}</span>),
    },
    {
      key: 'code',
      header: c.code,
      sortable: true,
      cell: (item) => <span className="tabular-nums">{item.code ?? NONE}</span>,
    },
    {
      key: 'emailAddress',
      header: c.emailAddress,
      cell: (item) =>
        item.emailAddress ? (
          <a href={`mailto:${item.emailAddress}`} className="break-all text-brand-700 hover:underline">
            {item.emailAddress}
          </a>
        ) : (
          NONE
        ),
    },
    {
      key: 'phoneNumber',
      header: c.phoneNumber,
      cell: (item) => <span className="whitespace-nowrap">{item.phoneNumber ?? NONE}</span>,
    },
    { key: 'website', header: c.website, cell: (item) => <WebsiteLink url={item.website} /> },
    countColumn<Item>(),
  ];
}

export function gridOperatorColumns(): DataTableColumn<GridOperatorItem>[] {
  const columns = partyColumns<GridOperatorItem>((item) => (
    <Link to={`/v3/grid-operators/${item.id}`} className="font-medium text-brand-700 hover:underline">
      {item.name}
    </Link>
  ));
  columns.splice(2, 0, {
    key: 'commodities',
    header: c.commodities,
    sortable: true,
    cell: (item) => COMMODITY_LABELS[item.commodities],
  });
  return columns;
}

export function trafoColumns(): DataTableColumn<TrafoItem>[] {
  return [
    {
      key: 'name',
      header: c.name,
      sortable: true,
      cell: (item) => <span className="font-medium text-slate-900">{item.name}</span>,
    },
    { key: 'location', header: c.location, sortable: true, cell: (item) => item.location ?? NONE },
    {
      key: 'gridOperator',
      header: c.gridOperator,
      cell: (item) =>
        item.gridOperator ? (
          <Link to={`/v3/grid-operators/${item.gridOperator.id}`} className="text-brand-700 hover:underline">
            {item.gridOperator.name}
          </Link>
        ) : (
          NONE
        ),
    },
    {
      key: 'capacityKva',
      header: c.capacityKva,
      sortable: true,
      align: 'right',
      cell: (item) =>
        item.capacityKva === null ? NONE : MASTER_DATA_TEXTS.kva(formatNumber(item.capacityKva)),
    },
    {
      key: 'voltageLevel',
      header: c.voltageLevel,
      sortable: true,
      cell: (item) => item.voltageLevel ?? NONE,
    },
    countColumn<TrafoItem>(),
  ];
}
