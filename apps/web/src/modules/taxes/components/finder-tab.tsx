import { formatCurrency, formatNumber } from '@energiek/contracts/format';
import type { TaxComplex } from '@energiek/contracts/tax-overview';
import { prefillSearch } from '@energiek/contracts/tax-requests';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTaxComplexes } from '../api/overview.ts';
import type { TaxesListState } from '../list-state.ts';
import { TAXES_TEXTS } from '../texts.ts';
import { TaxFilters } from './tax-filters.tsx';
import { ScrollX } from '../../../components/ui/scroll-x.tsx';

const T = TAXES_TEXTS.finder;

/** The create URL of a complex request filled in with this complex's connections and period. */
export function requestLink(complex: TaxComplex): string {
  const search = prefillSearch({
    type: 'complex',
    product: complex.product,
    from: complex.from,
    to: complex.to,
    connections: complex.connections.map((c) => ({
      connectionId: c.connectionId,
      ean: c.ean,
      address: complex.label,
      volume: c.volume,
      volumeByYear: c.volumeByYear,
      reduction: c.reduction,
    })),
  });
  return `/v3/customers/${complex.customerId}/tax-requests/create?${search}`;
}

function ComplexCard({ complex }: { complex: TaxComplex }) {
  const unit = complex.product === 1 ? 'kWh' : 'm³';
  return (
    <Card
      landmark
      className="min-w-0"
      title={
        <span>
          {complex.customerName} · {complex.label}
          <span className="block text-xs font-normal text-slate-500">
            {complex.grouping === 'complex' ? T.complex : T.address} ·{' '}
            {T.connections(complex.connections.length)} ·{' '}
            {complex.product === 1 ? TAXES_TEXTS.filters.electricity : TAXES_TEXTS.filters.gas}
            {complex.glasshouse === 'all' ? (
              <span
                className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 font-medium whitespace-nowrap text-amber-900"
                data-testid="complex-glasshouse"
              >
                {T.glasshouse}
              </span>
            ) : null}
          </span>
        </span>
      }
      actions={
        <span
          className={`whitespace-nowrap text-lg font-semibold tabular-nums ${complex.gain > 0 ? 'text-emerald-700' : 'text-slate-500'}`}
          data-testid="complex-gain"
        >
          {complex.gain > 0 ? formatCurrency(complex.gain) : T.noGain}
        </span>
      }
    >
      <div className="grid gap-4 md:grid-cols-2">
        <ScrollX>
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 pr-3 font-medium">{T.year}</th>
                <th className="py-1 pr-3 text-right font-medium">{T.separate}</th>
                <th className="py-1 pr-3 text-right font-medium">{T.combined}</th>
                <th className="py-1 text-right font-medium">{T.gain}</th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {complex.years.map((y) => (
                <tr key={y.year} className="border-t border-slate-100">
                  <td className="py-1 pr-3">
                    {y.year}
                    {y.verified ? null : (
                      <span
                        className="ml-2 inline-block rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-amber-900"
                        data-testid="year-unverified"
                      >
                        {T.unverifiedMark}
                      </span>
                    )}
                  </td>
                  <td className="py-1 pr-3 text-right whitespace-nowrap">{formatCurrency(y.separate)}</td>
                  <td className="py-1 pr-3 text-right whitespace-nowrap">{formatCurrency(y.combined)}</td>
                  <td className="py-1 text-right whitespace-nowrap">{formatCurrency(y.gain)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollX>
        <div className="grid content-start gap-2 text-sm">
          <p className="text-xs text-slate-500">{T.volumes}</p>
          <ul className="grid gap-1">
            {complex.connections.map((c) => (
              <li key={c.connectionId} className="flex flex-wrap justify-between gap-2 tabular-nums">
                <span>{c.ean}</span>
                <span className="text-slate-600">{`${formatNumber(c.volume)} ${unit}`}</span>
              </li>
            ))}
          </ul>
          {complex.years.some((y) => !y.verified) ? (
            <Alert
              tone="warning"
              title={T.unverified(
                complex.years
                  .filter((y) => !y.verified)
                  .map((y) => y.year)
                  .join(', '),
              )}
            />
          ) : null}
          {complex.glasshouse === 'mixed' ? <Alert tone="warning" title={T.glasshouseMixed} /> : null}
          {complex.missingYears.length > 0 ? (
            <p className="text-xs text-slate-500">{T.missing(complex.missingYears.join(', '))}</p>
          ) : null}
          {complex.gain > 0 ? (
            <div>
              <ButtonLink icon="plus" to={requestLink(complex)}>
                {T.start}
              </ButtonLink>
              <p className="mt-1 text-xs text-slate-500">{T.requestNote}</p>
            </div>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** The money finder: complexes listed by what a complexbepaling would refund over the last five years. */
export function FinderTab({
  state,
  set,
}: {
  state: TaxesListState;
  set: (p: Partial<TaxesListState>) => void;
}) {
  const complexes = useTaxComplexes(state, true);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">{T.intro}</p>
      <TaxFilters state={state} set={set} withYear={false} />
      {complexes.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      {complexes.isPending ? <Spinner className="size-6" /> : null}
      {complexes.data && complexes.data.data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-5 py-8 text-center text-sm text-slate-500">
          {T.empty}
        </p>
      ) : null}
      {complexes.data?.data.map((complex) => (
        <ComplexCard key={complex.key} complex={complex} />
      ))}
    </div>
  );
}
