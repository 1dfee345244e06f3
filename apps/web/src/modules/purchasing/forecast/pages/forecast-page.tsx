import { z } from 'zod';
import { Chart } from '../../../../components/charts/chart.tsx';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { FilterBar } from '../../../../components/filter-bar.tsx';
import { CustomerPicker } from '../../../../components/pickers/customer-picker.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSelectedCustomer } from '../../../../lib/auth.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { usePermission } from '../../../../lib/permission-guard.tsx';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useForecast } from '../api/forecast.ts';
import { ConnectionsTable, TotalsTable } from '../components/forecast-tables.tsx';
import { FORECAST_TEXTS } from '../texts.ts';

const T = FORECAST_TEXTS;
const thisYear = new Date().getFullYear();
const state = z.object({
  customer: z.string().regex(/^\d*$/).catch(''),
  year: z.coerce.number().int().min(2000).max(2100).catch(thisYear),
});
const PARTS = ['energy', 'markup', 'fixedFees', 'grid', 'energyTax', 'vat'] as const;

/** /v3/forecast — expected cost of a customer for three years: chart, tables and assumptions. */
export function ForecastPage() {
  usePageTitle(T.pageTitle);
  const selected = useSelectedCustomer();
  const { state: list, set } = useListState(state);
  const customerId = list.customer ? Number(list.customer) : (selected?.id ?? null);
  const forecast = useForecast(customerId, list.year);
  const data = forecast.data;
  const canBudgets = usePermission({ allOf: ['mod:budgets', 'organisation:read'] });
  const unknown = data ? Math.max(...data.totals.map((t) => t.unknown)) : 0;
  return (
    <PageFrame wide>
      <PageHeader title={T.title} customerName={data?.customerName} intro={T.intro} />
      <FilterBar>
        <CustomerPicker
          label={T.customer}
          value={customerId && data ? { id: customerId, name: data.customerName } : null}
          onChange={(customer) => set({ customer: customer ? String(customer.id) : '' })}
        />
        <div className="flex items-end gap-2">
          <Button variant="border" icon="chevron-left" onClick={() => set({ year: list.year - 1 })}>
            {T.previous}
          </Button>
          <span className="pb-2 font-medium tabular-nums" aria-live="polite">
            {list.year}–{list.year + 2}
          </span>
          <Button variant="border" icon="chevron-right" onClick={() => set({ year: list.year + 1 })}>
            {T.next}
          </Button>
        </div>
      </FilterBar>
      {customerId === null ? <Alert tone="info" title={T.pickCustomer} /> : null}
      {forecast.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      {customerId !== null && forecast.isPending ? <Spinner className="size-6 text-brand-600" /> : null}
      {data ? (
        <div className="space-y-6">
          {unknown > 0 ? <Alert tone="warning" title={T.unknownNote(unknown)} /> : null}
          {data.unverifiedTaxYears.length > 0 ? (
            <Alert tone="warning" title={T.unverifiedTax(data.unverifiedTaxYears.join(', '))} />
          ) : null}
          <Card title={T.chart} landmark>
            <Chart
              label={T.chartLabel}
              kind="bar"
              xAxis="category"
              unit="€"
              series={PARTS.map((part) => ({
                name: T.parts[part],
                stack: 'kosten',
                // A year without any priced connection has no bar (not a bar of € 0).
                data: data.totals.map((t) => [String(t.year), t.connections > 0 ? t[part] : null] as const),
              }))}
            />
          </Card>
          <Card title={T.totals} landmark bodyClassName="">
            <TotalsTable data={data} />
          </Card>
          <Card
            title={T.connections}
            landmark
            bodyClassName=""
            actions={
              canBudgets ? (
                <ButtonLink variant="link" to={`/v3/customers/${data.customerId}/budgets`}>
                  {T.budgetsLink}
                </ButtonLink>
              ) : null
            }
          >
            <ConnectionsTable data={data} />
          </Card>
          <Card title={T.assumptions} landmark>
            <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,16rem)_1fr]">
              {data.assumptions.map((a) => (
                <div key={a.label} className="contents">
                  <dt className="font-medium text-slate-700">{a.label}</dt>
                  <dd className="text-slate-600">{a.value}</dd>
                </div>
              ))}
            </dl>
          </Card>
        </div>
      ) : null}
    </PageFrame>
  );
}
