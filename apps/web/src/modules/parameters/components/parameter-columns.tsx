import { formatDate, formatNumber } from '@energiek/contracts/format';
import { FORWARD_LOAD_LABELS, PRODUCT_LABELS, PRODUCT_UNITS } from '@energiek/contracts/parameters';
import type { Bracket, ParameterItem, ParameterKind } from '@energiek/contracts/parameters';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table.tsx';
import { PARAMETERS_TEXTS } from '../texts.ts';

const C = PARAMETERS_TEXTS.columns;

/** A stored decimal with a decimal comma, as it is (no rounding). */
export const decimalText = (value: string | null) => (value === null ? '—' : value.replace('.', ','));
const euro = (value: string | null) => (value === null ? '—' : `€ ${decimalText(value)}`);
const whole = (value: number) => formatNumber(value);

function bracketText(bracket: Bracket, unit: string): string {
  const range =
    bracket.to === null ? `vanaf ${whole(bracket.from)}` : `${whole(bracket.from)} – ${whole(bracket.to)}`;
  const rates = bracket.rateNonBusiness
    ? `${euro(bracket.rate)} / ${euro(bracket.rateNonBusiness)} niet-zakelijk`
    : euro(bracket.rate);
  return `${range} ${unit}: ${rates}`;
}

/** The "niet geverifieerd" mark admins check against the source; nothing for verified rows. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  if (verified) return <span className="text-xs text-slate-500">{PARAMETERS_TEXTS.badge.verified}</span>;
  return (
    <span className="inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900">
      {PARAMETERS_TEXTS.badge.unverified}
    </span>
  );
}

const nameColumn: DataTableColumn<ParameterItem> = {
  key: 'label',
  header: C.name,
  cell: (item) => (
    <>
      <Link
        to={`/v3/parameters/${item.id}/edit`}
        className="block font-medium text-brand-700 hover:underline"
      >
        {item.label}
      </Link>
      <VerifiedBadge verified={item.verified} />
    </>
  ),
};
const noteColumn: DataTableColumn<ParameterItem> = {
  key: 'note',
  header: C.note,
  cell: (item) => (
    <span className="line-clamp-3 text-sm text-slate-600">
      {item.source ? (
        <span className="block text-xs text-slate-500">
          {C.source}: {item.source}
        </span>
      ) : null}
      {item.note ?? ''}
    </span>
  ),
};

function detailColumns(kind: ParameterKind): DataTableColumn<ParameterItem>[] {
  switch (kind) {
    case 'energy-tax':
    case 'ode':
      return [
        {
          key: 'brackets',
          header: C.brackets,
          cell: (item) =>
            'brackets' in item ? (
              <ul className="space-y-0.5 text-sm whitespace-nowrap">
                {item.brackets.map((b) => (
                  <li key={b.from}>{bracketText(b, PRODUCT_UNITS[item.product])}</li>
                ))}
              </ul>
            ) : null,
        },
      ];
    case 'tax-reduction':
      return [
        { key: 'amount', header: C.amount, cell: (item) => ('amount' in item ? euro(item.amount) : null) },
      ];
    case 'vat':
      return [
        {
          key: 'period',
          header: C.period,
          cell: (item) =>
            item.kind === 'vat'
              ? `${formatDate(item.validFrom)} – ${item.validTo ? formatDate(item.validTo) : 'onbepaald'}`
              : null,
        },
        {
          key: 'rate',
          header: C.rate,
          cell: (item) => (item.kind === 'vat' ? `${decimalText(item.rate)} %` : null),
        },
      ];
    case 'grid-tariff':
      return [
        {
          key: 'fees',
          header: C.fees,
          cell: (item) =>
            item.kind === 'grid-tariff' ? (
              <ul className="space-y-0.5 text-sm">
                <li>Vastrecht {euro(item.fixedTransportFee)} / jaar</li>
                <li>Aansluiting {euro(item.periodicConnectionFee)} / jaar</li>
                <li>
                  kW contract {euro(item.contractedCapacityRate)} / jaar · kW max {euro(item.maxKwRate)} /
                  maand
                </li>
                <li>
                  kWh {euro(item.kwhRate)}
                  {item.kwhRateLow ? ` (dal ${euro(item.kwhRateLow)})` : ''} · kVArh {euro(item.kvarhRate)}
                </li>
                {item.meteringFee ? <li>Meettarief {euro(item.meteringFee)} / jaar</li> : null}
              </ul>
            ) : null,
        },
      ];
    case 'metering-tariff':
      return [
        {
          key: 'product',
          header: C.product,
          cell: (item) => (item.kind === 'metering-tariff' ? PRODUCT_LABELS[item.product] : null),
        },
        {
          key: 'fees',
          header: C.fees,
          align: 'right',
          cell: (item) =>
            item.kind === 'metering-tariff' ? `${euro(item.meteringFee)} / jaar per aansluiting` : null,
        },
      ];
    case 'forward-price':
      return [
        {
          key: 'product',
          header: C.product,
          cell: (item) =>
            item.kind === 'forward-price'
              ? `${PRODUCT_LABELS[item.product]} ${item.period} ${FORWARD_LOAD_LABELS[item.load]}`
              : null,
        },
        {
          key: 'quoteDate',
          header: C.quoteDate,
          cell: (item) => (item.kind === 'forward-price' ? formatDate(item.quoteDate) : null),
        },
        {
          key: 'price',
          header: C.price,
          align: 'right',
          cell: (item) => (item.kind === 'forward-price' ? `${euro(item.price)} / MWh` : null),
        },
      ];
  }
}

/** The list's columns for one kind. */
export function parameterColumns(kind: ParameterKind): DataTableColumn<ParameterItem>[] {
  return [nameColumn, ...detailColumns(kind), noteColumn];
}
