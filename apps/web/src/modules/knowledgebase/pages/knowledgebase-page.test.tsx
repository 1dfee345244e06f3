import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KnowledgebaseListItem } from '@energiek/contracts/knowledgebase';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import { KnowledgebasePage } from './knowledgebase-page.tsx';

// The knowledge-base index: search and category go to the server (and the URL); the snippet's matched
// words are marked, and the snippet is text: markup in it is shown, never rendered.

const article: KnowledgebaseListItem = {
  id: 7,
  title: 'Teruggave energiebelasting',
  category: 'Belastingen',
  visibility: 'customers',
  snippet: [
    { text: 'Bij meerdere ', highlight: false },
    { text: 'aansluitingen', highlight: true },
    { text: ' <img src=x onerror=alert(1)> telt elke', highlight: false },
  ],
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function fakeApi() {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://localhost');
      urls.push(url);
      let body: unknown = { message: 'Niet gevonden' };
      let status = 404;
      if (url.pathname === '/api/v3/knowledgebase/categories') {
        status = 200;
        body = { data: [{ name: 'Belastingen', count: 1 }] };
      } else if (url.pathname === '/api/v3/knowledgebase') {
        status = 200;
        body = { data: [article], meta: { current_page: 1, last_page: 1, per_page: 25, total: 1 } };
      }
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe('KnowledgebasePage', () => {
  it('marks matched words in a snippet that stays text, and filters on a category', async () => {
    const urls = fakeApi();
    const router = createMemoryRouter([{ path: '*', element: <KnowledgebasePage /> }], {
      initialEntries: ['/v3/knowledgebase?q=aansluitingen'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    const table = await screen.findByRole('table', { name: 'Artikelen' });
    await within(table).findByRole('link', { name: 'Teruggave energiebelasting' });
    const snippet = within(table).getByTestId('article-snippet');
    expect(snippet.querySelector('mark')?.textContent).toBe('aansluitingen');
    expect(snippet.querySelector('img')).toBeNull();
    expect(snippet.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(urls.find((url) => url.pathname === '/api/v3/knowledgebase')?.searchParams.get('q')).toBe(
      'aansluitingen',
    );

    fireEvent.click(await screen.findByRole('button', { name: /^Belastingen/ }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.get('category')).toBe('Belastingen'));
    expect(router.state.location.search).toContain('category=Belastingen');
  });
});
