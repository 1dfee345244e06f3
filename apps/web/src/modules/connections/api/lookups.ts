import { useQuery } from '@tanstack/react-query';
import { listEnvelope } from '@energiek/contracts/envelopes';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

// The market parties and trafos of the pickers: the generic list calls of spec §7 (limit 999), answering
// { data: [{ id, name, … }], meta }. They belong to the master-data area; a profile that may not read
// them (or a call that fails) leaves the picker with only the current value, never a redirect.

export type LookupResource = 'grid-operators' | 'measuring-companies' | 'suppliers' | 'trafos';
export type LookupOption = { id: number; name: string };
/** Grid operators carry the commodities they serve; other lookups leave it out. */
export type LookupItem = LookupOption & { commodities?: 'electricity' | 'gas' | 'both' | undefined };

const collator = new Intl.Collator('nl', { numeric: true, sensitivity: 'base' });
const lookupListSchema = listEnvelope(
  z.object({
    id: z.number().int(),
    name: z.string(),
    commodities: z.enum(['electricity', 'gas', 'both']).optional().catch(undefined),
  }),
);

export function useLookup(resource: LookupResource) {
  return useQuery({
    queryKey: ['lookups', resource],
    queryFn: () =>
      apiRequest(resource, { query: { limit: 999 }, schema: lookupListSchema, silent: true }).then((r) =>
        // Sorted here: the list's default order is the resource's own.
        [...r.data].sort((a, b) => collator.compare(a.name, b.name)),
      ),
    staleTime: 5 * 60_000,
  });
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
