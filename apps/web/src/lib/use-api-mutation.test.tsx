import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { useApiMutation } from './use-api-mutation.ts';

// useApiMutation: after a successful write the named queries are fetched again (before the mutation
// settles); after a failed one nothing is, and the caller gets the server's error with its field errors.

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useApiMutation', () => {
  it('refetches the active queries under each key before the mutation resolves; others stay', async () => {
    const { client, wrapper } = setup();
    let version = 0;
    // The list answers a moment later, as a server would.
    const list = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(++version), 20)));
    const other = vi.fn(() => Promise.resolve('x'));
    const { result } = renderHook(
      () => ({
        list: useQuery({ queryKey: ['sales', 'list'], queryFn: list }),
        other: useQuery({ queryKey: ['users'], queryFn: other }),
        save: useApiMutation((name: string) => Promise.resolve({ name }), { invalidates: [['sales']] }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toBe(1));
    let saved: { name: string } | undefined;
    let listWhenSaved: unknown;
    await act(async () => {
      saved = await result.current.save.mutateAsync('Deal');
      listWhenSaved = client.getQueryData(['sales', 'list']);
    });
    expect(saved).toEqual({ name: 'Deal' });
    // Awaited: by the time mutateAsync resolved the list had been read again.
    expect(listWhenSaved).toBe(2);
    expect(list).toHaveBeenCalledTimes(2);
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('takes filters (a predicate) and keys that depend on the answer', async () => {
    const { client, wrapper } = setup();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const predicate = () => true;
    const { result } = renderHook(
      () =>
        useApiMutation((body: { connectionId: number }) => Promise.resolve({ ...body, id: 9 }), {
          invalidates: (saved, body) => [
            ['readings', saved.connectionId],
            { predicate },
            ['x', body.connectionId],
          ],
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync({ connectionId: 4 }));
    expect(spy.mock.calls.map(([filters]) => filters)).toEqual([
      { queryKey: ['readings', 4] },
      { predicate },
      { queryKey: ['x', 4] },
    ]);
  });

  it('invalidates nothing after a failure and hands the caller the 422 with its field errors', async () => {
    const { client, wrapper } = setup();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const refusal = new ApiError(422, 'De gegevens zijn niet geldig.', { name: ['Vul een naam in.'] });
    const { result } = renderHook(
      () => useApiMutation((_: string) => Promise.reject(refusal), { invalidates: [['sales']] }),
      { wrapper },
    );
    let caught: unknown;
    await act(async () => {
      await result.current.mutateAsync('').catch((error: unknown) => {
        caught = error;
      });
    });
    expect(caught).toBe(refusal);
    expect((caught as ApiError).fieldError('name')).toBe('Vul een naam in.');
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(spy).not.toHaveBeenCalled();
  });
});
