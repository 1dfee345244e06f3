import { TEMPLATES_READ, TEMPLATES_WRITE } from '@energiek/contracts/access-rules';
import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';
import { TEMPLATES_TEXTS } from './texts.ts';

/** E-mail templates of the back office (spec §2 templates, templates/create, templates/{templateId}/edit). */
export const templatesArea: Area = {
  name: 'templates',
  shellRoutes: [
    page(
      'templates',
      TEMPLATES_READ,
      lazyPage(() => import('./pages/templates-page.tsx'), 'TemplatesPage'),
      { tab: 'beheer', label: TEMPLATES_TEXTS.menu, icon: 'layers' },
    ),
    page(
      'templates/create',
      TEMPLATES_WRITE,
      lazyPage(() => import('./pages/template-create-page.tsx'), 'TemplateCreatePage'),
    ),
    page(
      'templates/:templateId/edit',
      TEMPLATES_READ,
      lazyPage(() => import('./pages/template-edit-page.tsx'), 'TemplateEditPage'),
    ),
  ],
};
