import { FORECAST_PLAUSIBLE_FACTOR, type ForecastView } from '@energiek/contracts/portal';

// Whether a year's forecast may be shown to the customer as it is (issue 31: a 2026 forecast of 6,060,233
// kWh against 3,110,401 kWh measured last year was shown as "+576,8 %"). The reference is last year's
// measured volume; without one the forecast is shown (nothing to hold it against).

export function forecastView(input: {
  amount: number;
  volume: number;
  /** Connections the forecast could not price. */
  unknown: number;
  connections: number;
  /** Last year's measured volume of the same connections. */
  lastYearVolume: number;
}): ForecastView {
  const { amount, volume, unknown, connections, lastYearVolume } = input;
  if (connections === 0 || unknown === connections || volume <= 0) return { state: 'unknown' };
  if (lastYearVolume > 0) {
    const ratio = volume / lastYearVolume;
    if (ratio > FORECAST_PLAUSIBLE_FACTOR || ratio < 1 / FORECAST_PLAUSIBLE_FACTOR) {
      return {
        state: 'implausible',
        volume,
        reference: lastYearVolume,
        ratio: Math.round(ratio * 100) / 100,
      };
    }
  }
  return { state: 'shown', amount, volume };
}
