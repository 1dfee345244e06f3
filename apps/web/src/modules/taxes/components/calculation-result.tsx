import { formatCurrency, formatDate, formatNumber, formatVolume } from '@energiek/contracts/format';
import { previousDay } from '@energiek/domain/calendar';
import type { TaxCalculation, TaxLine } from '@energiek/contracts/taxes';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table.tsx';
import { TAXES_TEXTS } from '../texts.ts';

const T = TAXES_TEXTS.result;

/** '0 – 2.900 kWh', '10.000.000 kWh en meer'. */
function bracketLabel(line: TaxLine, unit: 'kWh' | 'm³'): string {
  if (line.bracketTo === null) return `${formatVolume(line.bracketFrom, unit)} en meer`;
  return `${formatNumber(line.bracketFrom)} – ${formatVolume(line.bracketTo, unit)}`;
}

/** A rate per unit with all its decimals: '€ 0,10880'. */
function rateLabel(rate: number): string {
  return `€ ${formatNumber(rate, 5)}`;
}

/** A line amount: cents, unless the unrounded value needs more to be honest ('€ 759,108'). */
function amountLabel(amount: number): string {
  const decimals = Math.min(6, Math.max(2, (String(amount).split('.')[1] ?? '').length));
  return `€ ${formatNumber(amount, decimals)}`;
}

type CalculationResultProps = { result: TaxCalculation; product: 1 | 2 };

/** The lines per year and bracket, then the totals rounded once. */
export function CalculationResult({ result, product }: CalculationResultProps) {
  const unit = product === 1 ? 'kWh' : 'm³';
  const columns: DataTableColumn<TaxLine>[] = [
    { key: 'year', header: T.columns.year, cell: (line) => line.year },
    // The levy column only where ODE (≤ 2022) makes lines of two levies.
    ...(result.lines.some((line) => line.levy === 'ode')
      ? [{ key: 'levy', header: T.columns.levy, cell: (line: TaxLine) => T.levy[line.levy] }]
      : []),
    {
      key: 'period',
      header: T.columns.period,
      cell: (line) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatDate(line.from)} – {formatDate(previousDay(line.to))}
        </span>
      ),
    },
    {
      key: 'bracket',
      header: T.columns.bracket,
      cell: (line) => <span className="whitespace-nowrap">{bracketLabel(line, unit)}</span>,
    },
    {
      key: 'volume',
      header: T.columns.volume,
      align: 'right',
      cell: (line) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatVolume(line.volume, unit, Number.isInteger(line.volume) ? 0 : 3)}
        </span>
      ),
    },
    {
      key: 'rate',
      header: T.columns.rate,
      align: 'right',
      cell: (line) => <span className="whitespace-nowrap tabular-nums">{rateLabel(line.rate)}</span>,
    },
    {
      key: 'amount',
      header: T.columns.amount,
      align: 'right',
      cell: (line) => <span className="whitespace-nowrap tabular-nums">{amountLabel(line.amount)}</span>,
    },
  ];
  const tax = Math.round((result.totalExclVat + result.reductionAmount) * 100) / 100;
  const totals: [string, string, boolean][] = [
    [T.tax, formatCurrency(tax), false],
    ...(result.reductionAmount > 0
      ? ([[T.reduction, formatCurrency(-result.reductionAmount), false]] as [string, string, boolean][])
      : []),
    [T.totalExclVat, formatCurrency(result.totalExclVat), true],
    [T.vat, formatCurrency(result.vatAmount), false],
    [T.totalInclVat, formatCurrency(result.totalInclVat), true],
  ];

  return (
    <section aria-label={T.title} className="grid gap-4">
      {result.unverifiedYears.length > 0 ? (
        <Alert tone="warning" title={T.unverified(result.unverifiedYears.join(', '))} />
      ) : null}
      <DataTable
        label={T.table}
        columns={columns}
        rows={result.lines}
        rowKey={(line) => `${line.levy}-${line.year}-${line.bracketFrom}`}
        emptyText={T.noLines}
        pageSize={100}
      />
      <Card title={T.title} className="w-full lg:ml-auto lg:max-w-md">
        <dl className="grid gap-2 text-sm" data-testid="tax-totals">
          {totals.map(([label, value, strong]) => (
            <div
              key={label}
              className={`flex justify-between gap-4 ${strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
            >
              <dt>{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-xs text-slate-500">{T.note}</p>
      </Card>
    </section>
  );
}
