import { CreatePage } from '../../../components/edit-page.tsx';
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
    <CreatePage title={T.createTitle} back={{ to: '/v3/knowledgebase', label: T.back }}>
      <ArticleForm kind="create" save={(body) => create.mutateAsync(body)} cancelTo="/v3/knowledgebase" />
    </CreatePage>
  );
}
