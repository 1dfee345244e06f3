import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * React.lazy for a component that needs the query client, on a screen that draws without it (the
 * sign-in steps on /login): the component and the provider load together when it is first shown.
 */
export function lazyWithQueryClient<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Component, { QueryProvider }] = await Promise.all([load(), import('./query-provider.tsx')]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    };
  });
}
