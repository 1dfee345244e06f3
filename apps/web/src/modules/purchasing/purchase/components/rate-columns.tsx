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

const period = (l: RateLineItem) => `${formatDate(l.validFrom)} – ${formatDate(l.validTo)}`;

/** The columns of a table of rate lines; with the connection column when several connections show.
 *  A phone shows component and price: connection, period and detail go under the component, agreement
 *  is left out (issue 32: 469–880 px at 390 px). */
export function rateColumns(withConnection: boolean): DataTableColumn<RateLineItem>[] {
  return [
    ...(withConnection
      ? [
          {
            key: 'connection',
            header: T.columns.connection,
            phone: false,
            cell: (l: RateLineItem) => (
              <span className="whitespace-nowrap tabular-nums">{formatEan(l.ean)}</span>
            ),
          },
        ]
      : []),
    {
      key: 'period',
      header: T.columns.period,
      phone: false,
      cell: (l) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatDate(l.validFrom)} – {formatDate(l.validTo)}
        </span>
      ),
    },
    {
      key: 'agreement',
      header: T.columns.agreement,
      phone: false,
      cell: (l) => `${l.supplierName} ${l.agreementReference}`.trim(),
    },
    {
      key: 'component',
      header: T.columns.component,
      cell: (l) => (
        <>
          {RATE_COMPONENT_LABELS[l.component]}
          <span className="block text-xs text-slate-500 tabular-nums sm:hidden">
            {withConnection ? <span className="block">{formatEan(l.ean)}</span> : null}
            <span className="block">{period(l)}</span>
            {detail(l) ? <span className="block">{detail(l)}</span> : null}
          </span>
        </>
      ),
    },
    {
      key: 'price',
      header: T.columns.price,
      align: 'right',
      cell: (l) => (
        <span className="whitespace-nowrap tabular-nums">{formatPrice(l.price, PRICE_UNITS[l.unit])}</span>
      ),
    },
    { key: 'detail', header: T.columns.detail, phone: false, cell: detail },
  ];
}
