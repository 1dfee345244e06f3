import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { QueryBody } from '../../../components/query-body.tsx';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { useArticle, useDeleteArticle, useUpdateArticle } from '../api/knowledgebase.ts';
import { ArticleForm } from '../components/article-form.tsx';
import { AttachmentsCard } from '../components/attachments-card.tsx';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';

const T = KNOWLEDGEBASE_TEXTS.form;

/** /v3/knowledgebase/{id}/edit (organisation-knowledgebase:write). */
export function ArticleEditPage() {
  usePageTitle(T.editPageTitle);
  const id = Number(useParams().id);
  const article = useArticle(id);
  const update = useUpdateArticle();
  const remove = useDeleteArticle();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const detailPath = `/v3/knowledgebase/${id}`;

  return (
    <PageFrame>
      <PageHeader
        title={article.data ? `${T.editTitle}: ${article.data.title}` : T.editTitle}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="link" icon="chevron-left" to={detailPath}>
              {T.backToArticle}
            </ButtonLink>
            {article.data ? (
              <Button variant="border" icon="trash" onClick={() => setConfirming(true)}>
                {T.delete}
              </Button>
            ) : null}
          </div>
        }
      />
      <QueryBody query={article} loadFailed={T.loadFailed}>
        {(record) => (
          <div className="space-y-6">
            <ArticleForm
              key={record.id}
              kind="edit"
              article={record}
              save={(values) => update.mutateAsync({ id, body: values })}
              cancelTo={detailPath}
            />
            <AttachmentsCard article={record} />
          </div>
        )}
      </QueryBody>
      <Modal
        open={confirming}
        title={T.deleteTitle}
        onClose={() => setConfirming(false)}
        onOk={() =>
          remove.mutate(id, {
            onSuccess: () => {
              toast.success(T.deleted);
              void navigate('/v3/knowledgebase');
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(saveErrorMessage(error));
            },
          })
        }
        okLabel={T.delete}
        okLoading={remove.isPending}
        destructive
      >
        <p>{T.deleteConfirm(article.data?.title ?? '')}</p>
      </Modal>
    </PageFrame>
  );
}
