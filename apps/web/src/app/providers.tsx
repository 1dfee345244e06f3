import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';

/**
 * What every screen has. The query client is not here: it loads with the screens that use it
 * (lib/query-provider.tsx), so that /login draws without TanStack Query.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
