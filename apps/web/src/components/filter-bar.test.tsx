import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './filter-bar.tsx';

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
