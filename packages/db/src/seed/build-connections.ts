import { fakeEan, fakePostcode } from '../fake/identifiers.ts';
import {
  isMediumVoltage,
  largeElectricity,
  largeGas,
  smallElectricity,
  smallGas,
} from '../fake/connection-profiles.ts';
import { CITIES, STREETS, type City } from '../fake/dutch-data.ts';
import type { Random } from '../fake/random.ts';
import { PRODUCT_ELECTRICITY, PRODUCT_GAS, type NewConnection } from '../schema/connections.ts';
import type { CustomerSpec } from './customer-data.ts';

// Demo connections: locations with an electricity and often a gas connection (pure: no database access).

/** Ids of the market parties and trafos, by name (trafos by city). */
export type PartyIds = {
  gridOperators: Map<string, number>;
  measuringCompanies: number[];
  suppliers: number[];
  trafosByCity: Map<string, number>;
};

const ADDITIONS = ['A', 'B', 'bis', '-1'] as const;
const CONNECTION_NOTES = [
  'Meterkast in de kelder; sleutel bij de receptie.',
  'Slimme meter geplaatst in 2023.',
  'Aansluiting wordt gedeeld met de buurunit.',
];

export function buildConnectionRows(
  random: Random,
  spec: CustomerSpec,
  customerId: number,
  entityIds: number[],
  parties: PartyIds,
  usedEans: Set<string>,
): NewConnection[] {
  const rows: NewConnection[] = [];
  const ems = spec.modules.includes('ems');
  const electricitySupplier = random.pick(parties.suppliers);
  const gasSupplier = random.chance(0.6) ? electricitySupplier : random.pick(parties.suppliers);
  const measuringCompany = random.pick(parties.measuringCompanies);
  const home: City = CITIES[spec.city];
  const cities = Object.values(CITIES);

  for (let location = 0; rows.length < spec.connections; location++) {
    const city = location === 0 || random.chance(0.7) ? home : random.pick(cities);
    const large = random.chance(spec.large);
    const otherSupplier = random.chance(0.15);
    const active = random.chance(0.96);
    const shared: Omit<NewConnection, 'ean' | 'product'> = {
      customerId,
      entityId: entityIds[location % entityIds.length] ?? null,
      street: random.pick(STREETS),
      houseNumber: String(random.int(1, 250)),
      houseNumberAddition: random.chance(0.1) ? random.pick(ADDITIONS) : null,
      postcode: fakePostcode(random, city.postcodeFrom, city.postcodeTo),
      city: city.name,
      gridOperatorId: parties.gridOperators.get(city.gridOperator) ?? null,
      measuringCompanyId: large ? measuringCompany : null,
      status: active ? 1 : 0,
      physicalStatus: active ? 'In bedrijf' : 'Uit bedrijf',
      startDate: `${String(random.int(2005, 2024))}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
      endDate: active
        ? null
        : `${String(random.int(2024, 2025))}-${String(random.int(1, 12)).padStart(2, '0')}-01`,
      showInEms: ems && (large || random.chance(0.5)),
      notes: random.chance(0.05) ? random.pick(CONNECTION_NOTES) : null,
    };
    const electricity = large ? largeElectricity(random) : smallElectricity(random);
    rows.push({
      ...shared,
      ean: uniqueEan(random, usedEans),
      product: PRODUCT_ELECTRICITY,
      hasProd: random.chance(spec.production),
      supplierId: otherSupplier ? random.pick(parties.suppliers) : electricitySupplier,
      trafoId: isMediumVoltage(electricity.capacity) ? (parties.trafosByCity.get(city.name) ?? null) : null,
      ...electricity,
    });
    if (rows.length < spec.connections && random.chance(spec.gas)) {
      rows.push({
        ...shared,
        ean: uniqueEan(random, usedEans),
        product: PRODUCT_GAS,
        hasProd: false,
        supplierId: otherSupplier ? random.pick(parties.suppliers) : gasSupplier,
        ...(large ? largeGas(random) : smallGas(random)),
      });
    }
  }
  return rows;
}

/** Seeded EAN codes start with 8716 (factories use 8719), unique within the seed. */
function uniqueEan(random: Random, used: Set<string>): string {
  for (;;) {
    const ean = fakeEan(random, '8716');
    if (!used.has(ean)) {
      used.add(ean);
      return ean;
    }
  }
}
