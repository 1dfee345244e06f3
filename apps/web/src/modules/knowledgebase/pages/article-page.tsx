import { useParams } from 'react-router';
import { can } from '@energiek/contracts/access';
import { formatDateTime } from '@energiek/contracts/format';
import { formatFileSize } from '@energiek/contracts/library';
import { PageFrame, PageHeader } from '../../../components/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { attachmentUrl, useArticle } from '../api/knowledgebase.ts';
import { ArticleBody } from '../components/article-body.tsx';
import { VisibilityBadge } from '../components/visibility-badge.tsx';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';

const T = KNOWLEDGEBASE_TEXTS.detail;

/** /v3/knowledgebase/{id} (organisation-knowledgebase:read): the article and its attachments. */
export function ArticlePage() {
  const id = Number(useParams().id);
  const article = useArticle(id);
  usePageTitle(article.data?.title ?? KNOWLEDGEBASE_TEXTS.list.pageTitle);
  const mayWrite = can(useProfile().data?.profile, 'organisation-knowledgebase:write');

  if (article.isPending) return <PageSpinner />;
  if (article.isError) {
    return (
      <PageFrame>
        <Alert tone="error" title={T.loadFailed} />
      </PageFrame>
    );
  }
  const item = article.data;
  return (
    <PageFrame>
      <PageHeader
        title={item.title}
        action={
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="link" icon="chevron-left" to="/v3/knowledgebase">
              {T.back}
            </ButtonLink>
            {mayWrite ? (
              <ButtonLink variant="border" icon="edit" to={`/v3/knowledgebase/${item.id}/edit`}>
                {T.edit}
              </ButtonLink>
            ) : null}
          </div>
        }
      />
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{item.category}</span>
        <VisibilityBadge visibility={item.visibility} />
        <span>{T.updated(formatDateTime(item.updatedAt), item.updatedByName)}</span>
      </p>
      <Card className="mb-6">
        <ArticleBody html={item.body} />
      </Card>
      <Card title={T.attachments}>
        {item.attachments.length === 0 ? (
          <p className="text-sm text-slate-600">{T.noAttachments}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {item.attachments.map((file) => (
              <li key={file.id} className="flex items-center gap-3 py-2">
                <Icon name="folder" className="size-4 text-slate-500" />
                <a
                  href={attachmentUrl(item.id, file.id)}
                  className="min-w-0 truncate text-brand-700 hover:underline"
                >
                  {file.fileName}
                </a>
                <span className="ml-auto text-xs whitespace-nowrap text-slate-500">
                  {formatFileSize(file.size)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </PageFrame>
  );
}
