import { useRef } from 'react';
import type { KnowledgebaseArticle } from '@energiek/contracts/knowledgebase';
import { formatFileSize } from '@energiek/contracts/library';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { attachmentUrl, useAddAttachment, useDeleteAttachment } from '../api/knowledgebase.ts';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';

const T = KNOWLEDGEBASE_TEXTS.attachments;

/** The attachments of an article on its edit page: add (one file at a time) and remove. */
export function AttachmentsCard({ article }: { article: KnowledgebaseArticle }) {
  const input = useRef<HTMLInputElement>(null);
  const add = useAddAttachment();
  const remove = useDeleteAttachment();
  const toast = useToast();

  const onFile = (file: File | undefined) => {
    if (!file) return;
    add.mutate(
      { id: article.id, file },
      {
        onSuccess: (saved) => toast.success(T.added(saved.fileName)),
        onError: (error) => toast.error(fieldErrors(error).file ?? saveErrorMessage(error) ?? T.failed),
        onSettled: () => {
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  return (
    <Card
      title={T.title}
      actions={
        <Button variant="border" icon="plus" loading={add.isPending} onClick={() => input.current?.click()}>
          {add.isPending ? T.uploading : T.add}
        </Button>
      }
    >
      <input
        ref={input}
        type="file"
        className="hidden"
        data-testid="attachment-input"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {article.attachments.length === 0 ? (
        <p className="text-sm text-slate-600">{KNOWLEDGEBASE_TEXTS.detail.noAttachments}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {article.attachments.map((file) => (
            <li key={file.id} className="flex items-center gap-3 py-2">
              <a
                href={attachmentUrl(article.id, file.id)}
                className="min-w-0 truncate text-brand-700 hover:underline"
              >
                {file.fileName}
              </a>
              <span className="ml-auto text-xs whitespace-nowrap text-slate-500">
                {formatFileSize(file.size)}
              </span>
              <Button
                variant="transparent"
                icon="trash"
                aria-label={T.remove(file.fileName)}
                onClick={() =>
                  remove.mutate(
                    { id: article.id, fileId: file.id },
                    {
                      onSuccess: () => toast.success(T.removed),
                      onError: (error) => toast.error(saveErrorMessage(error)),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
