import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from './query-client.ts';

// The app's one query client as a provider. It is not at the root: /login draws without TanStack Query,
// so the provider loads with the first screen that needs it (the route table's QueryClientLayout, or a
// sign-in step through lazyWithQueryClient).

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The layout route around every screen but the sign-in ones (app/router.tsx). */
export function QueryClientLayout() {
  return (
    <QueryProvider>
      <Outlet />
    </QueryProvider>
  );
}
