import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SearchField } from '../components/filter-bar.tsx';
import {
  choiceParam,
  pageParam,
  readListState,
  textParam,
  useListState,
  writeListState,
} from './use-list-state.ts';

const schema = z.object({
  q: textParam(),
  status: choiceParam(['', 'active', 'inactive'], ''),
  sort: choiceParam(['name', '-name'], 'name'),
  page: pageParam(),
});

describe('readListState / writeListState', () => {
  it('falls back to the defaults for missing or mangled parameters', () => {
    expect(readListState(schema, new URLSearchParams('status=weird&page=-3&sort=-name'))).toEqual({
      q: '',
      status: '',
      sort: '-name',
      page: 1,
    });
  });

  it('leaves defaults out of the URL and keeps foreign parameters', () => {
    const next = writeListState(
      schema,
      { q: 'bakkerij', status: '', sort: 'name', page: 3 },
      new URLSearchParams('tab=2&status=active'),
    );
    expect(next.toString()).toBe('tab=2&q=bakkerij&page=3');
  });
});

function ListScreen() {
  const { state, set, reset } = useListState(schema);
  return (
    <>
      <SearchField label="Zoeken" value={state.q} onSearch={(q) => set({ q })} delay={0} />
      <p data-testid="state">{JSON.stringify(state)}</p>
      <button type="button" onClick={() => set({ status: 'active' })}>
        Actief
      </button>
      <button type="button" onClick={() => set({ page: state.page + 1 })}>
        Volgende
      </button>
      <button type="button" onClick={reset}>
        Wissen
      </button>
    </>
  );
}

function setup(url: string) {
  const router = createMemoryRouter([{ path: '/list', element: <ListScreen /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  const state = () => JSON.parse(screen.getByTestId('state').textContent ?? '{}') as Record<string, unknown>;
  return { router, state, user: userEvent.setup() };
}

describe('useListState', () => {
  it('reads the state from the URL, so a reload shows the same list', () => {
    const { state } = setup('/list?q=glas&status=inactive&page=2');
    expect(state()).toEqual({ q: 'glas', status: 'inactive', sort: 'name', page: 2 });
    expect((screen.getByLabelText('Zoeken') as HTMLInputElement).value).toBe('glas');
  });

  it('writes changes to the URL; a filter change starts on page 1, paging keeps the filters', async () => {
    const { router, state, user } = setup('/list?page=4');
    await user.click(screen.getByRole('button', { name: 'Actief' }));
    expect(router.state.location.search).toBe('?status=active');
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(router.state.location.search).toBe('?status=active&page=2');
    await user.type(screen.getByLabelText('Zoeken'), 'bakker');
    expect(await screen.findByText(/"q":"bakker"/)).toBeTruthy();
    expect(state()).toEqual({ q: 'bakker', status: 'active', sort: 'name', page: 1 });
    // Replaced, not pushed: Back leaves the list instead of undoing each keystroke.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('reset clears the URL and the search box follows', async () => {
    const { router, user } = setup('/list?q=glas&status=active');
    await user.click(screen.getByRole('button', { name: 'Wissen' }));
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Zoeken') as HTMLInputElement).value).toBe('');
  });

  it('follows the URL when it changes from outside (Back, a link)', async () => {
    const { router, state } = setup('/list');
    await act(() => router.navigate('/list?q=west&sort=-name'));
    expect(state()).toEqual({ q: 'west', status: '', sort: '-name', page: 1 });
    expect((screen.getByLabelText('Zoeken') as HTMLInputElement).value).toBe('west');
  });
});
