import {
  demoElectricityDay,
  demoGasDay,
  demoIntervalStarts,
  demoRegisterReadings,
  demoSeed,
  type DemoProfile,
} from './demo-profiles.ts';
import { addLocalDays } from './local-time.ts';
import { isLowTariff, type LowTariffWindow } from './low-tariff-window.ts';

// DEMO DATA. How a demo connection's meter behaves, shared by the EMS demo-data job (which writes the
// interval data) and the demo invoices of the seed (which bill the same volumes), so an invoice audit of
// the demo finds only the planted errors: the profile by the customer's name, the seed by the EAN, the
// peak by the contracted capacity, solar panels where the connection produces.

/** The kind of business a customer's name suggests (the demo customers have telling names). */
export function profileOfCustomer(name: string): DemoProfile {
  if (/bakkerij/i.test(name)) return 'bakery';
  if (/kweker|tuinbouw|bloemen|glas/i.test(name)) return 'greenhouse';
  if (/koel|vries|supermarkt/i.test(name)) return 'coldStore';
  return 'office';
}

export type DemoMeter = {
  kind: 'electricity' | 'gas';
  profile: DemoProfile;
  seed: number;
  /** kW (electricity) or m³/h (gas): the typical highest load. */
  peak: number;
  /** Solar panels in kWp (electricity with production only; 0 none). */
  pvKwp: number;
};

/** The demo interval meter of a large connection (electricity or gas with a contracted capacity). */
export function demoMeterOf(c: {
  ean: string;
  product: number;
  contractedCapacity: number | null;
  hasProd: boolean;
  customerName: string;
}): DemoMeter {
  const profile = profileOfCustomer(c.customerName);
  const seed = demoSeed(c.ean);
  if (c.product === 2) {
    return { kind: 'gas', profile, seed, peak: Math.round((c.contractedCapacity ?? 40) * 0.6), pvKwp: 0 };
  }
  const contracted = c.contractedCapacity ?? 100;
  const peak = Math.round(contracted * (0.65 + 0.2 * ((seed % 1000) / 1000)));
  const pvShare = profile === 'greenhouse' ? 0.5 : 0.35;
  return {
    kind: 'electricity',
    profile,
    seed,
    peak,
    pvKwp: c.hasProd ? Math.round(contracted * pvShare) : 0,
  };
}

/**
 * A month's use (YYYY-MM) of a demo interval meter as the interval data sums it: kWh taken (consumption
 * channel, its low part by the low-tariff window) or m³; 3 decimals per interval, summed. Electricity also
 * gives the month's kW max: its highest quarter-hour × 4, as the audit reads it from the rollups.
 */
export function demoMonthUse(
  meter: DemoMeter,
  month: string,
  window: LowTariffWindow,
): { total: number; low: number; peakKw?: number } {
  let total = 0;
  let low = 0;
  let highest = 0;
  for (let day = `${month}-01`; day.startsWith(month); day = addLocalDays(day, 1)) {
    if (meter.kind === 'gas') {
      total += demoGasDay({ seed: meter.seed, profile: meter.profile, peakM3h: meter.peak }, day).reduce(
        (a, v) => a + v,
        0,
      );
      continue;
    }
    const values = demoElectricityDay(
      { seed: meter.seed, profile: meter.profile, peakKw: meter.peak, pvKwp: meter.pvKwp },
      day,
    ).consumption;
    const starts = demoIntervalStarts(day, 15);
    values.forEach((v, i) => {
      total += v;
      if (v > highest) highest = v;
      if (isLowTariff(window, starts[i]!)) low += v;
    });
  }
  // Quarter values have 3 decimals: × 4 in thousandths keeps the kW exact.
  return meter.kind === 'gas'
    ? { total, low }
    : { total, low, peakKw: (Math.round(highest * 1000) * 4) / 1000 };
}

/** A month's use of a small demo connection by its monthly register readings (electricity 45 % low). */
export function demoRegisterMonthUse(
  c: { seed: number; product: 'electricity' | 'gas' },
  month: string,
): { total: number; low: number } {
  const previous = addLocalDays(`${month}-01`, -1).slice(0, 7);
  const next = addLocalDays(`${month}-01`, 31).slice(0, 7);
  const [before, after] = demoRegisterReadings(c, previous, next);
  if (!before || !after) return { total: 0, low: 0 };
  const normal = Number(after.normal) - Number(before.normal);
  const low = after.low !== null && before.low !== null ? Number(after.low) - Number(before.low) : 0;
  return { total: normal + low, low };
}
