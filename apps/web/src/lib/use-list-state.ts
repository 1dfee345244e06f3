import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

// The state of a list screen (filters, sort, page) lives in the URL's query string, so a reload, a
// shared link or the back button shows the same list. One hook for every list (issue «Ready for fifteen
// more areas», §3). The area describes its state as a zod object whose every field has a default
// (`.catch(…)`): a missing or mangled parameter falls back to it, and defaults stay out of the URL.

/** A list state field: a string or a number in the URL. */
type ListValue = string | number;
export type ListStateSchema = z.ZodObject<Record<string, z.ZodType<ListValue, unknown>>>;

/** The page parameter most lists use: a positive integer, 1 when missing or invalid. */
export const pageParam = () => z.coerce.number().int().min(1).catch(1);
/** A free-text filter (search box): '' when missing. */
export const textParam = () => z.string().catch('');
/** One of a fixed set of values, or `fallback` when missing or unknown. */
export function choiceParam<const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) {
  return z.enum(values).catch(fallback);
}

/** Reads the state from query parameters; every field falls back to its default. */
export function readListState<S extends ListStateSchema>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return schema.parse(raw);
}

/**
 * The query parameters of a state: fields equal to their default are left out, other parameters on the
 * URL (not part of the list state) are kept.
 */
export function writeListState<S extends ListStateSchema>(
  schema: S,
  state: z.output<S>,
  current: URLSearchParams,
): URLSearchParams {
  const defaults = schema.parse({}) as Record<string, ListValue>;
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(state as Record<string, ListValue>)) {
    if (value === defaults[key] || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export type ListState<S extends ListStateSchema> = {
  state: z.output<S>;
  /**
   * Changes some fields. Any change but the page itself starts again on page 1 (the page belongs to
   * the filters it was chosen for). The URL entry is replaced, so Back leaves the list.
   */
  set: (patch: Partial<z.output<S>>) => void;
  /** Back to every default. */
  reset: () => void;
};

export function useListState<S extends ListStateSchema>(schema: S): ListState<S> {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const state = useMemo(() => readListState(schema, new URLSearchParams(search)), [schema, search]);

  const set = useCallback(
    (patch: Partial<z.output<S>>) => {
      setParams(
        (current) => {
          const before = readListState(schema, current) as Record<string, ListValue>;
          const merged: Record<string, ListValue> = { ...before, ...(patch as Record<string, ListValue>) };
          if ('page' in schema.shape && !('page' in patch)) {
            const changed = Object.keys(patch).some((key) => before[key] !== merged[key]);
            if (changed) merged.page = 1;
          }
          return writeListState(schema, merged as z.output<S>, current);
        },
        { replace: true },
      );
    },
    [schema, setParams],
  );

  const reset = useCallback(
    () => setParams((current) => writeListState(schema, schema.parse({}), current), { replace: true }),
    [schema, setParams],
  );

  return { state, set, reset };
}
