import { z } from 'zod';
import { formatDate, formatEan, toIsoDate } from '@energiek/contracts/format';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { FilterBar } from '../../../../components/filter-bar.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable } from '../../../../components/ui/data-table.tsx';
import { DateInput } from '../../../../components/ui/date-input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import { useRouteCustomer } from '../../../../lib/customer-name.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useRatePeriods, useRates } from '../api/purchase.ts';
import { rateColumns } from '../components/rate-columns.tsx';
import { PURCHASE_TEXTS } from '../texts.ts';

const T = PURCHASE_TEXTS.rates;
const today = toIsoDate(new Date());
const state = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .catch(today),
  connection: z.string().regex(/^\d*$/).catch(''),
});

/** customers/:customerId/rates — the rates in force on a day, and every period per connection. */
export function RatesPage() {
  const { customerId, customerName } = useRouteCustomer();
  usePageTitle(T.pageTitle);
  const { state: list, set } = useListState(state);
  const connectionId = list.connection ? Number(list.connection) : undefined;
  const all = useRatePeriods(customerId, undefined);
  const rates = useRates(customerId, list.date, connectionId);
  const shown = (all.data ?? []).filter((c) => connectionId === undefined || c.connectionId === connectionId);
  const overlaps = rates.data?.meta.overlaps ?? [];
  return (
    <PageFrame wide>
      <PageHeader title={T.title} customerName={customerName} intro={T.intro} />
      <FilterBar>
        <DateInput
          label={T.dateLabel}
          value={list.date}
          onChange={(date) => (date ? set({ date }) : undefined)}
        />
        <Select
          label={T.connection}
          placeholder={T.allConnections}
          options={(all.data ?? []).map((c) => ({
            value: String(c.connectionId),
            label: `${formatEan(c.ean)} ${c.address}`,
          }))}
          value={list.connection}
          onChange={(event) => set({ connection: event.target.value })}
        />
      </FilterBar>
      {rates.isError || all.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <div className="space-y-6">
        <Card title={`${T.inForce}: ${formatDate(list.date)}`} landmark bodyClassName="">
          {overlaps.length > 0 ? <Alert tone="warning" title={T.overlap} className="m-4" /> : null}
          <DataTable
            label={`${T.onDate} ${formatDate(list.date)}`}
            columns={rateColumns(connectionId === undefined)}
            rows={rates.data?.data ?? []}
            rowKey={(l) => `${l.connectionId}-${l.rateId}-${l.component}`}
            loading={rates.isPending}
            emptyText={T.none}
          />
        </Card>
        <h2 className="text-lg font-semibold text-slate-900">{T.periods}</h2>
        {shown.map((c) => (
          <Card key={c.connectionId} title={`${formatEan(c.ean)} · ${c.address}`} bodyClassName="">
            <DataTable
              label={T.table(c.ean)}
              columns={rateColumns(false)}
              rows={c.lines}
              rowKey={(l) => `${l.rateId}-${l.component}-${l.validFrom}`}
              emptyText={T.noPeriods}
            />
          </Card>
        ))}
      </div>
    </PageFrame>
  );
}
