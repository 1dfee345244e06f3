import { Link } from 'react-router';
import { formatEan, formatMonth } from '@energiek/contracts/format';
import { COVERAGE_STATUS_NAMES, type InvoiceMonthRow } from '@energiek/contracts/invoice-overviews';
import { ISSUER_KINDS, ISSUER_KIND_NAMES, type IssuerKind } from '@energiek/contracts/invoices';
import { OVERVIEW_TEXTS } from '../overview-texts.ts';

const T = OVERVIEW_TEXTS.month;
type Cell = NonNullable<InvoiceMonthRow['months'][number]['supplier']>;

const TONES: Record<Cell['status'], string> = {
  arrived: 'bg-emerald-100 text-emerald-900',
  partial: 'bg-amber-100 text-amber-900',
  overlap: 'bg-red-100 text-red-900',
  missing: 'bg-rose-50 text-rose-800 ring-1 ring-rose-200',
  none: 'text-slate-400',
};

function CoverageCell({ cell, customerId }: { cell: Cell; customerId: number }) {
  return (
    <div className="flex flex-col items-start gap-0.5">
      <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${TONES[cell.status]}`}>
        {COVERAGE_STATUS_NAMES[cell.status]}
      </span>
      {cell.invoices.map((invoice) => (
        <Link
          key={invoice.id}
          to={`/v3/customers/${customerId}/invoices/${invoice.id}/show`}
          className="max-w-full truncate text-xs text-brand-700 underline"
          aria-label={T.open(invoice.number)}
        >
          {invoice.number}
        </Link>
      ))}
    </div>
  );
}

/**
 * One connection: its months down, the three issuers across (fits 390 px); with an issuer kind filter only
 * that kind's column (the server answers only that kind's cells then).
 */
export function CoverageCard({
  row,
  kinds = ISSUER_KINDS,
}: {
  row: InvoiceMonthRow;
  kinds?: readonly IssuerKind[];
}) {
  return (
    <section
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
      aria-label={formatEan(row.ean)}
      data-testid="coverage-card"
    >
      <header className="mb-2">
        <p className="text-sm font-semibold text-slate-900 tabular-nums">{formatEan(row.ean)}</p>
        <p className="text-xs text-slate-600">
          {row.customerName}
          {row.address ? ` · ${row.address}` : ''} · {row.large ? T.large : T.small}
        </p>
      </header>
      <table className="w-full table-fixed text-left">
        <thead>
          <tr className="text-xs text-slate-500">
            <th scope="col" className="w-[22%] pb-1 font-medium">
              {T.month}
            </th>
            {kinds.map((kind) => (
              <th key={kind} scope="col" className="pb-1 font-medium">
                {ISSUER_KIND_NAMES[kind]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {row.months.map((month) => (
            <tr key={month.month} className="border-t border-slate-100 align-top">
              <th scope="row" className="py-1 pr-1 text-xs font-normal text-slate-700">
                {formatMonth(`${month.month}-01`)}
              </th>
              {kinds.map((kind) => (
                <td key={kind} className="py-1 pr-1">
                  {month[kind] ? <CoverageCell cell={month[kind]} customerId={row.customerId} /> : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
