import { locationKeyOf } from '@energiek/contracts/energy-saving';
import type { Random } from '../fake/random.ts';
import type { NewEnergySavingMeasure } from '../schema/energy-saving.ts';
import type { NewConnectionTaxSetting } from '../schema/taxes.ts';

// Demo data of the taxes overview, the money finder and the energy-saving obligation (pure: no database
// access). Expected annual volumes are plausible for the connection's size; on customers with the
// taxrequest module the first two electricity connections form an explicit demo complex, so the money
// finder has something to find; customers with the energysaving module get recognised measures on their
// first locations. All of it is demo data.

export type SeedConnection = {
  id: number;
  customerId: number;
  product: number;
  contractedCapacity: number | null;
  street: string | null;
  postcode: string | null;
  houseNumber: string | null;
  houseNumberAddition: string | null;
};

export const DEMO_COMPLEX_NAME = 'Hoofdvestiging (demo)';

function expectedVolume(random: Random, c: SeedConnection): number {
  const large = c.contractedCapacity !== null;
  if (c.product === 2) return large ? random.int(30, 220) * 1000 : random.int(3, 24) * 1000;
  return large ? random.int(12, 95) * 10_000 : random.int(8, 45) * 1000;
}

export function buildTaxSettings(
  random: Random,
  connections: readonly SeedConnection[],
  complexCustomers: ReadonlySet<number>,
): NewConnectionTaxSetting[] {
  const complexCount = new Map<number, number>();
  return connections.map((c) => {
    let complexName: string | null = null;
    let place = -1;
    if (c.product === 1 && complexCustomers.has(c.customerId)) {
      place = complexCount.get(c.customerId) ?? 0;
      if (place < 2) complexName = DEMO_COMPLEX_NAME;
      complexCount.set(c.customerId, place + 1);
    }
    const volume = expectedVolume(random, c);
    const storage = random.chance(0.1);
    return {
      connectionId: c.id,
      customerId: c.customerId,
      expectedAnnualVolume: String(volume),
      // Some connections serve a garage or a storage room: no reduction. In the demo complex the second
      // connection is the warehouse, so the complex keeps the one reduction it has and gains.
      verblijfsfunctie: complexName === null ? !storage : place === 0,
      complexName,
    };
  });
}

const MEASURES = [
  { category: 'verlichting', measure: 'Ledverlichting in alle ruimtes', status: 'done', year: 2023 },
  { category: 'regeling', measure: 'Aanwezigheidsdetectie op verlichting', status: 'planned', year: 2027 },
  { category: 'gebouwschil', measure: 'Spouwmuurisolatie', status: 'done', year: 2022 },
  { category: 'verwarming', measure: 'Waterzijdig inregelen cv-installatie', status: 'planned', year: 2026 },
  {
    category: 'koel-vries',
    measure: 'Deuren op koelmeubelen',
    status: 'not-applicable',
    reason: 'Geen open koelmeubelen op deze locatie.',
  },
  { category: 'opwek', measure: 'Zonnepanelen op het dak', status: 'done', year: 2024 },
] as const;

export function buildSavingMeasures(
  connections: readonly SeedConnection[],
  savingCustomers: ReadonlySet<number>,
): NewEnergySavingMeasure[] {
  const rows: NewEnergySavingMeasure[] = [];
  for (const customerId of savingCustomers) {
    const keys = [
      ...new Set(
        connections
          .filter((c) => c.customerId === customerId)
          .map((c) => locationKeyOf(c))
          .filter((k): k is string => k !== null),
      ),
    ].slice(0, 2);
    keys.forEach((locationKey, i) => {
      for (const m of MEASURES.slice(i * 2, i * 2 + 4)) {
        rows.push({
          customerId,
          locationKey,
          category: m.category,
          measure: m.measure,
          status: m.status,
          reason: 'reason' in m ? m.reason : '',
          year: 'year' in m ? m.year : null,
        });
      }
    });
  }
  return rows;
}
