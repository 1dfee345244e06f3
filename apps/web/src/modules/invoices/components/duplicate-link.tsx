import { Link } from 'react-router';
import { useInvoiceWithNumber } from '../api/invoices.ts';
import { INVOICES_TEXTS } from '../texts.ts';

/**
 * Under the number field when the server refused the same issuer + number: a link to the invoice that
 * already has it (the 422 names it in words; this finds it by issuer and number).
 */
export function DuplicateLink({
  customerId,
  invoiceId,
  issuerKind,
  issuerId,
  number,
  error,
}: {
  customerId: number;
  invoiceId: number | undefined;
  issuerKind: string;
  issuerId: string;
  number: string;
  error: string | undefined;
}) {
  const duplicate = Boolean(error?.includes('bestaat al'));
  const other = useInvoiceWithNumber(customerId, { issuerKind, issuerId, number: number.trim() }, duplicate);
  const found = other.data;
  if (!duplicate || !found || found.id === invoiceId) return null;
  return (
    <Link
      className="text-sm text-brand-700 underline sm:col-span-2 lg:col-span-1"
      to={`/v3/customers/${customerId}/invoices/${found.id}/show`}
    >
      {INVOICES_TEXTS.form.openDuplicate(found.number)}
    </Link>
  );
}
