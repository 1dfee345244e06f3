import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Profile } from '@energiek/contracts/auth';
import { ContextMenuProvider } from '../components/ui/context-menu.tsx';
import { ToastProvider } from '../components/ui/toast.tsx';

// Test helpers for screens: a fetch stub answering per "METHOD /api/path" (recording every call with its
// JSON body), and a render of one route element in a memory router with the signed-in profile set, so
// permission-dependent buttons follow `profile`. Restore the stub with vi.unstubAllGlobals() after each test.

export type FakeCall = { method: string; path: string; url: URL; body: unknown };
type Reply = { status?: number; body?: unknown };
export type FakeReply = Reply | ((call: FakeCall) => Reply);

/**
 * Stubs fetch: `routes` maps "GET /api/v3/…" (path without query) to a reply, anything else answering 404;
 * or one function answers every call.
 */
export function fakeApi(routes: Record<string, FakeReply> | ((call: FakeCall) => Reply)): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const method = init?.method ?? 'GET';
      const call: FakeCall = {
        method,
        path: url.pathname,
        url,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      };
      calls.push(call);
      const route = typeof routes === 'function' ? routes : routes[`${method} ${url.pathname}`];
      const reply = route === undefined ? { status: 404, body: { message: 'Niet gevonden' } } : route;
      const { status = 200, body = {} } = typeof reply === 'function' ? reply(call) : reply;
      return Promise.resolve(
        status === 204
          ? new Response(null, { status })
          : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return calls;
}

/** Stubs fetch answering every call with `body`; returns the requested addresses (path and query). */
export function fakeJsonApi(body: unknown): string[] {
  const urls: string[] = [];
  fakeApi((call) => {
    urls.push(`${call.url.pathname}${call.url.search}`);
    return { body };
  });
  return urls;
}

/** Renders `node` under a query client that does not retry (no router, no profile). */
export function renderWithQueries(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{node}</QueryClientProvider>);
}

export const FULL_ADMIN: Profile = { type: 'admin', scope: { full: true }, modules: [] };

/** An admin with the customer modules `modules`: full rights, or only reading the `readOnly` areas. */
export function adminProfile(modules: string[], readOnly: string[] = []): Profile {
  if (readOnly.length === 0) return { type: 'admin', scope: { full: true }, modules };
  const scope: Profile['scope'] = { full: false };
  for (const area of readOnly) scope[area] = { read: true, write: false };
  return { type: 'admin', scope, modules };
}

/** Renders `element` on route `path` at `url` (with `client`, if given); returns the router (its location) and the query client. */
export function renderPage(
  element: ReactElement,
  {
    path = '*',
    url = '/',
    profile = FULL_ADMIN,
    client = new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
  }: { path?: string; url?: string; profile?: Profile | null; client?: QueryClient } = {},
) {
  client.setQueryData(['auth', 'profile'], profile ? { profile } : null);
  const router = createMemoryRouter(
    [
      { path, element: <ContextMenuProvider>{element}</ContextMenuProvider> },
      { path: '*', element: <p>elders</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { router, client };
}
