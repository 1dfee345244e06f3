import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChoiceFilter, ListSearch, ProductFilter, SearchField } from './filter-bar.tsx';

// The debounced search must not pull the browser back to the list: a row clicked while the
// debounce ran moves the browser on at once (window.location), while the list may still show.

describe('SearchField', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/v3/customers');
  });
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  function setup() {
    const onSearch = vi.fn();
    render(<SearchField label="Zoeken" value="" onSearch={onSearch} delay={500} />);
    const input = screen.getByLabelText('Zoeken');
    return { onSearch, input };
  }

  it('reports the trimmed text once typing stopped for the delay', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: ' bakkerij ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bakkerij');
  });

  it('drops the pending search when the page changed since the user typed', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: 'bakkerij' } });
    // A row was clicked: the browser is on the customer's page before the debounce ran.
    window.history.pushState(null, '', '/v3/customers/42');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('still reports when only the query string changed (the list itself)', () => {
    const { onSearch, input } = setup();
    fireEvent.change(input, { target: { value: 'bakkerij' } });
    window.history.replaceState(null, '', '/v3/customers?page=2');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bakkerij');
  });
});

describe('SearchField in a data router', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops the search while a click on a row is still loading the next page, and reports it if that is cancelled', async () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    let finish: (() => void) | undefined;
    const detailLoaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const router = createMemoryRouter(
      [
        {
          path: '/list',
          element: (
            <>
              <SearchField label="Zoeken" value="" onSearch={onSearch} delay={500} />
              <Link to="/list/7">Bakkerij</Link>
            </>
          ),
        },
        {
          path: '/list/7',
          lazy: async () => {
            await detailLoaded;
            return { Component: () => <h1>Bakkerij</h1> };
          },
        },
      ],
      { initialEntries: ['/list'] },
    );
    render(<RouterProvider router={router} />);
    // jsdom's own URL: the memory router leaves it alone, as a data router does while loading.
    window.history.replaceState(null, '', '/list');

    fireEvent.change(screen.getByLabelText('Zoeken'), { target: { value: 'bakkerij' } });
    fireEvent.click(screen.getByRole('link', { name: 'Bakkerij' }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(router.state.navigation.state).toBe('loading');
    act(() => vi.advanceTimersByTime(500));
    expect(onSearch).not.toHaveBeenCalled();

    // The user goes back to the list instead: the navigation to the row is cancelled, the search counts.
    await act(async () => {
      await router.navigate('/list');
    });
    expect(router.state.navigation.state).toBe('idle');
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('bakkerij');
    finish?.();
    router.dispose();
  });
});

describe('ListSearch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the state's search with the list's words and sets q after the delay", () => {
    vi.useFakeTimers();
    const set = vi.fn();
    render(
      <ListSearch
        texts={{ search: 'Zoeken', searchPlaceholder: 'Naam of EAN' }}
        state={{ q: 'kas' }}
        set={set}
        delay={400}
      />,
    );
    const input = screen.getByLabelText('Zoeken');
    expect((input as HTMLInputElement).value).toBe('kas');
    expect(input.getAttribute('placeholder')).toBe('Naam of EAN');
    fireEvent.change(input, { target: { value: 'kas noord' } });
    act(() => vi.advanceTimersByTime(399));
    expect(set).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(set).toHaveBeenCalledExactlyOnceWith({ q: 'kas noord' });
  });
});

describe('ChoiceFilter', () => {
  const STATUSES = ['open', 'paid'] as const;
  const LABELS = { open: 'Openstaand', paid: 'Betaald' } as const;

  it('offers all first, then each value by its label, and reports the chosen value or all', () => {
    const onChoose = vi.fn();
    render(
      <ChoiceFilter
        label="Status"
        all="Alle"
        values={STATUSES}
        labels={LABELS}
        value="paid"
        onChoose={onChoose}
      />,
    );
    const select = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Alle'],
      ['open', 'Openstaand'],
      ['paid', 'Betaald'],
    ]);
    expect(select.value).toBe('paid');
    fireEvent.change(select, { target: { value: 'open' } });
    expect(onChoose).toHaveBeenLastCalledWith('open');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChoose).toHaveBeenLastCalledWith('');
  });
});

describe('ProductFilter', () => {
  it('offers electricity and gas by their Dutch names after all', () => {
    const onChoose = vi.fn();
    render(<ProductFilter label="Product" all="Alle producten" value="" onChoose={onChoose} />);
    const select = screen.getByLabelText('Product') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Alle producten'],
      ['1', 'Elektriciteit'],
      ['2', 'Gas'],
    ]);
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChoose).toHaveBeenLastCalledWith('2');
  });
});
