import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const admin = { can: 'is:admin' } as const;

/** The back office's master data: suppliers, grid operators, metering companies, trafos. */
export const masterDataArea: Area = {
  name: 'master-data',
  shellRoutes: [
    {
      path: 'suppliers',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/suppliers-page.tsx'),
        (m) => m.SuppliersPage,
      ),
      menu: { tab: 'beheer', label: 'Leveranciers', icon: 'truck' },
    },
    {
      path: 'grid-operators',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/grid-operators-page.tsx'),
        (m) => m.GridOperatorsPage,
      ),
      menu: { tab: 'beheer', label: 'Netbeheerders', icon: 'network' },
    },
    {
      path: 'grid-operators/:gridOperatorId',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/grid-operator-detail-page.tsx'),
        (m) => m.GridOperatorDetailPage,
      ),
    },
    {
      path: 'measuring-companies',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/measuring-companies-page.tsx'),
        (m) => m.MeasuringCompaniesPage,
      ),
      menu: { tab: 'beheer', label: 'Meetbedrijven', icon: 'gauge' },
    },
    {
      path: 'trafos',
      permission: admin,
      lazy: lazyPage(
        () => import('./pages/trafos-page.tsx'),
        (m) => m.TrafosPage,
      ),
      menu: { tab: 'beheer', label: "Trafo's", icon: 'bolt' },
    },
  ],
};
