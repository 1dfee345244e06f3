import { FORECAST_PLAUSIBLE_FACTOR, type ForecastView } from './portal.ts';

// Whether a year's forecast may be shown to the customer as it is (issue 31: a 2026 forecast of 6,060,233
// kWh against 3,110,401 kWh measured last year was shown as "+576,8 %"). The reference is last year's
// measured volume; without one the budgeted volume; without either the forecast is shown (nothing to hold
// it against).

export function forecastView(input: {
  amount: number;
  volume: number;
  /** Connections the forecast could not price. */
  unknown: number;
  /** Connections it covers; absent where the caller does not know them (the budgets table). */
  connections?: number;
  /** Last year's measured volume of the same connections. */
  lastYearVolume: number;
  /** This year's budgeted volume (null without a budget). */
  budgetVolume?: number | null;
}): ForecastView {
  const { amount, volume, unknown, connections, lastYearVolume, budgetVolume } = input;
  if (connections === 0 || unknown === connections || volume <= 0) return { state: 'unknown' };
  // (connections undefined: only the volume decides whether there is a forecast at all.)
  const basis = lastYearVolume > 0 ? 'last-year' : budgetVolume ? 'budget' : null;
  const reference = basis === 'last-year' ? lastYearVolume : (budgetVolume ?? 0);
  if (basis !== null && reference > 0) {
    const ratio = volume / reference;
    if (ratio > FORECAST_PLAUSIBLE_FACTOR || ratio < 1 / FORECAST_PLAUSIBLE_FACTOR) {
      return { state: 'implausible', volume, basis, reference, ratio: Math.round(ratio * 100) / 100 };
    }
  }
  return { state: 'shown', amount, volume };
}
