import type { Random } from './random.ts';
import type { ProfileCategory } from '../schema/connections.ts';

// Capacity classes and profile categories that belong together (DOMAIN.md "Connections").

export type ConnectionTechnics = {
  capacity: string;
  contractedCapacity: number | null;
  profileCategory: ProfileCategory;
};

const SMALL_ELECTRICITY = ['1x25A', '1x35A', '3x25A', '3x35A', '3x40A', '3x50A', '3x63A', '3x80A'] as const;
const SMALL_GAS = ['G4', 'G6', 'G10', 'G16', 'G25'] as const;
const LARGE_LOW_VOLTAGE = ['3x100A', '3x125A', '3x160A', '3x200A', '3x250A'] as const;
const LARGE_GAS = ['G40', 'G65', 'G100', 'G160', 'G250', 'G400'] as const;

/** Small ("kleinverbruik") electricity: ≤ 3x25A is E1x, up to 3x80A E2x. */
export function smallElectricity(random: Random): ConnectionTechnics {
  const capacity = random.pick(SMALL_ELECTRICITY);
  const amps = Number(capacity.slice(2, -1));
  const phases = Number(capacity[0]);
  const profileCategory: ProfileCategory =
    phases === 1 || amps <= 25
      ? random.pick(['E1A', 'E1B', 'E1C'] as const)
      : random.pick(['E2A', 'E2B'] as const);
  return { capacity, contractedCapacity: null, profileCategory };
}

/**
 * Large ("grootverbruik") electricity: a contracted capacity in kW and a profile by operating hours. Above
 * 3x250A the connection is on medium voltage and its capacity is the grid operator's connection class.
 */
export function largeElectricity(random: Random): ConnectionTechnics {
  const mediumVoltage = random.chance(0.5);
  const contractedCapacity = mediumVoltage ? random.int(20, 250) * 10 : random.int(8, 17) * 10;
  const capacity = !mediumVoltage
    ? random.pick(LARGE_LOW_VOLTAGE)
    : contractedCapacity > 1500
      ? 'TS/MS'
      : 'MS-D';
  return {
    capacity,
    contractedCapacity,
    profileCategory: random.pick(['E3A', 'E3B', 'E3C', 'E3D'] as const),
  };
}

/** True for a medium-voltage connection class (such connections hang off a transformer). */
export function isMediumVoltage(capacity: string | null | undefined): boolean {
  return capacity === 'MS-D' || capacity === 'TS/MS';
}

/** Small gas: G4–G25 (≤ 40 m³/h). */
export function smallGas(random: Random): ConnectionTechnics {
  const capacity = random.pick(SMALL_GAS);
  const profileCategory: ProfileCategory = capacity === 'G4' || capacity === 'G6' ? 'G1A' : 'G2A';
  return { capacity, contractedCapacity: null, profileCategory };
}

/** Large gas: a meter above G25 and a contracted m³/h. */
export function largeGas(random: Random): ConnectionTechnics {
  const index = random.int(0, LARGE_GAS.length - 1);
  const capacity = LARGE_GAS[index] ?? 'G40';
  const contractedCapacity = [40, 65, 100, 160, 250, 400][index] ?? 40;
  return {
    capacity,
    contractedCapacity,
    profileCategory: index < 2 ? 'G2C' : random.pick(['GXX', 'GGV'] as const),
  };
}
