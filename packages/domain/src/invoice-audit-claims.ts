// Claims of the invoice audit (issue 29): what the consultant claims back from an issuer and what a credit
// note recovers. Pure: amounts are decimal strings in euros, rounded to cents once at the end.
import Decimal from 'decimal.js';

export type ClaimFinding = { rule: string; amount: string; message: string; connectionId: number | null };

/** The findings a claim lists: only money paid too much (positive), largest first, and their sum. */
export function claimLines(findings: readonly ClaimFinding[]): { lines: ClaimFinding[]; total: string } {
  const lines = findings
    .filter((f) => new Decimal(f.amount).gt(0))
    .sort((a, b) => new Decimal(b.amount).comparedTo(a.amount));
  const total = lines.reduce((sum, f) => sum.plus(f.amount), new Decimal(0));
  return { lines, total: total.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2) };
}

/** € a credit note recovers (excl. VAT): its total, whether printed negative or positive. */
export function recoveredBy(creditNote: { totalExclVat: string }): string {
  return new Decimal(creditNote.totalExclVat).abs().toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

/** Σ recovered over claims, to the cent. */
export function totalRecovered(amounts: readonly string[]): string {
  return amounts
    .reduce((sum, a) => sum.plus(a), new Decimal(0))
    .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
    .toFixed(2);
}
