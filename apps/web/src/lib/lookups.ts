import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client.ts';

// Lookup lists of spec §3/§7: a generic list call with limit 999 whose items (id and a name field) become
// picker options { text, value, extra }. Cached per resource with TanStack Query; writes to a resource
// invalidate lookupKey(resource) (useApiMutation's `invalidates`) so every picker of it reloads.

export const LOOKUP_LIMIT = 999;
/** Lookups change rarely (master data); they are reused for five minutes before refetching. */
const LOOKUP_STALE_MS = 5 * 60_000;

export type LookupItem = { id: number } & Record<string, unknown>;

export type LookupOption<Item extends LookupItem = LookupItem> = {
  /** The item's name field, shown to the user. */
  text: string;
  /** The item's id. */
  value: number;
  /** The whole item, for pickers that show more (a code, a city …). */
  extra: Item;
};

export type LookupOptions = {
  /** The field that becomes `text`; default 'name'. */
  textField?: string;
  /** Sort of the list call; default the text field. */
  sort?: string;
  /** Extra query parameters (filters) of the list call. */
  query?: Record<string, string | number | boolean | undefined>;
  /** false keeps the call from being made (e.g. until a customer is known). */
  enabled?: boolean;
};

const lookupResponseSchema = z.object({
  data: z.array(z.object({ id: z.number() }).catchall(z.unknown())),
});

/** Maps list items to options: text from the text field, value the id, extra the item itself. */
export function toLookupOptions<Item extends LookupItem>(items: readonly Item[], textField = 'name') {
  return items.map((item): LookupOption<Item> => ({
    text: typeof item[textField] === 'string' ? (item[textField] as string) : String(item[textField] ?? ''),
    value: item.id,
    extra: item,
  }));
}

export const lookupKey = (resource: string) => ['lookup', resource] as const;

/**
 * The options of a picker over a generic resource, e.g. useLookup('suppliers') or
 * useLookup('customers/12/entities'): GET {resource}?limit=999&sort=name.
 */
export function useLookup<Item extends LookupItem = LookupItem>(
  resource: string,
  options: LookupOptions = {},
) {
  const textField = options.textField ?? 'name';
  const query = { limit: LOOKUP_LIMIT, sort: options.sort ?? textField, ...options.query };
  return useQuery({
    queryKey: [...lookupKey(resource), query],
    queryFn: ({ signal }) =>
      // silent: a picker that cannot load stays empty; it never sends the user to /v3/forbidden.
      apiRequest(resource, { query, schema: lookupResponseSchema, signal, silent: true }).then((response) =>
        toLookupOptions(response.data as Item[], textField),
      ),
    staleTime: LOOKUP_STALE_MS,
    enabled: options.enabled ?? true,
  });
}
