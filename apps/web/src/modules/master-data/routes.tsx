import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const admin = { can: 'is:admin' } as const;

/** The back office's master data: suppliers, grid operators, metering companies, trafos. */
export const masterDataArea: Area = {
  name: 'master-data',
  shellRoutes: [
    page(
      'suppliers',
      admin,
      lazyPage(() => import('./pages/suppliers-page.tsx'), 'SuppliersPage'),
      { tab: 'beheer', label: 'Leveranciers', icon: 'truck' },
    ),
    page(
      'grid-operators',
      admin,
      lazyPage(() => import('./pages/grid-operators-page.tsx'), 'GridOperatorsPage'),
      { tab: 'beheer', label: 'Netbeheerders', icon: 'network' },
    ),
    page(
      'grid-operators/:gridOperatorId',
      admin,
      lazyPage(() => import('./pages/grid-operator-detail-page.tsx'), 'GridOperatorDetailPage'),
    ),
    page(
      'measuring-companies',
      admin,
      lazyPage(() => import('./pages/measuring-companies-page.tsx'), 'MeasuringCompaniesPage'),
      { tab: 'beheer', label: 'Meetbedrijven', icon: 'gauge' },
    ),
    page(
      'trafos',
      admin,
      lazyPage(() => import('./pages/trafos-page.tsx'), 'TrafosPage'),
      { tab: 'beheer', label: "Trafo's", icon: 'bolt' },
    ),
  ],
};
