// The totals check of an energy invoice (issue 28): the lines add up to the total excl. VAT, the VAT per
// rate is the rate of its base, and excl. + VAT = incl. Amounts are exact decimal strings (decimal.js, never
// floats); VAT per rate is rounded to cents once, half up, on the base of that rate (how Dutch invoices and
// EN 16931 compute it). A mismatch is reported, never repaired: the user sees what the invoice says and
// what it should say.
import Decimal from 'decimal.js';

export type InvoiceTotalsLine = {
  /** Quantity × unit price, when both are known (a line without them is an amount only). */
  quantity?: string | null;
  unitPrice?: string | null;
  amount: string;
  /** Percentage: "21" for 21 %. */
  vatRate: string;
};

export type VatRateTotal = { rate: string; base: string; amount: string };

export type InvoiceTotalsInput = {
  lines: readonly InvoiceTotalsLine[];
  /** VAT per rate as printed on the invoice; omitted: computed from the lines. */
  vat?: readonly VatRateTotal[] | null;
  totalExclVat: string;
  totalVat: string;
  totalInclVat: string;
};

/** What does not add up: the field (a path such as `lines.2.amount`), what the invoice says and what it
 *  should say (both in euros, 2 decimals) and, for VAT lines, the rate. */
export type InvoiceTotalsMismatch =
  | { field: string; kind: 'line-amount'; stated: string; expected: string }
  | { field: string; kind: 'vat-base' | 'vat-amount'; rate: string; stated: string; expected: string }
  | { field: string; kind: 'vat-rate-unknown'; rate: string; stated: string; expected: string }
  | { field: 'totalExclVat' | 'totalVat' | 'totalInclVat'; kind: 'total'; stated: string; expected: string };

export type InvoiceTotalsResult = {
  /** VAT per rate computed from the lines (rate ascending). */
  vat: VatRateTotal[];
  totalExclVat: string;
  totalVat: string;
  totalInclVat: string;
  mismatches: InvoiceTotalsMismatch[];
};

/** A line's quantity × unit price may differ from its amount by rounding to cents, no more. */
const LINE_TOLERANCE = new Decimal('0.01');
/** The printed VAT of a rate may differ by a cent from the rate of its base (suppliers that round per line). */
const VAT_TOLERANCE = new Decimal('0.01');

const cents = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const euro = (value: Decimal) => cents(value).toFixed(2);
/** "21.00" and "21" are the same rate. */
export const rateKey = (rate: string) => new Decimal(rate).toString();

/** VAT per rate of the lines: base = the sum of the lines' amounts, VAT = base × rate / 100 rounded once. */
export function vatPerRate(lines: readonly InvoiceTotalsLine[]): VatRateTotal[] {
  const bases = new Map<string, Decimal>();
  for (const line of lines) {
    const key = rateKey(line.vatRate);
    bases.set(key, (bases.get(key) ?? new Decimal(0)).plus(line.amount));
  }
  return [...bases.entries()]
    .sort(([a], [b]) => new Decimal(a).comparedTo(b))
    .map(([rate, base]) => ({ rate, base: euro(base), amount: euro(base.times(rate).dividedBy(100)) }));
}

/** Checks the totals; `mismatches` is empty when the invoice adds up. */
export function checkInvoiceTotals(input: InvoiceTotalsInput): InvoiceTotalsResult {
  const mismatches: InvoiceTotalsMismatch[] = [];
  input.lines.forEach((line, index) => {
    if (line.quantity == null || line.unitPrice == null) return;
    const expected = new Decimal(line.quantity).times(line.unitPrice);
    if (expected.minus(line.amount).abs().greaterThan(LINE_TOLERANCE)) {
      mismatches.push({
        field: `lines.${index}.amount`,
        kind: 'line-amount',
        stated: euro(new Decimal(line.amount)),
        expected: euro(expected),
      });
    }
  });

  const computed = vatPerRate(input.lines);
  const sumLines = input.lines.reduce((sum, line) => sum.plus(line.amount), new Decimal(0));
  let vatTotal = computed.reduce((sum, rate) => sum.plus(rate.amount), new Decimal(0));

  if (input.vat && input.vat.length > 0) {
    const byRate = new Map(computed.map((rate) => [rate.rate, rate]));
    vatTotal = new Decimal(0);
    input.vat.forEach((stated, index) => {
      vatTotal = vatTotal.plus(stated.amount);
      const own = byRate.get(rateKey(stated.rate));
      if (!own) {
        // A rate the invoice prints without a line at that rate: only fine when it is zero.
        if (!new Decimal(stated.base).isZero() || !new Decimal(stated.amount).isZero()) {
          mismatches.push({
            field: `vat.${index}.base`,
            kind: 'vat-rate-unknown',
            rate: rateKey(stated.rate),
            stated: euro(new Decimal(stated.base)),
            expected: '0.00',
          });
        }
        return;
      }
      byRate.delete(own.rate);
      if (!new Decimal(stated.base).equals(own.base)) {
        mismatches.push({
          field: `vat.${index}.base`,
          kind: 'vat-base',
          rate: own.rate,
          stated: euro(new Decimal(stated.base)),
          expected: own.base,
        });
      }
      const expectedVat = cents(new Decimal(stated.base).times(own.rate).dividedBy(100));
      if (expectedVat.minus(stated.amount).abs().greaterThan(VAT_TOLERANCE)) {
        mismatches.push({
          field: `vat.${index}.amount`,
          kind: 'vat-amount',
          rate: own.rate,
          stated: euro(new Decimal(stated.amount)),
          expected: expectedVat.toFixed(2),
        });
      }
    });
    // Rates of the lines the printed breakdown leaves out.
    for (const missing of byRate.values()) {
      mismatches.push({
        field: 'vat',
        kind: 'vat-base',
        rate: missing.rate,
        stated: '0.00',
        expected: missing.base,
      });
    }
  }

  if (!sumLines.equals(input.totalExclVat)) {
    mismatches.push({
      field: 'totalExclVat',
      kind: 'total',
      stated: euro(new Decimal(input.totalExclVat)),
      expected: euro(sumLines),
    });
  }
  if (!vatTotal.equals(input.totalVat)) {
    mismatches.push({
      field: 'totalVat',
      kind: 'total',
      stated: euro(new Decimal(input.totalVat)),
      expected: euro(vatTotal),
    });
  }
  const incl = new Decimal(input.totalExclVat).plus(input.totalVat);
  if (!incl.equals(input.totalInclVat)) {
    mismatches.push({
      field: 'totalInclVat',
      kind: 'total',
      stated: euro(new Decimal(input.totalInclVat)),
      expected: euro(incl),
    });
  }

  return {
    vat: computed,
    totalExclVat: euro(sumLines),
    totalVat: euro(vatTotal),
    totalInclVat: euro(sumLines.plus(vatTotal)),
    mismatches,
  };
}
