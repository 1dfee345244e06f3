import { QueryClient } from '@tanstack/react-query';

// Spec §7: no retry and no refetch on window focus.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
