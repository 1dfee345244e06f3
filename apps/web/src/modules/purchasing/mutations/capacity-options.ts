import { CAPACITY_CLASSES, CONTRACTED_CAPACITY_UNITS } from '@energiek/contracts/connections';
import { MUTATION_MESSAGES } from '@energiek/contracts/mutations';
import type { SelectOption } from '../../../components/ui/select.tsx';
import { MUTATIONS_TEXTS } from './texts.ts';

const T = MUTATIONS_TEXTS.form;

export type CapacityChoices = {
  /** The classes of the connections' product; empty until one product is known. */
  options: SelectOption[];
  hint: string;
  /** The label of the contracted capacity, with the product's unit (kW or m³/h). */
  contractedLabel: string;
};

/**
 * The capacity classes a capacity change may pick (issue 32: an electricity connection was offered gas
 * sizes G4…G1000): those of the one product of the chosen connections — electricity 1x6A…TS/MS, gas
 * G4…G1000 (DOMAIN.md). No connection yet or both products: nothing to pick, and the hint says why.
 * A stored value outside the list (an older mutation) stays shown, so a read-only form still reads it.
 */
export function capacityChoices(products: readonly number[], current = ''): CapacityChoices {
  const distinct = [...new Set(products)];
  const only = distinct.length === 1 ? distinct[0] : undefined;
  const product = only === 1 || only === 2 ? only : undefined;
  if (product === undefined) {
    const hint = distinct.length > 1 ? MUTATION_MESSAGES.oneProduct : T.capacityPickConnection;
    const options = current ? [{ value: current, label: current }] : [];
    return { options, hint, contractedLabel: T.contractedCapacity };
  }
  const classes = CAPACITY_CLASSES[product];
  const options: SelectOption[] = [
    ...classes.small.map((value) => ({ value, label: value })),
    ...classes.large.map((value) => ({ value, label: `${value} (${T.largeConsumption})` })),
  ];
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current });
  const unit = CONTRACTED_CAPACITY_UNITS[product];
  return {
    options,
    hint: product === 1 ? T.capacityHintElectricity : T.capacityHintGas,
    contractedLabel: `${T.contractedCapacityOf} (${unit})`,
  };
}
