// A customer's invoices and credit notes of a period, kept apart (issue 31): the portal's cost card shows
// what was invoiced, what was credited and the net, so a large credit note does not silently lower (or turn
// negative) "the cost". Pure; decimal strings in and out, cents.
import Decimal from 'decimal.js';

export type InvoicedRow = { kind: 'invoice' | 'credit-note'; totalInclVat: Decimal.Value };

export type InvoicedAndCredited = {
  invoiceCount: number;
  /** Σ of the invoices, € incl. VAT. */
  invoices: string;
  creditNoteCount: number;
  /** Σ credited, € incl. VAT, as a positive amount (however the credit note's total was signed). */
  credits: string;
  /** invoices − credits. */
  net: string;
};

export function invoicedAndCredited(rows: readonly InvoicedRow[]): InvoicedAndCredited {
  let invoices = new Decimal(0);
  let credits = new Decimal(0);
  let invoiceCount = 0;
  let creditNoteCount = 0;
  for (const row of rows) {
    if (row.kind === 'credit-note') {
      creditNoteCount += 1;
      // Stored positive with the kind as its sign; a credit note typed with a minus credits the same.
      credits = credits.plus(new Decimal(row.totalInclVat).abs());
    } else {
      invoiceCount += 1;
      invoices = invoices.plus(row.totalInclVat);
    }
  }
  const money = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return {
    invoiceCount,
    invoices: money(invoices),
    creditNoteCount,
    credits: money(credits),
    net: money(invoices.minus(credits)),
  };
}
