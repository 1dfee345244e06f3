import { COMPONENT_TEXTS } from '../texts.ts';
import { LookupSelect } from './lookup-select.tsx';
import type { LookupSelectProps } from './lookup-select.tsx';

type SupplierPickerProps = Omit<LookupSelectProps, 'resource' | 'label'> & { label?: string };

/** An energy supplier from the master data (GET suppliers). */
export function SupplierPicker({ label = COMPONENT_TEXTS.pickers.supplier, ...rest }: SupplierPickerProps) {
  return <LookupSelect resource="suppliers" label={label} {...rest} />;
}
