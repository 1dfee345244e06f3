import { PRODUCT_ELECTRICITY, PRODUCT_GAS } from '@energiek/db/schema/index';
import { demoMeterOf, profileOfCustomer } from '@energiek/domain/demo-connection';
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

export { profileOfCustomer };

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
    // The meter's behaviour is the demo invoices' too (demo-connection.ts): they bill what it measures.
    ...chosen.map((c) => ({ connectionId: c.id, customerId: c.customerId, ...demoMeterOf(c) })),
    ...gas.map((c) => ({ connectionId: c.id, customerId: c.customerId, ...demoMeterOf(c) })),
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
