import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useCreateArticle } from '../api/knowledgebase.ts';
import { ArticleForm } from '../components/article-form.tsx';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';

const T = KNOWLEDGEBASE_TEXTS.form;

/** /v3/knowledgebase/create (organisation-knowledgebase:write). */
export function ArticleCreatePage() {
  usePageTitle(T.createPageTitle);
  const create = useCreateArticle();
  return (
    <PageFrame>
      <PageHeader
        title={T.createTitle}
        action={
          <ButtonLink variant="link" icon="chevron-left" to="/v3/knowledgebase">
            {T.back}
          </ButtonLink>
        }
      />
      <ArticleForm kind="create" save={(body) => create.mutateAsync(body)} cancelTo="/v3/knowledgebase" />
    </PageFrame>
  );
}
