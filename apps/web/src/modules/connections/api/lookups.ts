import { useMemo } from 'react';
import { useLookup as useSharedLookup } from '../../../lib/lookups.ts';

// The market parties and trafos of the pickers: the shared lookup (lib/lookups.ts: the generic list call
// of spec §7 with limit 999, sorted by name, cached and invalidated by the master-data screens), seen
// as { id, name, commodities? }. A failing call leaves the picker with only the current value.

export type LookupResource = 'grid-operators' | 'measuring-companies' | 'suppliers' | 'trafos';
export type LookupOption = { id: number; name: string };
/** Grid operators carry the commodities they serve; other lookups leave it out. */
export type LookupItem = LookupOption & { commodities?: 'electricity' | 'gas' | 'both' | undefined };

const COMMODITIES = new Set(['electricity', 'gas', 'both']);

export function useLookup(resource: LookupResource): { data: LookupItem[] | undefined } {
  const lookup = useSharedLookup(resource);
  const data = useMemo(
    () =>
      lookup.data?.map((option): LookupItem => {
        const commodities = option.extra.commodities;
        return {
          id: option.value,
          name: option.text,
          commodities:
            typeof commodities === 'string' && COMMODITIES.has(commodities)
              ? (commodities as LookupItem['commodities'])
              : undefined,
        };
      }),
    [lookup.data],
  );
  return { data };
}

/** Grid operators that serve the product (1 electricity, 2 gas); items without commodities always. */
export function servingProduct(items: readonly LookupItem[] | undefined, product: number): LookupItem[] {
  const wanted = product === 2 ? 'gas' : 'electricity';
  return (items ?? []).filter(
    (item) => !item.commodities || item.commodities === 'both' || item.commodities === wanted,
  );
}

/** Select options from a lookup, keeping the current value even when the list does not hold it. */
export function lookupOptions(
  items: readonly LookupOption[] | undefined,
  current?: LookupOption | null,
): { value: string; label: string }[] {
  const list = [...(items ?? [])];
  if (current && !list.some((item) => item.id === current.id)) list.unshift(current);
  return list.map((item) => ({ value: String(item.id), label: item.name }));
}
