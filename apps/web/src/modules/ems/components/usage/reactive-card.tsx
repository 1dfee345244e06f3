import type { ReactiveResponse } from '@energiek/contracts/ems-reactive';
import { formatCurrency, formatMonth, formatNumber, formatQuantityNumber } from '@energiek/contracts/format';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useEmsReactive } from '../../api/ems-reactive.ts';
import { REACTIVE_TEXTS as T } from '../../texts-reactive.ts';

type Month = ReactiveResponse['data']['months'][number];

/** Below this cos φ a grid operator bills reactive energy. */
const LIMIT = 0.85;

const kwh = (value: string | null) => (value === null ? '–' : formatQuantityNumber(Number(value), 'kWh'));
const cos = (value: string | null) => (value === null ? '–' : formatNumber(Number(value), 3));

function CosPhi({ value }: { value: string | null }) {
  if (value === null || Number(value) >= LIMIT) return <span>{cos(value)}</span>;
  return (
    <span className="font-semibold text-amber-700" title={T.belowLimit}>
      {cos(value)}
    </span>
  );
}

/** A right-aligned column of one quantity per month; `phone` false leaves it out on a phone. */
function quantity(
  key: string,
  header: string,
  value: (month: Month) => string | null,
  phone = true,
): DataTableColumn<Month> {
  return { key, header, align: 'right', phone, cell: (m) => kwh(value(m)) };
}

const columns: DataTableColumn<Month>[] = [
  {
    key: 'month',
    header: T.columns.month,
    className: 'whitespace-nowrap',
    cell: (m) => formatMonth(`${m.month}-01`),
  },
  quantity('consumed', T.columns.consumed, (m) => m.consumedKwh),
  quantity('produced', T.columns.produced, (m) => m.producedKwh, false),
  quantity('reactive', T.columns.reactive, (m) => m.reactiveKvarh),
  { key: 'cosPhi', header: T.columns.cosPhi, align: 'right', cell: (m) => <CosPhi value={m.cosPhi} /> },
  quantity('allowance', T.columns.allowance, (m) => m.allowanceKvarh, false),
  quantity('billable', T.columns.billable, (m) => m.billableKvarh),
];

/** Reactive energy, cos φ and the kVArh billed beyond cos φ 0.85 per month of one electricity connection. */
export function ReactiveCard({
  customerId,
  connectionId,
  year,
}: {
  customerId: number;
  connectionId: number;
  year: number;
}) {
  const reactive = useEmsReactive(customerId, connectionId, year);
  const data = reactive.data;
  return (
    <Card title={T.title(year)} landmark>
      <p className="mb-3 text-sm text-slate-600">{T.intro}</p>
      {reactive.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      {!data && reactive.isPending ? <Spinner className="size-6" label={T.loading} /> : null}
      {data && !data.measured ? <p className="text-sm text-slate-600">{T.none(year)}</p> : null}
      {data?.measured ? (
        <div className="space-y-3">
          <dl className="grid grid-cols-2 gap-3 sm:max-w-md">
            <div className="rounded-md border border-slate-200 px-3 py-2">
              <dt className="text-xs text-slate-500">{T.yearCosPhi}</dt>
              <dd className="font-semibold tabular-nums" data-testid="reactive-cos-phi">
                <CosPhi value={data.total.cosPhi} />
              </dd>
            </div>
            <div className="rounded-md border border-slate-200 px-3 py-2">
              <dt className="text-xs text-slate-500">{T.yearBillable}</dt>
              <dd className="font-semibold tabular-nums" data-testid="reactive-billable">
                {kwh(data.total.billableKvarh)} kVArh
              </dd>
            </div>
            <div className="col-span-2 rounded-md border border-slate-200 px-3 py-2">
              <dt className="text-xs text-slate-500">{T.yearCharge}</dt>
              <dd
                className={
                  data.charge.amount === null ? 'text-sm text-slate-600' : 'font-semibold tabular-nums'
                }
                data-testid="reactive-charge"
              >
                {data.charge.amount === null ? T.noRate : formatCurrency(Number(data.charge.amount))}
              </dd>
              {data.charge.kvarhRate !== null ? (
                <dd className="text-xs text-slate-500" data-testid="reactive-rate">
                  {T.rate(
                    formatNumber(Number(data.charge.kvarhRate), 5),
                    data.charge.gridLevel ?? '',
                    data.year,
                  )}
                </dd>
              ) : null}
            </div>
          </dl>
          <DataTable
            label={T.table}
            columns={columns}
            rows={data.months.filter((m) => m.consumedKwh !== null || m.reactiveKvarh !== null)}
            rowKey={(m) => m.month}
            pageSize={12}
          />
        </div>
      ) : null}
    </Card>
  );
}
