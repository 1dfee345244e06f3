import { Link } from 'react-router';
import type { EmsSummary } from '@energiek/contracts/ems-overview';
import { formatCo2, formatNumber } from '@energiek/contracts/format';
import { useEmsSummary } from '../lib/ems-summary.ts';
import { usePermission } from '../lib/permission-guard.tsx';
import { Icon } from './ui/icon.tsx';
import { Spinner } from './ui/spinner.tsx';

// The energy tile of the customer overview and the home page (issue 16): this year to date, the same
// period last year, last year as a whole and the completeness of the last 30 days, per commodity. Only
// with mod:ems and organisation-report-ems:read; renders nothing otherwise.

export const ENERGY_TILE_TEXTS = {
  title: 'Energie',
  electricity: 'Elektriciteit',
  gas: 'Gas',
  thisYear: 'Dit jaar',
  lastYear: 'Vorig jaar, zelfde periode',
  lastYearTotal: 'Vorig jaar totaal',
  completeness: 'Volledigheid 30 dagen',
  co2: 'CO₂-uitstoot',
  co2ThisYear: 'Dit jaar',
  co2LastYearTotal: 'Vorig jaar totaal',
  co2NoFactor: 'geen emissiefactor',
  open: 'Naar energiemonitoring',
  failed: 'De energiecijfers konden niet worden geladen.',
  none: 'Nog geen aansluitingen in energiemonitoring.',
  noData: 'Er zijn nog geen meetgegevens van dit jaar of vorig jaar.',
  loading: 'Energiecijfers laden…',
} as const;
const T = ENERGY_TILE_TEXTS;

const EMS_RULE = { allOf: ['organisation-report-ems:read', 'mod:ems'] } as const;

function Commodity({
  name,
  totals,
  icon,
}: {
  name: string;
  totals: EmsSummary['gas'];
  icon: 'bolt' | 'flame';
}) {
  // Connections without any data this year or last year: say so, not three rows of "0 kWh" (issue 31).
  const measured = totals.thisYear > 0 || totals.lastYear > 0 || totals.lastYearTotal > 0;
  const change = totals.lastYear > 0 ? totals.thisYear / totals.lastYear - 1 : null;
  const rows: [string, string][] = [
    [T.thisYear, `${formatNumber(totals.thisYear)} ${totals.unit}`],
    [
      T.lastYear,
      `${formatNumber(totals.lastYear)} ${totals.unit}${change === null ? '' : ` (${change > 0 ? '+' : ''}${formatNumber(change * 100, 1)}%)`}`,
    ],
    [T.lastYearTotal, `${formatNumber(totals.lastYearTotal)} ${totals.unit}`],
    [T.completeness, totals.completeness === null ? '–' : `${formatNumber(totals.completeness * 100, 1)}%`],
  ];
  return (
    <div className="min-w-0">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <Icon name={icon} className="size-4 text-brand-600" /> {name}
      </h3>
      {measured ? null : <p className="mt-2 text-sm text-slate-600">{T.noData}</p>}
      <dl className="mt-2 space-y-1 text-sm">
        {(measured ? rows : rows.slice(3)).map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Co2({ co2 }: { co2: EmsSummary['co2'] }) {
  const text = (kg: number | null) => (kg === null ? T.co2NoFactor : formatCo2(kg));
  return (
    <div className="min-w-0 border-t border-slate-100 pt-3 sm:col-span-2" data-testid="energy-tile-co2">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-700">{T.co2}</h3>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2 sm:gap-x-6">
        {[
          [T.co2ThisYear, text(co2.thisYear)],
          [T.co2LastYearTotal, text(co2.lastYearTotal)],
        ].map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {co2.source ? <p className="mt-2 text-xs text-slate-500">{co2.source}</p> : null}
    </div>
  );
}

export function EnergyTile({ customerId }: { customerId: number }) {
  const allowed = usePermission(EMS_RULE);
  const summary = useEmsSummary(customerId, allowed);
  if (!allowed) return null;
  let body;
  if (summary.isPending) body = <Spinner className="size-5 text-brand-600" label={T.loading} />;
  else if (summary.isError) body = <p className="text-sm text-rose-700">{T.failed}</p>;
  else if (summary.data.electricity.connections + summary.data.gas.connections === 0) {
    body = <p className="text-sm text-slate-500">{T.none}</p>;
  } else {
    body = (
      <div className="grid gap-6 sm:grid-cols-2">
        {summary.data.electricity.connections > 0 ? (
          <Commodity name={T.electricity} totals={summary.data.electricity} icon="bolt" />
        ) : null}
        {summary.data.gas.connections > 0 ? (
          <Commodity name={T.gas} totals={summary.data.gas} icon="flame" />
        ) : null}
        <Co2 co2={summary.data.co2} />
      </div>
    );
  }
  return (
    <section
      aria-label={T.title}
      data-testid="energy-tile"
      className="rounded-xl bg-white px-4 py-4 shadow-sm ring-1 ring-slate-900/5 sm:px-5"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{T.title}</h2>
        <Link
          to={`/v3/customers/${customerId}/ems`}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          {T.open} <span aria-hidden="true">→</span>
        </Link>
      </div>
      {body}
    </section>
  );
}
