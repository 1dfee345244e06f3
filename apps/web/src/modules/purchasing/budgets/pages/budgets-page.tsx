import { useNavigate } from 'react-router';
import { z } from 'zod';
import { formatCurrency, formatNumber } from '@energiek/contracts/format';
import { PRODUCT_NAMES } from '@energiek/contracts/connections';
import type { BudgetItem } from '@energiek/contracts/budgets';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useRouteCustomer } from '../../../../lib/customer-name.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { usePermission } from '../../../../lib/permission-guard.tsx';
import { useListState } from '../../../../lib/use-list-state.ts';
import { useBudgetComparison, useBudgets } from '../api/budgets.ts';
import { BudgetComparisonView } from '../components/budget-comparison.tsx';
import { BUDGETS_TEXTS } from '../texts.ts';

const T = BUDGETS_TEXTS;
const thisYear = new Date().getFullYear();
const state = z.object({ year: z.coerce.number().int().min(2000).max(2100).catch(thisYear) });

const columns: DataTableColumn<BudgetItem>[] = [
  { key: 'year', header: T.columns.year, cell: (b) => b.year },
  { key: 'product', header: T.columns.product, cell: (b) => PRODUCT_NAMES[b.product] },
  {
    key: 'amount',
    header: T.columns.amount,
    align: 'right',
    cell: (b) => <span className="tabular-nums">{formatCurrency(b.amount)}</span>,
  },
  {
    key: 'volume',
    header: T.columns.volume,
    align: 'right',
    phone: false,
    cell: (b) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatNumber(b.volume)} {b.product === 1 ? 'kWh' : 'm³'}
      </span>
    ),
  },
  { key: 'note', header: T.columns.note, cell: (b) => b.note, phone: false },
];

/** customers/:customerId/budgets — a year's budgets against forecast and actual; every budget below. */
export function BudgetsPage() {
  const { customerId, customerName } = useRouteCustomer();
  const navigate = useNavigate();
  usePageTitle(T.pageTitle);
  const canWrite = usePermission({ allOf: ['mod:budgets', 'organisation:write'] });
  const { state: list, set } = useListState(state);
  const comparison = useBudgetComparison(customerId, list.year);
  // Last year's measured volume holds the forecast against reality (an implausible one is explained).
  const previous = useBudgetComparison(customerId, list.year - 1);
  const budgets = useBudgets(customerId);
  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        customerName={customerName}
        intro={T.intro}
        create={{
          when: canWrite,
          to: `/v3/customers/${customerId}/budgets/create?year=${list.year}`,
          label: T.add,
        }}
      />
      {comparison.isError || budgets.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      <div className="space-y-6">
        <Card
          title={T.comparison(list.year)}
          landmark
          actions={
            <div className="flex items-center gap-1">
              <Button
                variant="transparent"
                icon="chevron-left"
                label={T.previous}
                hideLabel
                onClick={() => set({ year: list.year - 1 })}
              />
              <Button
                variant="transparent"
                icon="chevron-right"
                label={T.next}
                hideLabel
                onClick={() => set({ year: list.year + 1 })}
              />
            </div>
          }
        >
          {comparison.isPending ? <Spinner className="size-6 text-brand-600" /> : null}
          {comparison.data ? (
            <BudgetComparisonView comparison={comparison.data} lastYear={previous.data} />
          ) : null}
        </Card>
        <Card title={T.all} landmark bodyClassName="">
          <DataTable
            label={T.all}
            columns={columns}
            rows={budgets.data?.data ?? []}
            rowKey={(b) => b.id}
            loading={budgets.isPending}
            emptyText={T.empty}
            {...(canWrite
              ? {
                  onRowClick: (b: BudgetItem) => navigate(`/v3/customers/${customerId}/budgets/${b.id}/edit`),
                }
              : {})}
          />
        </Card>
      </div>
    </PageFrame>
  );
}
