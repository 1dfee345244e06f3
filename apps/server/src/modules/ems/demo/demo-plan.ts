import { PRODUCT_ELECTRICITY, PRODUCT_GAS } from '@energiek/db/schema/index';
import { demoSeed, type DemoProfile } from '@energiek/domain/demo-profiles';
import type { DemoCandidate } from './demo-data.repository.ts';

// Which demo connections get interval data and how they behave (no database access): about 40 large
// electricity connections spread over the EMS customers, the large gas connections at the same
// addresses, and every other EMS connection gets monthly meter readings.

export const DEMO_LARGE_CONNECTIONS = 40;

export type DemoIntervalConnection = {
  connectionId: number;
  customerId: number;
  kind: 'electricity' | 'gas';
  profile: DemoProfile;
  seed: number;
  /** kW (electricity) or m³/h (gas): the typical highest load. */
  peak: number;
  /** Solar panels in kWp (electricity with production only; 0 none). */
  pvKwp: number;
};

export type DemoPlan = {
  intervals: DemoIntervalConnection[];
  registers: { connectionId: number; customerId: number; seed: number; product: 'electricity' | 'gas' }[];
};

/** The kind of business a customer's name suggests (the demo customers have telling names). */
export function profileOfCustomer(name: string): DemoProfile {
  if (/bakkerij/i.test(name)) return 'bakery';
  if (/kweker|tuinbouw|bloemen|glas/i.test(name)) return 'greenhouse';
  if (/koel|vries|supermarkt/i.test(name)) return 'coldStore';
  return 'office';
}

const location = (c: DemoCandidate) => `${c.customerId}|${c.postcode ?? ''}|${c.houseNumber ?? ''}`;

export function planDemoData(candidates: readonly DemoCandidate[], limit = DEMO_LARGE_CONNECTIONS): DemoPlan {
  const large = candidates.filter((c) => c.product === PRODUCT_ELECTRICITY && c.contractedCapacity !== null);
  // Round robin over the customers, so every EMS customer with a large connection gets some.
  const byCustomer = new Map<number, DemoCandidate[]>();
  for (const c of large) byCustomer.set(c.customerId, [...(byCustomer.get(c.customerId) ?? []), c]);
  const chosen: DemoCandidate[] = [];
  for (let round = 0; chosen.length < limit; round++) {
    let any = false;
    for (const list of byCustomer.values()) {
      const next = list[round];
      if (!next || chosen.length >= limit) continue;
      chosen.push(next);
      any = true;
    }
    if (!any) break;
  }
  const chosenIds = new Set(chosen.map((c) => c.id));
  const locations = new Set(chosen.map(location));
  const gas = candidates.filter(
    (c) => c.product === PRODUCT_GAS && c.contractedCapacity !== null && locations.has(location(c)),
  );
  const intervals: DemoIntervalConnection[] = [
    ...chosen.map((c) => {
      const profile = profileOfCustomer(c.customerName);
      const seed = demoSeed(c.ean);
      const contracted = c.contractedCapacity ?? 100;
      const peak = Math.round(contracted * (0.65 + 0.2 * ((seed % 1000) / 1000)));
      const pvShare = profile === 'greenhouse' ? 0.5 : 0.35;
      return {
        connectionId: c.id,
        customerId: c.customerId,
        kind: 'electricity' as const,
        profile,
        seed,
        peak,
        pvKwp: c.hasProd ? Math.round(contracted * pvShare) : 0,
      };
    }),
    ...gas.map((c) => ({
      connectionId: c.id,
      customerId: c.customerId,
      kind: 'gas' as const,
      profile: profileOfCustomer(c.customerName),
      seed: demoSeed(c.ean),
      peak: Math.round((c.contractedCapacity ?? 40) * 0.6),
      pvKwp: 0,
    })),
  ];
  const gasIds = new Set(gas.map((c) => c.id));
  const registers = candidates
    .filter((c) => c.contractedCapacity === null && !chosenIds.has(c.id) && !gasIds.has(c.id))
    .map((c) => ({
      connectionId: c.id,
      customerId: c.customerId,
      seed: demoSeed(c.ean),
      product: c.product === PRODUCT_GAS ? ('gas' as const) : ('electricity' as const),
    }));
  return { intervals, registers };
}
