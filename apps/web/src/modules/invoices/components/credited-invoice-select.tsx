import type { SelectHTMLAttributes } from 'react';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import { Select } from '../../../components/ui/select.tsx';
import { useCreditableInvoices } from '../api/invoices.ts';
import { INVOICES_TEXTS } from '../texts.ts';

const T = INVOICES_TEXTS.form;

/**
 * A credit note's credited invoice: one of the customer's invoices of the same issuer (newest first),
 * by number, date and amount. Without an issuer chosen it says to choose one first.
 */
export function CreditedInvoiceSelect({
  customerId,
  invoiceId,
  issuerKind,
  issuerId,
  error,
  ...rest
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & {
  customerId: number;
  invoiceId: number | undefined;
  issuerKind: string;
  issuerId: string;
  error: string | undefined;
}) {
  const invoices = useCreditableInvoices(customerId, { issuerKind, issuerId });
  const options = (invoices.data ?? [])
    .filter((invoice) => invoice.id !== invoiceId)
    .map((invoice) => ({
      value: String(invoice.id),
      label: `${invoice.number} · ${formatDate(invoice.invoiceDate)} · ${formatCurrency(invoice.totalInclVat)}`,
    }));
  return (
    <Select
      label={T.creditsInvoiceId}
      placeholder={issuerId ? T.creditsPlaceholder : T.creditsChooseIssuer}
      options={options}
      error={error}
      {...rest}
    />
  );
}
