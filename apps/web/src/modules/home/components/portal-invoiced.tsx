import { formatCurrency, formatDate } from '@energiek/contracts/format';
import type { PortalSummary } from '@energiek/contracts/portal';
import { PORTAL_SUMMARY_TEXTS } from '../portal-texts.ts';
import { MoreLink, Row } from './portal-parts.tsx';

const T = PORTAL_SUMMARY_TEXTS;

/** This year's invoices and credit notes apart, and the net (issue 31). */
export function Invoiced({ invoiced }: { invoiced: NonNullable<PortalSummary['invoices']> }) {
  return (
    <div data-testid="portal-invoiced">
      <dl className="space-y-1 text-sm">
        <Row label={T.invoiced(invoiced.invoiceCount)} value={formatCurrency(Number(invoiced.invoices))} />
        <Row
          label={T.creditNotes(invoiced.creditNoteCount)}
          value={formatCurrency(-Number(invoiced.credits))}
        />
        <Row
          label={T.net}
          value={formatCurrency(Number(invoiced.net))}
          className="border-t border-slate-200 pt-1"
        />
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        {T.invoicesPeriod(formatDate(invoiced.from), formatDate(invoiced.to))}
      </p>
    </div>
  );
}

/** The invoices block under the energy and cost figures. */
export function InvoicedSection({ summary, customerId }: { summary: PortalSummary; customerId: number }) {
  if (!summary.invoices) return null;
  return (
    <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="portal-invoiced-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="portal-invoiced-title" className="text-sm font-semibold text-slate-700">
          {T.invoicesTitle(summary.year)}
        </h3>
        <MoreLink to={`/v3/customers/${customerId}/invoices`}>{T.openInvoices}</MoreLink>
      </div>
      <div className="mt-2 sm:max-w-md">
        <Invoiced invoiced={summary.invoices} />
      </div>
    </section>
  );
}
