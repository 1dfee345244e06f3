import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ToastProvider } from '../components/ui/toast.tsx';
import { MenuItemsContext } from '../lib/area.ts';
import { queryClient } from '../lib/query-client.ts';
import { MENU_ITEMS } from './menu-items.ts';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MenuItemsContext value={MENU_ITEMS}>{children}</MenuItemsContext>
      </ToastProvider>
    </QueryClientProvider>
  );
}
