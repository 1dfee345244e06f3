import {
  FORWARD_LOAD_LABELS,
  PRODUCT_LABELS,
  type Bracket,
  type ForwardLoad,
  type ParameterItem,
} from '@energiek/contracts/parameters';
import { formatDate } from '@energiek/contracts/format';
import type { ParameterRow } from '@energiek/db/schema/index';

// Parameters: a stored row → the contract's item (decimal strings as stored, a Dutch one-line label).

type Values = Record<string, unknown>;

const str = (values: Values, key: string): string => String(values[key] ?? '0');
const strOrNull = (values: Values, key: string): string | null => {
  const value = values[key];
  return value === null || value === undefined || value === '' ? null : String(value);
};

function bracketsOf(values: Values): Bracket[] {
  const list = Array.isArray(values.brackets) ? (values.brackets as Values[]) : [];
  return list.map((b) => ({
    from: Number(b.from),
    to: b.to === null || b.to === undefined ? null : Number(b.to),
    rate: String(b.rate),
    rateNonBusiness: strOrNull(b, 'rateNonBusiness'),
  }));
}

const product = (row: ParameterRow): 1 | 2 => (row.product === 2 ? 2 : 1);

/** The Dutch one-line description of a row (list, audit, import report). */
export function parameterLabel(
  row: ParameterRow,
  gridOperatorName?: string | null,
  measuringCompanyName?: string | null,
): string {
  const values = row.values;
  switch (row.kind) {
    case 'energy-tax':
    case 'ode':
      return `${PRODUCT_LABELS[product(row)]} ${row.year}`;
    case 'tax-reduction':
      return `Vermindering ${row.year}`;
    case 'vat': {
      const from = formatDate(row.validFrom);
      const to = row.validTo ? ` t/m ${formatDate(row.validTo)}` : '';
      return `${str(values, 'rate').replace('.', ',')} % vanaf ${from}${to}`;
    }
    case 'grid-tariff':
      return `${gridOperatorName ?? 'Netbeheerder'} ${str(values, 'connectionClass')} ${row.year}`;
    case 'metering-tariff':
      return `${measuringCompanyName ?? 'Meetbedrijf'} ${PRODUCT_LABELS[product(row)].toLowerCase()} ${row.year}`;
    case 'forward-price':
      return `${PRODUCT_LABELS[product(row)]} ${str(values, 'period')} ${FORWARD_LOAD_LABELS[(values.load as ForwardLoad) ?? 'base']} (${formatDate(row.validFrom)})`;
  }
}

export function toParameterItem(
  row: ParameterRow,
  gridOperatorName: string | null = null,
  measuringCompanyName: string | null = null,
): ParameterItem {
  const values = row.values;
  const common = {
    id: row.id,
    year: row.year,
    verified: row.verified,
    source: row.source,
    note: row.note,
    label: parameterLabel(row, gridOperatorName, measuringCompanyName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  switch (row.kind) {
    case 'energy-tax':
    case 'ode':
      return { kind: row.kind, product: product(row), brackets: bracketsOf(values), ...common };
    case 'tax-reduction':
      return { kind: 'tax-reduction', amount: str(values, 'amount'), ...common };
    case 'vat':
      return {
        kind: 'vat',
        validFrom: row.validFrom ?? '',
        validTo: row.validTo,
        rate: str(values, 'rate'),
        ...common,
      };
    case 'grid-tariff':
      return {
        kind: 'grid-tariff',
        gridOperatorId: row.gridOperatorId ?? 0,
        gridOperatorName: gridOperatorName ?? '',
        product: product(row),
        connectionClass: str(values, 'connectionClass'),
        fixedTransportFee: strOrNull(values, 'fixedTransportFee'),
        periodicConnectionFee: strOrNull(values, 'periodicConnectionFee'),
        contractedCapacityRate: strOrNull(values, 'contractedCapacityRate'),
        maxKwRate: strOrNull(values, 'maxKwRate'),
        kwhRate: strOrNull(values, 'kwhRate'),
        kwhRateLow: strOrNull(values, 'kwhRateLow'),
        kvarhRate: strOrNull(values, 'kvarhRate'),
        meteringFee: strOrNull(values, 'meteringFee'),
        ...common,
      };
    case 'metering-tariff':
      return {
        kind: 'metering-tariff',
        measuringCompanyId: Number(values.measuringCompanyId ?? 0),
        measuringCompanyName: measuringCompanyName ?? '',
        product: product(row),
        meteringFee: str(values, 'meteringFee'),
        ...common,
      };
    case 'forward-price':
      return {
        kind: 'forward-price',
        product: product(row),
        period: str(values, 'period'),
        load: values.load === 'peak' ? 'peak' : 'base',
        quoteDate: row.validFrom ?? '',
        price: str(values, 'price'),
        ...common,
      };
  }
}

/** The bracket list of a stored energy-tax or ODE row (for the engine input). */
export { bracketsOf };
