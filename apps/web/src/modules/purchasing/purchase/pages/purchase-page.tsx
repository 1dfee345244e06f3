import { z } from 'zod';
import { formatCurrency, formatNumber } from '@energiek/contracts/format';
import { PRODUCT_NAMES } from '@energiek/contracts/connections';
import type { PurchaseOverview } from '@energiek/contracts/purchase';
import { PageFrame, PageHeader } from '../../../../components/page-header.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { DataTable, type DataTableColumn } from '../../../../components/ui/data-table.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useRouteCustomer } from '../../../../lib/customer-name.ts';
import { usePageTitle } from '../../../../lib/document-title.ts';
import { useListState } from '../../../../lib/use-list-state.ts';
import { usePurchaseOverview } from '../api/purchase.ts';
import { AgreementTimeline } from '../components/agreement-timeline.tsx';
import { ClickBookCard, type ClickAgreement } from '../components/click-book.tsx';
import { PURCHASE_TEXTS } from '../texts.ts';

const T = PURCHASE_TEXTS.purchase;
const thisYear = new Date().getFullYear();
const state = z.object({ year: z.coerce.number().int().min(2000).max(2100).catch(thisYear) });

type Position = PurchaseOverview['clickPositions'][number];
type Bought = PurchaseOverview['bought'][number];
const pct = (value: number | null) => (value === null ? '–' : `${formatNumber(value, 1)}%`);
const euro = (value: number | null) => (value === null ? '–' : formatCurrency(value));
/** € per MWh, 2 decimals; '–' alone when there is no price (no clicks yet). */
const perMwh = (value: number | null) => (value === null ? '–' : `${euro(value)}/MWh`);

// A phone shows what, clicked and price (the year beneath what), and the year with its product beneath
// (issue 32: both tables scrolled sideways at 390 px).
const positionColumns: DataTableColumn<Position>[] = [
  {
    key: 'label',
    header: T.columns.label,
    cell: (p) => (
      <>
        {p.label}
        <span className="block text-xs text-slate-500 tabular-nums sm:hidden">{p.year}</span>
      </>
    ),
  },
  { key: 'product', header: T.columns.product, phone: false, cell: (p) => PRODUCT_NAMES[p.product] },
  { key: 'year', header: T.columns.year, phone: false, cell: (p) => p.year },
  { key: 'clicked', header: T.columns.clicked, align: 'right', cell: (p) => pct(p.clickedPct) },
  { key: 'open', header: T.columns.open, align: 'right', phone: false, cell: (p) => pct(p.openPct) },
  {
    key: 'price',
    header: T.columns.price,
    align: 'right',
    // on one line on a phone ("€" alone above the figure otherwise)
    cell: (p) => <span className="max-sm:whitespace-nowrap">{perMwh(p.weightedPriceMwh)}</span>,
  },
  { key: 'markup', header: T.columns.markup, align: 'right', phone: false, cell: (p) => perMwh(p.markupMwh) },
  { key: 'clicks', header: T.columns.clicks, align: 'right', phone: false, cell: (p) => p.clicks },
];

const boughtColumns: DataTableColumn<Bought>[] = [
  {
    key: 'year',
    header: T.columns.year,
    cell: (b) => (
      <>
        {b.year}
        <span className="block text-xs text-slate-500 sm:hidden">{PRODUCT_NAMES[b.product]}</span>
      </>
    ),
  },
  { key: 'product', header: T.columns.product, phone: false, cell: (b) => PRODUCT_NAMES[b.product] },
  {
    key: 'connections',
    header: T.columns.connections,
    align: 'right',
    phone: false,
    cell: (b) => b.connections,
  },
  { key: 'covered', header: T.columns.covered, align: 'right', cell: (b) => pct(b.coveredPct) },
  { key: 'fixed', header: T.columns.fixed, align: 'right', cell: (b) => pct(b.fixedPct) },
];

/** The customer's own click agreements (not a collective's), once each. */
function clickAgreements(data: PurchaseOverview): ClickAgreement[] {
  const found = new Map<number, ClickAgreement>();
  for (const connection of data.connections) {
    for (const a of connection.agreements) {
      if (a.priceType !== 'click' || a.collectiveName !== null || found.has(a.agreementId)) continue;
      const name = [a.reference, a.supplierName, PRODUCT_NAMES[connection.product]]
        .filter(Boolean)
        .join(' · ');
      found.set(a.agreementId, { agreementId: a.agreementId, label: name });
    }
  }
  return [...found.values()];
}

/** customers/:customerId/purchase — agreements on a timeline, click positions, what is bought. */
export function PurchasePage() {
  const { customerId, customerName } = useRouteCustomer();
  usePageTitle(T.pageTitle);
  const { state: list, set } = useListState(state);
  const overview = usePurchaseOverview(customerId, list.year);
  const data = overview.data;
  return (
    <PageFrame wide>
      <PageHeader
        title={T.title}
        customerName={customerName}
        intro={T.intro}
        action={
          <div className="flex items-center gap-2">
            <Button variant="border" icon="chevron-left" onClick={() => set({ year: list.year - 1 })}>
              {T.previous}
            </Button>
            <span className="tabular-nums font-medium" aria-live="polite">
              {T.deliveryYears(list.year, list.year + 2)}
            </span>
            <Button variant="border" icon="chevron-right" onClick={() => set({ year: list.year + 1 })}>
              {T.next}
            </Button>
          </div>
        }
      />
      {overview.isError ? <Alert tone="error" title={T.loadFailed} /> : null}
      {overview.isPending ? <Spinner className="size-6 text-brand-600" /> : null}
      {data ? (
        <div className="space-y-6">
          <Card title={T.timeline} landmark>
            <p className="mb-3 text-sm text-slate-600" data-testid="timeline-years">
              {T.timelineYears(data.window.from.slice(0, 4), data.window.to.slice(0, 4))}
            </p>
            <AgreementTimeline data={data} />
          </Card>
          <Card title={T.clicks} landmark bodyClassName="">
            <DataTable
              label={T.clicks}
              columns={positionColumns}
              rows={data.clickPositions}
              rowKey={(p) => `${p.agreementId ?? ''}-${p.collectiveId ?? ''}-${p.year}`}
              emptyText={T.noClicks}
            />
          </Card>
          <ClickBookCard customerId={customerId} agreements={clickAgreements(data)} />
          <Card title={T.bought} landmark bodyClassName="">
            <p className="px-5 pt-4 text-sm text-slate-600">{T.boughtIntro}</p>
            <DataTable
              label={T.bought}
              columns={boughtColumns}
              rows={data.bought}
              rowKey={(b) => `${b.year}-${b.product}`}
              emptyText={T.noConnections}
            />
          </Card>
        </div>
      ) : null}
    </PageFrame>
  );
}
