import type { SignalRule } from './signal-rules.ts';

// The units of a signal's measured value and limit (issue 30), per rule: what the rules in
// signal-rules*.ts put in `measured` and `limit`. The two differ for one rule: a missing invoice counts
// the months without an invoice against the grace in days after a month's end.

export const SIGNAL_UNITS = [
  'kW',
  'kWh',
  'kWh per dag',
  'm³',
  'kVArh',
  '€',
  'dagen',
  'maanden',
  'intervallen',
] as const;
export type SignalUnit = (typeof SIGNAL_UNITS)[number];

export type SignalUnits = { measured: SignalUnit; limit: SignalUnit };

const same = (unit: SignalUnit): SignalUnits => ({ measured: unit, limit: unit });

/** The units of a rule's measured value and limit; `gas` for a signal on a gas connection (m³). */
export function signalUnits(rule: SignalRule, gas: boolean): SignalUnits {
  switch (rule) {
    case 'missing-data':
      return same('intervallen');
    case 'peak-over-capacity':
    case 'base-load':
      return same('kW');
    case 'reactive-power':
      return same('kVArh');
    case 'authorisation-expiring':
    case 'notice-deadline':
    case 'tax-refund-deadline':
    case 'energy-saving-report':
      return same('dagen');
    case 'usage-anomaly':
    case 'off-hours-use':
      return same(gas ? 'm³' : 'kWh');
    case 'solar-production-drop':
      return same('kWh per dag');
    case 'invoice-deviation':
      return same('€');
    case 'missing-invoice':
      return { measured: 'maanden', limit: 'dagen' };
  }
}
