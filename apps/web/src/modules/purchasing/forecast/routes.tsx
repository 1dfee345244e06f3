import { lazyPage, page } from '../../../lib/area.ts';
import type { Area } from '../../../lib/area.ts';

/** Forecast (spec §2 /v3/forecast, forecast:read): expected cost per customer and connection. */
export const forecastArea: Area = {
  name: 'forecast',
  shellRoutes: [
    page(
      'forecast',
      { can: 'forecast:read' },
      lazyPage(() => import('./pages/forecast-page.tsx'), 'ForecastPage'),
      { tab: 'beheer', label: 'Prognose', icon: 'gauge' },
    ),
  ],
};
