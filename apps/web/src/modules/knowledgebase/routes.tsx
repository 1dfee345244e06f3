import { KNOWLEDGEBASE_READ, KNOWLEDGEBASE_WRITE } from '@energiek/contracts/access-rules';
import { lazyPage, page } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/**
 * The knowledge base (spec §2 knowledgebase: index and {id} organisation-knowledgebase:read; create and
 * {id}/edit :write). The top bar links here; the editor (TipTap) loads only with the create and edit pages.
 */
export const knowledgebaseArea: Area = {
  name: 'knowledgebase',
  shellRoutes: [
    page(
      'knowledgebase',
      { can: KNOWLEDGEBASE_READ },
      lazyPage(() => import('./pages/knowledgebase-page.tsx'), 'KnowledgebasePage'),
    ),
    page(
      'knowledgebase/create',
      { can: KNOWLEDGEBASE_WRITE },
      lazyPage(() => import('./pages/article-create-page.tsx'), 'ArticleCreatePage'),
    ),
    page(
      'knowledgebase/:id',
      { can: KNOWLEDGEBASE_READ },
      lazyPage(() => import('./pages/article-page.tsx'), 'ArticlePage'),
    ),
    page(
      'knowledgebase/:id/edit',
      { can: KNOWLEDGEBASE_WRITE },
      lazyPage(() => import('./pages/article-edit-page.tsx'), 'ArticleEditPage'),
    ),
  ],
};
