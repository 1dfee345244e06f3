import { KNOWLEDGEBASE_READ, KNOWLEDGEBASE_WRITE } from '@energiek/contracts/access-rules';
import { lazyPage } from '../../lib/area.ts';
import type { Area } from '../../lib/area.ts';

/**
 * The knowledge base (spec §2 knowledgebase: index and {id} organisation-knowledgebase:read; create and
 * {id}/edit :write). The top bar links here; the editor (TipTap) loads only with the create and edit pages.
 */
export const knowledgebaseArea: Area = {
  name: 'knowledgebase',
  shellRoutes: [
    {
      path: 'knowledgebase',
      permission: { can: KNOWLEDGEBASE_READ },
      lazy: lazyPage(
        () => import('./pages/knowledgebase-page.tsx'),
        (m) => m.KnowledgebasePage,
      ),
    },
    {
      path: 'knowledgebase/create',
      permission: { can: KNOWLEDGEBASE_WRITE },
      lazy: lazyPage(
        () => import('./pages/article-create-page.tsx'),
        (m) => m.ArticleCreatePage,
      ),
    },
    {
      path: 'knowledgebase/:id',
      permission: { can: KNOWLEDGEBASE_READ },
      lazy: lazyPage(
        () => import('./pages/article-page.tsx'),
        (m) => m.ArticlePage,
      ),
    },
    {
      path: 'knowledgebase/:id/edit',
      permission: { can: KNOWLEDGEBASE_WRITE },
      lazy: lazyPage(
        () => import('./pages/article-edit-page.tsx'),
        (m) => m.ArticleEditPage,
      ),
    },
  ],
};
