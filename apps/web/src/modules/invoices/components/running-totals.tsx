import { formatCurrency } from '@energiek/contracts/format';
import { useWatch, type Control } from 'react-hook-form';
import { DECIMAL_PATTERN } from '@energiek/contracts/invoices';
import { checkInvoiceTotals } from '@energiek/domain/invoice-totals';
import { Button } from '../../../components/ui/button.tsx';
import type { InvoiceBodyOutput } from '@energiek/contracts/invoices';
import { decimalText, dutchDecimal, type InvoiceFormValues } from '../form-values.ts';
import { INVOICES_TEXTS } from '../texts.ts';

const T = INVOICES_TEXTS.form;

export type ComputedTotals = { totalExclVat: string; totalVat: string; totalInclVat: string };

/** The lines' totals per VAT rate as they are typed (the same rule the server checks with). */
export function RunningTotals({
  control,
  onUse,
  locked,
}: {
  control: Control<InvoiceFormValues, unknown, InvoiceBodyOutput>;
  onUse: (totals: ComputedTotals) => void;
  locked: boolean;
}) {
  const lines = useWatch({ control, name: 'lines' });
  const usable = lines.flatMap((line) => {
    const amount = decimalText(line.amount);
    const vatRate = decimalText(line.vatRate);
    return amount && vatRate && DECIMAL_PATTERN.test(amount) && DECIMAL_PATTERN.test(vatRate)
      ? [{ amount, vatRate }]
      : [];
  });
  // Only the computed side is used here; what the invoice states is checked on save.
  const { vat: rates, ...totals } = checkInvoiceTotals({
    lines: usable,
    totalExclVat: '0',
    totalVat: '0',
    totalInclVat: '0',
  });
  return (
    <div aria-live="polite" className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="mb-2 font-semibold text-slate-700">{T.computed}</p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 tabular-nums" data-testid="running-totals">
        {rates.map((rate) => (
          <div key={rate.rate} className="contents">
            <dt className="text-slate-600">
              {T.vatAt(rate.rate)} <span className="text-xs">{T.baseOf(formatCurrency(rate.base))}</span>
            </dt>
            <dd className="text-right">{formatCurrency(rate.amount)}</dd>
          </div>
        ))}
        <dt className="text-slate-600">{T.totalExclVat}</dt>
        <dd className="text-right">{formatCurrency(totals.totalExclVat)}</dd>
        <dt className="text-slate-600">{T.totalVat}</dt>
        <dd className="text-right">{formatCurrency(totals.totalVat)}</dd>
        <dt className="font-semibold text-slate-800">{T.totalInclVat}</dt>
        <dd className="text-right font-semibold">{formatCurrency(totals.totalInclVat)}</dd>
      </dl>
      {locked ? null : (
        <div className="mt-2">
          <Button
            variant="border"
            onClick={() =>
              onUse({
                totalExclVat: dutchDecimal(totals.totalExclVat),
                totalVat: dutchDecimal(totals.totalVat),
                totalInclVat: dutchDecimal(totals.totalInclVat),
              })
            }
          >
            {T.useComputed}
          </Button>
        </div>
      )}
    </div>
  );
}
