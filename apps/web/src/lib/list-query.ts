import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, type RequestOptions } from './api-client.ts';

// A page of a server list, written once: which filters go into the query (an empty one is left out), then
// sort, page and page size; the previous page stays on screen while the next one loads.

type Query = NonNullable<RequestOptions<unknown>['query']>;
type QueryValue = Query[string];

/** The list's query: the named filters in their order (empty ones left out), then sort, page and limit. */
export function listQuery<S extends { page: number; sort?: string }>(
  state: S,
  filters: readonly (keyof S & string)[],
  limit: number,
): Query {
  const query: Query = {};
  for (const key of filters) query[key] = (state[key] as QueryValue) || undefined;
  if ('sort' in state) query.sort = state.sort;
  query.page = state.page;
  query.limit = limit;
  return query;
}

/** One page of a server list at `path`, kept on screen while the next page loads. */
export function useListQuery<T>(queryKey: QueryKey, path: string, query: Query, schema: z.ZodType<T>) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => apiRequest(path, { query, schema, signal }),
    placeholderData: keepPreviousData,
  });
}
