import { expect } from 'vitest';
import {
  checkInvoiceTotals,
  type InvoiceTotalsInput,
  type InvoiceTotalsLine,
} from '@energiek/domain/invoice-totals';

/**
 * Expects an invoice (a stored row or a built one) to add up: its lines' amounts are quantity × price, they
 * total the stated excl. VAT, the VAT per rate is right and incl. = excl. + VAT. Fails naming the invoice.
 */
export function expectInvoiceAddsUp(
  invoice: Omit<InvoiceTotalsInput, 'lines'> & { number: string },
  lines: readonly InvoiceTotalsLine[],
) {
  const check = checkInvoiceTotals({
    lines: lines.map(({ quantity, unitPrice, amount, vatRate }) => ({
      quantity,
      unitPrice,
      amount,
      vatRate,
    })),
    vat: invoice.vat,
    totalExclVat: invoice.totalExclVat,
    totalVat: invoice.totalVat,
    totalInclVat: invoice.totalInclVat,
  });
  expect(check.mismatches, invoice.number).toEqual([]);
}
