import { COMPONENT_TEXTS } from '../texts.ts';
import { LookupSelect } from './lookup-select.tsx';
import type { LookupSelectProps } from './lookup-select.tsx';

type EntityPickerProps = Omit<LookupSelectProps, 'resource' | 'label'> & {
  customerId: number;
  label?: string;
};

/** A legal entity of the customer (GET customers/{customerId}/entities). */
export function EntityPicker({
  customerId,
  label = COMPONENT_TEXTS.pickers.entity,
  ...rest
}: EntityPickerProps) {
  return <LookupSelect resource={`customers/${customerId}/entities`} label={label} {...rest} />;
}
