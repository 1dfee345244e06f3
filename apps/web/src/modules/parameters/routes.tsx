import { PARAMETERS_READ, PARAMETERS_WRITE } from '@energiek/contracts/access-rules';
import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/** Parameters of the back office (spec §2 parameters, parameters/create, parameters/{parameterId}/edit). */
export const parametersArea: Area = {
  name: 'parameters',
  shellRoutes: [
    page(
      'parameters',
      PARAMETERS_READ,
      lazyPage(() => import('./pages/parameters-page.tsx'), 'ParametersPage'),
      { tab: 'beheer', label: 'Parameters', icon: 'settings' },
    ),
    page(
      'parameters/create',
      PARAMETERS_WRITE,
      lazyPage(() => import('./pages/parameter-create-page.tsx'), 'ParameterCreatePage'),
    ),
    page(
      'parameters/:parameterId/edit',
      PARAMETERS_READ,
      lazyPage(() => import('./pages/parameter-edit-page.tsx'), 'ParameterEditPage'),
    ),
  ],
};
