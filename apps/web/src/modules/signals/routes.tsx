import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const signalsPage = lazyPage(() => import('./pages/signals-page.tsx'), 'SignalsPage');
const settingsPage = lazyPage(() => import('./pages/signal-settings-page.tsx'), 'SignalSettingsPage');
const overviewPage = lazyPage(() => import('./pages/signals-overview-page.tsx'), 'SignalsOverviewPage');

// SIGNALS_READ of the contract, written out here (the contract's schemas stay out of the first load).
const SIGNALS_READ = { allOf: ['is:admin', 'signals-notifications:read'] } as const;

/** Signals (issue 30): the customer's signals per module and status, and the back office's open signals. */
export const signalsArea: Area = {
  name: 'signals',
  shellRoutes: [
    {
      path: 'signals',
      permission: SIGNALS_READ,
      lazy: overviewPage,
      menu: { tab: 'beheer', label: 'Signalen', icon: 'alert' },
    },
    {
      path: 'control/signals',
      permission: SIGNALS_READ,
      lazy: settingsPage,
      menu: { tab: 'beheer', label: 'Instellingen signalen', icon: 'settings' },
    },
    { path: 'control/signals/:tab', permission: SIGNALS_READ, lazy: settingsPage },
  ],
  customerRoutes: [
    // Every user acting for the customer reads its signals (the API route is 'authenticated', customer
    // scoped); the menu needs a rule that customer staff meet, else it shows to admins only (issue 31).
    {
      path: 'signals',
      lazy: signalsPage,
      menu: {
        tab: 'klant',
        label: 'Signalen',
        icon: 'alert',
        permission: { can: 'organisation:read' },
      },
    },
    { path: 'signals/:mod/:tab', lazy: signalsPage },
    { path: 'signal-settings', permission: SIGNALS_READ, lazy: settingsPage },
    { path: 'signal-settings/:tab', permission: SIGNALS_READ, lazy: settingsPage },
  ],
};
