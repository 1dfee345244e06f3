import { TEMPLATES_READ, TEMPLATES_WRITE } from '@energiek/contracts/access-rules';
import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';
import { TEMPLATES_TEXTS } from './texts.ts';

/** E-mail templates of the back office (spec §2 templates, templates/create, templates/{templateId}/edit). */
export const templatesArea: Area = {
  name: 'templates',
  shellRoutes: [
    {
      path: 'templates',
      permission: TEMPLATES_READ,
      lazy: lazyPage(
        () => import('./pages/templates-page.tsx'),
        (m) => m.TemplatesPage,
      ),
      menu: { tab: 'beheer', label: TEMPLATES_TEXTS.menu, icon: 'layers' },
    },
    {
      path: 'templates/create',
      permission: TEMPLATES_WRITE,
      lazy: lazyPage(
        () => import('./pages/template-create-page.tsx'),
        (m) => m.TemplateCreatePage,
      ),
    },
    {
      path: 'templates/:templateId/edit',
      permission: TEMPLATES_READ,
      lazy: lazyPage(
        () => import('./pages/template-edit-page.tsx'),
        (m) => m.TemplateEditPage,
      ),
    },
  ],
};
