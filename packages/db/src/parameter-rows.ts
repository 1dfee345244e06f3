import type { ParameterValues } from '@energiek/contracts/parameters';
import type { NewParameterRow } from './schema/parameters.ts';

// Parameters: a parsed body (one shape per kind) → the row the parameters table stores, with the natural
// key that makes it unique within its kind. Shared by the parameters service, its import and the seed.

type RowFields = Omit<NewParameterRow, 'id' | 'createdAt' | 'updatedAt'>;

/** What identifies a parameter within its kind (two rows with the same key are one parameter). */
export function parameterNaturalKey(body: ParameterValues): string {
  switch (body.kind) {
    case 'energy-tax':
    case 'ode':
      return `${body.kind}|${body.product}|${body.year}`;
    case 'tax-reduction':
      return `${body.kind}|${body.year}`;
    case 'vat':
      return `${body.kind}|${body.validFrom}`;
    case 'grid-tariff':
      return `${body.kind}|${body.gridOperatorId}|${body.year}|${body.product}|${body.connectionClass.toUpperCase()}`;
    case 'metering-tariff':
      // The year right after the kind, so a year copy's `|<year>` replacement never hits the company's id.
      return `${body.kind}|${body.year}|${body.measuringCompanyId}|${body.product}`;
    case 'forward-price':
      return `${body.kind}|${body.product}|${body.period}|${body.load}|${body.quoteDate}`;
  }
}

function forwardYear(period: string): number {
  // Canonical codes end in the two-digit year ('Cal-27', 'Q1-27', 'Jan-27').
  return 2000 + Number(period.slice(-2));
}

/** The row of a parsed body. */
export function parameterRowOf(body: ParameterValues): RowFields {
  const base = {
    kind: body.kind,
    naturalKey: parameterNaturalKey(body),
    verified: body.verified,
    source: body.source,
    note: body.note,
  };
  const none = { product: null, gridOperatorId: null, validFrom: null, validTo: null };
  switch (body.kind) {
    case 'energy-tax':
    case 'ode':
      return {
        ...base,
        ...none,
        year: body.year,
        product: body.product,
        values: {
          brackets: body.brackets.map((b) => ({
            from: b.from,
            to: b.to,
            rate: b.rate,
            rateNonBusiness: b.rateNonBusiness,
          })),
        },
      };
    case 'tax-reduction':
      return { ...base, ...none, year: body.year, product: 1, values: { amount: body.amount } };
    case 'vat':
      return {
        ...base,
        ...none,
        year: Number(body.validFrom.slice(0, 4)),
        validFrom: body.validFrom,
        validTo: body.validTo,
        values: { rate: body.rate },
      };
    case 'grid-tariff': {
      const { kind: _k, verified: _v, source: _s, note: _n, gridOperatorId, year, product, ...fees } = body;
      return { ...base, ...none, year, product, gridOperatorId, values: fees };
    }
    case 'metering-tariff':
      // The metering company sits in `values` (no column of its own; the service checks that it exists).
      return {
        ...base,
        ...none,
        year: body.year,
        product: body.product,
        values: { measuringCompanyId: body.measuringCompanyId, meteringFee: body.meteringFee },
      };
    case 'forward-price':
      return {
        ...base,
        ...none,
        year: forwardYear(body.period),
        product: body.product,
        validFrom: body.quoteDate,
        values: { period: body.period, load: body.load, price: body.price },
      };
  }
}
