import { Outlet, ScrollRestoration } from 'react-router';
import { ContextMenuProvider } from '../../components/ui/context-menu.tsx';
import { EnvironmentBanner } from '../../components/ui/environment-banner.tsx';
import { APP_TEXTS } from '../texts.ts';

/** Wraps every route: skip link, non-production banner, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[300] rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {APP_TEXTS.skipToContent}
      </a>
      <EnvironmentBanner />
      <ContextMenuProvider>
        <Outlet />
      </ContextMenuProvider>
      <ScrollRestoration />
    </>
  );
}
