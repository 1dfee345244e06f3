import { formatCo2, formatCurrency, formatNumber } from '@energiek/contracts/format';
import type { PortalEnergyRow, PortalSummary } from '@energiek/contracts/portal';
import { Card } from '../../../components/ui/card.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePortalSummary } from '../api/portal.ts';
import { PORTAL_SUMMARY_TEXTS } from '../portal-texts.ts';
import { Invoiced, InvoicedSection } from './portal-invoiced.tsx';
import { MoreLink, Row } from './portal-parts.tsx';

// The portal home's figures for customer staff (issue 31): this year's energy and cost against last year
// and the budget, open signals and what the invoice audit recovered. A forecast far from last year's
// measured volume is explained, never shown. Cards the profile may not read are left out.

const T = PORTAL_SUMMARY_TEXTS;

/** "+12,3 %" / "−4,0 %"; empty without a percentage. */
function signed(pct: number | null): string {
  if (pct === null) return '';
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${formatNumber(Math.abs(pct), 1)} %`;
}

/** "+12,3 %" / "−4,0 %" of value against reference; empty without a reference. */
function change(value: number, reference: number | null): string {
  if (reference === null || reference === 0) return '';
  return signed((value / reference - 1) * 100);
}

/** The connections missing from this year's cost (no measurement yet): named, never compared (issue 31). */
function Unmeasured({ eans, connections }: { eans: string[]; connections: number }) {
  const shown = eans.slice(0, 3);
  return (
    <p
      className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-xs break-words text-slate-700"
      data-testid="portal-cost-unmeasured"
    >
      {T.unmeasured(eans.length, connections)} {shown.join(', ')}
      {eans.length > shown.length ? ` ${T.andMore(eans.length - shown.length)}` : ''}.
    </p>
  );
}

function Cost({
  cost,
  year,
  unit,
  measured,
}: {
  cost: NonNullable<PortalEnergyRow['cost']>;
  year: number;
  unit: string;
  /** Whether any volume was measured this year and last year (no cost from no data). */
  measured: { thisYear: boolean; lastYear: boolean };
}) {
  const forecast = cost.forecast;
  // Credit notes this year can outweigh the invoices (a correction of earlier years): the sum is then
  // negative and a percentage against the budget means nothing; the card says what the figure is.
  const credited = cost.thisYear < 0;
  // The server compares only when every connection has measurements (budget-actual.ts).
  const vsBudget = measured.thisYear && !credited ? signed(cost.budgetDeviationPct) : '';
  return (
    <>
      <h4 className="mt-4 text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.cost}</h4>
      <dl className="mt-1 space-y-1 text-sm">
        {measured.thisYear ? (
          <Row
            label={T.thisYear}
            value={formatCurrency(cost.thisYear)}
            note={vsBudget ? `${vsBudget} ${T.vsBudget}` : ''}
          />
        ) : null}
        {cost.budgetToDate !== null ? (
          <Row label={T.budgetToDate} value={formatCurrency(cost.budgetToDate)} />
        ) : null}
        {cost.budget !== null ? <Row label={T.budgetYear(year)} value={formatCurrency(cost.budget)} /> : null}
        {cost.lastYear !== null && measured.lastYear ? (
          <Row label={T.lastYear} value={formatCurrency(cost.lastYear)} />
        ) : null}
        {forecast.state === 'shown' ? (
          <Row label={T.forecast(year)} value={formatCurrency(forecast.amount)} />
        ) : null}
      </dl>
      {measured.thisYear && credited ? (
        <p className="mt-2 text-xs text-slate-600" data-testid="portal-cost-credited">
          {T.credited}
        </p>
      ) : null}
      {measured.thisYear && cost.unmeasured.length > 0 ? (
        <Unmeasured eans={cost.unmeasured} connections={cost.connections} />
      ) : null}
      {cost.budget === null ? <p className="mt-2 text-xs text-slate-500">{T.noBudget}</p> : null}
      {cost.unverifiedTax ? (
        <p className="mt-2 text-xs text-amber-800" data-testid="portal-cost-unverified">
          {T.unverifiedTax}
        </p>
      ) : null}
      {forecast.state === 'implausible' ? (
        <p
          className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900"
          data-testid="forecast-explained"
        >
          {T.forecastImplausible(forecast.basis, `${formatNumber(forecast.reference)} ${unit}`)}
        </p>
      ) : null}
      {forecast.state === 'unknown' ? (
        <p className="mt-2 text-xs text-slate-500">{T.forecastUnknown}</p>
      ) : null}
    </>
  );
}

function Commodity({ row, year }: { row: PortalEnergyRow; year: number }) {
  const gas = row.product === 2;
  const vsLast = change(row.thisYear, row.lastYearToDate);
  const measured = { thisYear: row.thisYear > 0, lastYear: row.lastYear > 0 || row.lastYearToDate > 0 };
  return (
    <div className="min-w-0" data-testid={gas ? 'portal-energy-gas' : 'portal-energy-electricity'}>
      <h3 className="flex items-center gap-2 text-sm font-semibold text-slate-700">
        <Icon name={gas ? 'flame' : 'bolt'} className="size-4 text-brand-600" /> {gas ? T.gas : T.electricity}
      </h3>
      <h4 className="mt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{T.usage}</h4>
      {measured.thisYear || measured.lastYear ? (
        <dl className="mt-1 space-y-1 text-sm">
          <Row
            label={T.thisYear}
            value={`${formatNumber(row.thisYear)} ${row.unit}`}
            note={vsLast ? `${vsLast} ${T.vsLastYear}` : ''}
          />
          <Row label={T.lastYearToDate} value={`${formatNumber(row.lastYearToDate)} ${row.unit}`} />
          <Row label={T.lastYear} value={`${formatNumber(row.lastYear)} ${row.unit}`} />
        </dl>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{T.noMeasurements}</p>
      )}
      {row.cost ? (
        <Cost cost={row.cost} year={year} unit={row.unit} measured={measured} />
      ) : (
        <p className="mt-3 text-xs text-slate-500">{T.noCost}</p>
      )}
    </div>
  );
}

/**
 * The customer's CO₂ this year to date against the same period last year, and last year as a whole, with
 * the emission factors' source (issue 32). Left out while nothing of this year or last year is measured.
 */
function Co2({ co2 }: { co2: NonNullable<PortalSummary['co2']> }) {
  const kg = (value: number | null) => (value === null ? T.co2NoFactor : formatCo2(value));
  const vsLast =
    co2.thisYear !== null && co2.lastYearToDate !== null ? change(co2.thisYear, co2.lastYearToDate) : '';
  return (
    <section
      className="mt-6 border-t border-slate-200 pt-4"
      aria-labelledby="portal-co2-title"
      data-testid="portal-co2"
    >
      <h3 id="portal-co2-title" className="text-sm font-semibold text-slate-700">
        {T.co2}
      </h3>
      <dl className="mt-2 space-y-1 text-sm sm:max-w-md">
        <Row label={T.thisYear} value={kg(co2.thisYear)} note={vsLast ? `${vsLast} ${T.vsLastYear}` : ''} />
        <Row label={T.lastYearToDate} value={kg(co2.lastYearToDate)} />
        <Row label={T.lastYear} value={kg(co2.lastYear)} />
      </dl>
      <p className="mt-2 text-xs text-slate-500">{T.co2Rule}</p>
      {co2.source ? (
        <p className="mt-1 text-xs break-words text-slate-500" data-testid="portal-co2-source">
          {co2.source}
        </p>
      ) : null}
    </section>
  );
}

function Energy({ summary, customerId }: { summary: PortalSummary; customerId: number }) {
  const rows = summary.energy ?? [];
  if (rows.length === 0)
    return summary.invoices ? (
      <Card
        title={T.invoicesTitle(summary.year)}
        landmark
        actions={<MoreLink to={`/v3/customers/${customerId}/invoices`}>{T.openInvoices}</MoreLink>}
      >
        <Invoiced invoiced={summary.invoices} />
      </Card>
    ) : null;
  return (
    <Card
      title={T.energyTitle(summary.year)}
      landmark
      className="lg:col-span-2"
      actions={<MoreLink to={`/v3/customers/${customerId}/ems`}>{T.openEnergy}</MoreLink>}
    >
      <div className="grid gap-6 sm:grid-cols-2" data-testid="portal-energy">
        {rows.map((row) => (
          <Commodity key={row.product} row={row} year={summary.year} />
        ))}
      </div>
      {summary.co2 && rows.some((r) => r.thisYear > 0 || r.lastYear > 0 || r.lastYearToDate > 0) ? (
        <Co2 co2={summary.co2} />
      ) : null}
      <InvoicedSection summary={summary} customerId={customerId} />
    </Card>
  );
}

function Signals({ open, customerId }: { open: number; customerId: number }) {
  return (
    <Card
      title={T.signals}
      landmark
      actions={<MoreLink to={`/v3/customers/${customerId}/signals`}>{T.allSignals}</MoreLink>}
    >
      <p className="text-sm text-slate-700" data-testid="portal-signals">
        {open > 0 ? (
          <strong className="text-2xl font-semibold text-slate-900">{T.openSignals(open)}</strong>
        ) : (
          T.noSignals
        )}
      </p>
    </Card>
  );
}

function InvoiceAudit({
  audit,
  customerId,
}: {
  audit: NonNullable<PortalSummary['invoiceAudit']>;
  customerId: number;
}) {
  const atStake = Number(audit.amountAtStake);
  return (
    <Card
      title={T.invoiceAudit}
      landmark
      actions={<MoreLink to={`/v3/customers/${customerId}/invoice-audit`}>{T.openAudit}</MoreLink>}
    >
      <dl className="space-y-1 text-sm" data-testid="portal-invoice-audit">
        <Row label={T.recovered} value={formatCurrency(Number(audit.recovered))} note={T.exclVat} />
        {atStake > 0 ? <Row label={T.atStake} value={formatCurrency(atStake)} note={T.exclVat} /> : null}
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {T.checked(audit.invoices)} · {T.deviations(audit.deviations)}
      </p>
    </Card>
  );
}

/** The figures at the top of the customer's portal home. */
export function PortalSummaryCards({ customerId }: { customerId: number }) {
  const summary = usePortalSummary(customerId);
  if (summary.isPending)
    return (
      <div className="mt-6">
        <Spinner className="size-5 text-brand-600" label={T.loading} />
      </div>
    );
  if (summary.isError) return <p className="mt-6 text-sm text-rose-700">{T.failed}</p>;
  const data = summary.data;
  return (
    <div className="mt-6 grid gap-6 lg:grid-cols-2" data-testid="portal-summary">
      <Energy summary={data} customerId={customerId} />
      {data.signals ? <Signals open={data.signals.open} customerId={customerId} /> : null}
      {data.invoiceAudit ? <InvoiceAudit audit={data.invoiceAudit} customerId={customerId} /> : null}
    </div>
  );
}
