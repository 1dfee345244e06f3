import { lazyPage } from '../../../lib/area.ts';
import type { Area } from '../../../lib/area.ts';

/** Forecast (spec §2 /v3/forecast, forecast:read): expected cost per customer and connection. */
export const forecastArea: Area = {
  name: 'forecast',
  shellRoutes: [
    {
      path: 'forecast',
      permission: { can: 'forecast:read' },
      lazy: lazyPage(
        () => import('./pages/forecast-page.tsx'),
        (m) => m.ForecastPage,
      ),
      menu: { tab: 'beheer', label: 'Prognose', icon: 'gauge' },
    },
  ],
};
