import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJsonApi, renderWithQueries } from '../test/render-page.tsx';
import { toLookupOptions, useLookup } from './lookups.ts';

// useLookup: the generic list with limit 999, items mapped to { text, value, extra } (spec §3).

const stubFetch = (items: unknown[]) =>
  fakeJsonApi({ data: items, meta: { current_page: 1, last_page: 1, per_page: 999, total: items.length } });

function Picker({ resource, textField }: { resource: string; textField?: string }) {
  const lookup = useLookup(resource, textField ? { textField } : {});
  return (
    <ul>
      {(lookup.data ?? []).map((option) => (
        <li key={option.value} data-extra={JSON.stringify(option.extra)}>
          {`${option.value}:${option.text}`}
        </li>
      ))}
    </ul>
  );
}

describe('useLookup', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('calls the generic list with limit 999 sorted by name and maps items to text, value and extra', async () => {
    const urls = stubFetch([
      { id: 4, name: 'Eneco', code: '8712345678903' },
      { id: 2, name: 'Vattenfall', code: null },
    ]);
    renderWithQueries(<Picker resource="suppliers" />);
    await screen.findByText('4:Eneco');
    expect(screen.getByText('2:Vattenfall')).toBeDefined();
    expect(urls).toHaveLength(1);
    const url = new URL(urls[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/v3/suppliers');
    expect(url.searchParams.get('limit')).toBe('999');
    expect(url.searchParams.get('sort')).toBe('name');
    expect(JSON.parse(screen.getByText('4:Eneco').dataset.extra ?? '')).toEqual({
      id: 4,
      name: 'Eneco',
      code: '8712345678903',
    });
  });

  it('shares one request between pickers of the same resource', async () => {
    const urls = stubFetch([{ id: 1, name: 'Liander' }]);
    renderWithQueries(
      <>
        <Picker resource="grid-operators" />
        <Picker resource="grid-operators" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('1:Liander')).toHaveLength(2));
    expect(urls).toHaveLength(1);
  });

  it('takes another text field', () => {
    expect(toLookupOptions([{ id: 7, fullName: 'Jan de Vries' }], 'fullName')).toEqual([
      { text: 'Jan de Vries', value: 7, extra: { id: 7, fullName: 'Jan de Vries' } },
    ]);
    expect(toLookupOptions([{ id: 8 }])).toEqual([{ text: '', value: 8, extra: { id: 8 } }]);
  });
});
