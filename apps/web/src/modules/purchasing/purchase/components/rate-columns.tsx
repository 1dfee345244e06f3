import { formatDate, formatEan, formatNumber, formatPrice, type PriceUnit } from '@energiek/contracts/format';
import { PRICE_TYPE_LABELS, RATE_COMPONENT_LABELS, type RateLineItem } from '@energiek/contracts/purchase';
import type { DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { PURCHASE_TEXTS } from '../texts.ts';

const T = PURCHASE_TEXTS.rates;
/** The format rule of each rate unit (€/kWh and €/m³ five decimals, a monthly fee two). */
const PRICE_UNITS: Record<RateLineItem['unit'], PriceUnit> = { kWh: '€/kWh', m3: '€/m³', month: '€/maand' };

function detail(line: RateLineItem): string {
  if (line.component === 'click' && line.weightedPriceMwh !== null) {
    return T.clickDetail(formatNumber(line.weightedPriceMwh, 2), formatNumber(line.clickedPct ?? 0, 1));
  }
  if (line.component === 'index-markup') return line.indexName ?? '';
  return PRICE_TYPE_LABELS[line.priceType];
}

/** The columns of a table of rate lines; with the connection column when several connections show. */
export function rateColumns(withConnection: boolean): DataTableColumn<RateLineItem>[] {
  return [
    ...(withConnection
      ? [
          {
            key: 'connection',
            header: T.columns.connection,
            cell: (l: RateLineItem) => (
              <span className="whitespace-nowrap tabular-nums">{formatEan(l.ean)}</span>
            ),
          },
        ]
      : []),
    {
      key: 'period',
      header: T.columns.period,
      cell: (l) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatDate(l.validFrom)} – {formatDate(l.validTo)}
        </span>
      ),
    },
    {
      key: 'agreement',
      header: T.columns.agreement,
      cell: (l) => `${l.supplierName} ${l.agreementReference}`.trim(),
    },
    { key: 'component', header: T.columns.component, cell: (l) => RATE_COMPONENT_LABELS[l.component] },
    {
      key: 'price',
      header: T.columns.price,
      align: 'right',
      cell: (l) => (
        <span className="whitespace-nowrap tabular-nums">{formatPrice(l.price, PRICE_UNITS[l.unit])}</span>
      ),
    },
    { key: 'detail', header: T.columns.detail, cell: detail },
  ];
}
