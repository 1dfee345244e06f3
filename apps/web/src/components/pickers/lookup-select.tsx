import type { ComponentProps } from 'react';
import { useLookup } from '../../lib/lookups.ts';
import type { LookupItem, LookupOption } from '../../lib/lookups.ts';
import { Select } from '../ui/select.tsx';

type SelectProps = Omit<ComponentProps<typeof Select>, 'options'>;

export type LookupSelectProps = SelectProps & {
  /** The generic resource listed, e.g. 'suppliers' or 'customers/12/entities'. */
  resource: string;
  /** The current item, kept as an option even when the list lacks it (inactive, not allowed to list). */
  current?: { id: number; name: string } | null | undefined;
  /** Narrows the options (say grid operators serving gas). */
  filter?: (option: LookupOption<LookupItem>) => boolean;
  /** false while the resource cannot be listed yet (no customer chosen). */
  enabled?: boolean;
};

/**
 * A native select over a lookup list (spec §3: GET {resource}?limit=999, items → text/value); the value
 * is the id as a string, '' for none, so `register()` and controlled use both work.
 */
export function LookupSelect({ resource, current, filter, enabled = true, ...select }: LookupSelectProps) {
  const lookup = useLookup(resource, { enabled });
  const options = (lookup.data ?? []).filter((option) => !filter || filter(option));
  const list = options.map((option) => ({ value: String(option.value), label: option.text }));
  if (current && !list.some((option) => option.value === String(current.id))) {
    list.unshift({ value: String(current.id), label: current.name });
  }
  return <Select options={list} {...select} />;
}
