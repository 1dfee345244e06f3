import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@tanstack/react-query';

// The one way to write a mutation hook (issue 25): the fetcher and the queries its write makes stale.
// Errors are left to the caller, as before: the contract form hook puts a 422's field errors on the
// fields and shows the toast; pages show their own toasts.

/** What a write makes stale: a query key (with everything below it) or filters (e.g. a predicate). */
export type StaleQueries = QueryKey | InvalidateQueryFilters;

export type ApiMutationOptions<TArgs, TResult> = {
  /** The queries to refresh after a successful write; a function when they depend on its answer. */
  invalidates: readonly StaleQueries[] | ((result: TResult, args: TArgs) => readonly StaleQueries[]);
  /**
   * Names the mutation, so another module can follow it through the mutation cache without importing
   * this one (the timer's registration refreshes the hours lists that way).
   */
  mutationKey?: QueryKey;
};

/** Invalidates every entry at once; resolves when the active ones have been fetched again. */
export function invalidateAll(queryClient: QueryClient, stale: readonly StaleQueries[]): Promise<unknown> {
  return Promise.all(
    stale.map((entry) =>
      queryClient.invalidateQueries(
        Array.isArray(entry) ? { queryKey: entry } : (entry as InvalidateQueryFilters),
      ),
    ),
  );
}

/**
 * useMutation with the invalidation after success. The mutation settles only once the refreshed
 * queries are back, so a caller's onSuccess (a toast, closing a dialog) already sees the new lists.
 */
export function useApiMutation<TArgs, TResult>(
  mutationFn: (args: TArgs) => Promise<TResult>,
  { invalidates, mutationKey }: ApiMutationOptions<TArgs, TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...(mutationKey ? { mutationKey } : {}),
    mutationFn,
    onSuccess: (result: TResult, args: TArgs) =>
      invalidateAll(queryClient, typeof invalidates === 'function' ? invalidates(result, args) : invalidates),
  });
}
