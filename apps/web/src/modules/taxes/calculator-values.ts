import type { TaxCalculateBody } from '@energiek/contracts/taxes';
import { nextDay } from '@energiek/domain/calendar';
import { parseDutchNumber } from '../../components/form/dutch-number.ts';
import { TAXES_TEXTS } from './texts.ts';

// The calculator's inputs as typed (Dutch decimals, an inclusive end day) and the body of POST
// taxes/calculate (numbers, an exclusive `to`). The server validates again and names what it refuses.

export type CalculatorValues = {
  product: '1' | '2';
  /** YYYY-MM-DD or null (the date input gives null while the text is no date). */
  from: string | null;
  /** The last day, inclusive, as the user thinks of a period. */
  through: string | null;
  volume: string;
  priorVolume: string;
  reduction: boolean;
  business: boolean;
  /** Gas of a glasshouse horticulture business (the reduced rate); only sent for gas. */
  glasshouse: boolean;
};

export type CalculatorField = 'product' | 'from' | 'to' | 'volume' | 'priorVolume';

export function defaultCalculatorValues(today: Date): CalculatorValues {
  const year = today.getFullYear() - 1;
  return {
    product: '1',
    from: `${year}-01-01`,
    through: `${year}-12-31`,
    volume: '',
    priorVolume: '',
    reduction: true,
    business: true,
    glasshouse: false,
  };
}

/** The request body, or the Dutch errors per field. */
export function toCalculateBody(
  values: CalculatorValues,
): { body: TaxCalculateBody } | { errors: Partial<Record<CalculatorField, string>> } {
  const errors: Partial<Record<CalculatorField, string>> = {};
  const volume = parseDutchNumber(values.volume);
  const prior = parseDutchNumber(values.priorVolume);
  if (!values.from) errors.from = TAXES_TEXTS.errors.from;
  if (!values.through) errors.to = TAXES_TEXTS.errors.to;
  if (volume === null || Number.isNaN(volume) || volume < 0) errors.volume = TAXES_TEXTS.errors.volume;
  if (prior !== null && (Number.isNaN(prior) || prior < 0))
    errors.priorVolume = TAXES_TEXTS.errors.priorVolume;
  if (Object.keys(errors).length > 0 || !values.from || !values.through || volume === null) return { errors };
  return {
    body: {
      product: values.product === '2' ? 2 : 1,
      from: values.from,
      to: nextDay(values.through),
      volume,
      ...(prior === null ? {} : { priorVolume: prior }),
      reduction: values.product === '1' && values.reduction,
      business: values.business,
      ...(values.product === '2' && values.glasshouse ? { glasshouse: true } : {}),
    },
  };
}
