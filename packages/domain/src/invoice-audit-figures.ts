// What the invoice overviews show of the invoice audit (issue 28): per set of invoices the number that deviate
// and the € recovered by credit notes on their claims (excl. VAT). Amounts are cents already; the sum is
// rounded once, half up. Pure; decimal strings in and out.
import Decimal from 'decimal.js';

export type AuditOutcome = { invoiceId: number; deviation: boolean; recovered: Decimal.Value };
export type AuditFigures = { deviationCount: number; recovered: string };

/** The figures of the outcomes whose invoice is one of `invoiceIds` (all outcomes when it is null). */
export function auditFiguresOf(
  outcomes: readonly AuditOutcome[],
  invoiceIds: ReadonlySet<number> | null = null,
): AuditFigures {
  let deviationCount = 0;
  let recovered = new Decimal(0);
  for (const outcome of outcomes) {
    if (invoiceIds && !invoiceIds.has(outcome.invoiceId)) continue;
    if (outcome.deviation) deviationCount += 1;
    recovered = recovered.plus(outcome.recovered);
  }
  return { deviationCount, recovered: recovered.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) };
}
