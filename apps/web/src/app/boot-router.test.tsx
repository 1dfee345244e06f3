import { createMemoryRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { firstRouteTable, fullTablePatcher } from './boot-router.tsx';

// The page starts with the sign-in screens only and finds every other route on its first navigation.

function paths(routes: readonly RouteObject[] | undefined): string[] {
  return (routes ?? []).map((route) => (route.index ? '(index)' : (route.path ?? '(layout)')));
}

describe('boot router', () => {
  it('starts with the root and the sign-in screens only', () => {
    const [root] = firstRouteTable();
    expect(root?.path).toBe('/');
    expect(paths(root?.children)).toEqual(['(index)', 'login', 'reset-password', 'logout']);
  });

  it('adds the full table on the first navigation elsewhere, once, keeping the sign-in screens', async () => {
    const router = createMemoryRouter(firstRouteTable(), {
      initialEntries: ['/login'],
      patchRoutesOnNavigation: fullTablePatcher(),
    });
    await router.navigate('/collectief');
    expect(router.state.location.pathname).toBe('/collectief');
    // Every screen but the sign-in ones sits below the query client's layout route.
    expect(router.state.matches.map((match) => match.route.path ?? match.route.id)).toEqual([
      '/',
      'query-client',
      'collectief',
    ]);

    const children = paths(router.routes[0]?.children);
    expect(children).toEqual(['(index)', 'login', 'reset-password', 'logout', '(layout)']);
    const layout = router.routes[0]?.children?.find((route) => route.id === 'query-client');
    expect(paths(layout?.children)).toEqual(expect.arrayContaining(['collectief', 'v3', '*']));
    expect(paths(layout?.children)).not.toContain('login');

    await router.navigate('/v3/onbekend');
    expect(paths(router.routes[0]?.children)).toEqual(children);
    router.dispose();
  });
});
