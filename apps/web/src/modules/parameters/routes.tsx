import { PARAMETERS_READ, PARAMETERS_WRITE } from '@energiek/contracts/access-rules';
import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** Parameters of the back office (spec §2 parameters, parameters/create, parameters/{parameterId}/edit). */
export const parametersArea: Area = {
  name: 'parameters',
  shellRoutes: [
    {
      path: 'parameters',
      permission: PARAMETERS_READ,
      lazy: lazyPage(
        () => import('./pages/parameters-page.tsx'),
        (m) => m.ParametersPage,
      ),
      menu: { tab: 'beheer', label: 'Parameters', icon: 'settings' },
    },
    {
      path: 'parameters/create',
      permission: PARAMETERS_WRITE,
      lazy: lazyPage(
        () => import('./pages/parameter-create-page.tsx'),
        (m) => m.ParameterCreatePage,
      ),
    },
    {
      path: 'parameters/:parameterId/edit',
      permission: PARAMETERS_READ,
      lazy: lazyPage(
        () => import('./pages/parameter-edit-page.tsx'),
        (m) => m.ParameterEditPage,
      ),
    },
  ],
};
