import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

const hoursPage = lazyPage(() => import('./pages/hours-page.tsx'), 'HoursPage');
const read = { can: 'organisation-hours:read' } as const;

/** Hours across customers (/v3/hours) and of one customer (its workspace tab). */
export const hoursArea: Area = {
  name: 'hours',
  shellRoutes: [
    {
      path: 'hours',
      permission: read,
      lazy: hoursPage,
      menu: { tab: 'beheer', label: 'Uren', icon: 'clock' },
    },
  ],
  customerRoutes: [
    {
      path: 'hours',
      permission: read,
      lazy: hoursPage,
      menu: { tab: 'klant', label: 'Uren', icon: 'clock' },
    },
  ],
};
