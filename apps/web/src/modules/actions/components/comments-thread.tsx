import { useState } from 'react';
import type { FormEvent } from 'react';
import type { ActionCommentItem } from '@energiek/contracts/actions';
import { formatDateTime } from '@energiek/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage, serverMessage } from '../../../lib/api-errors.ts';
import { useAddComment, useComments, useDeleteComment, useEditComment } from '../api/actions.ts';
import { ACTIONS_TEXTS } from '../texts.ts';

const T = ACTIONS_TEXTS.comments;

/** The comments on an action: everyone who sees it may add one; only the author edits or deletes. */
export function CommentsThread({ customerId, actionId }: { customerId: number; actionId: number }) {
  const comments = useComments(customerId, actionId);
  const add = useAddComment(customerId, actionId);
  const remove = useDeleteComment();
  const toast = useToast();
  const [content, setContent] = useState('');
  const [deleting, setDeleting] = useState<ActionCommentItem | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(content, {
      onSuccess: () => {
        setContent('');
        add.reset();
        toast.success(T.added);
      },
      onError: (error) => toast.error(saveErrorMessage(error)),
    });
  };

  const items = comments.data ?? [];
  return (
    <Card title={`${T.title} (${items.length})`} landmark>
      {comments.isPending ? (
        <div className="flex justify-center p-4 text-brand-600">
          <Spinner className="size-6" />
        </div>
      ) : comments.isError ? (
        <Alert tone="error" title={T.loadFailed} />
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-500">{T.empty}</p>
      ) : (
        <ol className="space-y-4" aria-label={T.title}>
          {items.map((comment) => (
            <CommentItem key={comment.id} comment={comment} onDelete={() => setDeleting(comment)} />
          ))}
        </ol>
      )}
      <form onSubmit={submit} noValidate className="mt-6 space-y-3 border-t border-slate-100 pt-4">
        <Textarea
          label={T.label}
          required
          rows={3}
          placeholder={T.placeholder}
          value={content}
          error={fieldErrors(add.error).content}
          onChange={(event) => setContent(event.target.value)}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={add.isPending}>
            {T.add}
          </Button>
        </div>
      </form>
      <Modal
        open={deleting !== null}
        title={T.deleteTitle}
        onClose={() => setDeleting(null)}
        okLabel={T.delete}
        okLoading={remove.isPending}
        destructive
        onOk={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              toast.success(T.deleted);
            },
            onError: (error) => toast.error(serverMessage(error)),
          });
        }}
      >
        <p className="text-slate-700">{T.deleteText}</p>
      </Modal>
    </Card>
  );
}

function CommentItem({ comment, onDelete }: { comment: ActionCommentItem; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.content);
  const edit = useEditComment();
  const toast = useToast();

  const save = (event: FormEvent) => {
    event.preventDefault();
    edit.mutate(
      { id: comment.id, content: text },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success(T.saved);
        },
        onError: (error) => toast.error(saveErrorMessage(error)),
      },
    );
  };

  return (
    <li className="flex gap-3" data-testid="comment">
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-full bg-teal-100 text-xs font-semibold text-teal-900"
        aria-hidden="true"
      >
        {comment.user?.initials ?? '?'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm">
          <span className="font-medium text-slate-900">{comment.user?.name ?? T.deletedUser}</span>
          <span className="ml-2 text-xs text-slate-500">
            {formatDateTime(comment.createdAt)}
            {comment.editedAt ? ` · ${T.edited}` : ''}
          </span>
        </p>
        {editing ? (
          <form onSubmit={save} noValidate className="mt-2 space-y-2">
            <Textarea
              label={T.editLabel}
              required
              rows={3}
              value={text}
              error={fieldErrors(edit.error).content}
              onChange={(event) => setText(event.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" loading={edit.isPending}>
                {T.save}
              </Button>
              <Button
                variant="border"

                onClick={() => {
                  setEditing(false);
                  setText(comment.content);
                }}
              >
                {T.cancel}
              </Button>
            </div>
          </form>
        ) : (
          <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{comment.content}</p>
        )}
        {comment.isOwn && !editing ? (
          <div className="mt-1 flex gap-3 text-xs">
            <button
              type="button"
              className="font-medium text-teal-800 hover:underline"
              onClick={() => setEditing(true)}
            >
              {T.edit}
            </button>
            <button type="button" className="font-medium text-red-700 hover:underline" onClick={onDelete}>
              {T.delete}
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}
