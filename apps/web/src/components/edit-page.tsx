import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageFrame, PageHeader } from './page-header.tsx';
import { Alert } from './ui/alert.tsx';
import { Button, ButtonLink } from './ui/button.tsx';
import { Modal } from './ui/modal.tsx';
import { PageSpinner } from './ui/spinner.tsx';
import { useToast } from './ui/use-toast.ts';
import { saveErrorMessage } from '../lib/api-errors.ts';

/** What the delete button of an edit page does; shown only when `allowed` and the record has loaded. */
export type EditPageDelete = {
  allowed: boolean;
  /** The button's and the confirmation's OK label ("Verwijderen"). */
  label: string;
  /** The confirmation's title and text. */
  title: string;
  message: ReactNode;
  /** Deletes the record; a rejection keeps the user on the page with a toast. */
  run: () => Promise<unknown>;
  pending: boolean;
  /** Toast after deleting. */
  deleted: string;
  /** Where to go after deleting. */
  to: string;
  /** The toast when deleting fails (default: the API's message). */
  errorText?: (error: unknown) => string | undefined;
};

/**
 * The frame of a record's edit page: the title, a back link and (for writers) a delete button with its
 * confirmation in the header; the body shows a spinner while the record loads and an alert when it
 * cannot, else `children(record)`. `intro` goes between the header and the body.
 */
export function EditPage<TRecord>({
  title,
  back,
  query,
  loadFailed,
  remove,
  intro,
  wide,
  children,
}: {
  title: string;
  back?: { to: string; label: string };
  query: { isPending: boolean; isError: boolean; data: TRecord | undefined };
  loadFailed: string;
  remove?: EditPageDelete;
  intro?: ReactNode;
  wide?: boolean;
  children: (record: TRecord) => ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const record = query.data;

  const onDelete = () => {
    if (!remove) return;
    remove.run().then(
      () => {
        toast.success(remove.deleted);
        void navigate(remove.to);
      },
      (error: unknown) => {
        setConfirming(false);
        toast.error(remove.errorText?.(error) ?? saveErrorMessage(error));
      },
    );
  };

  let body: ReactNode;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError || record === undefined) body = <Alert tone="error" title={loadFailed} />;
  else body = children(record);

  const mayDelete = remove?.allowed === true && record !== undefined;
  const actions =
    back || mayDelete ? (
      <div className="flex flex-wrap gap-2">
        {back ? (
          <ButtonLink variant="link" icon="chevron-left" to={back.to}>
            {back.label}
          </ButtonLink>
        ) : null}
        {mayDelete ? (
          <Button variant="border" icon="trash" onClick={() => setConfirming(true)}>
            {remove.label}
          </Button>
        ) : null}
      </div>
    ) : undefined;

  return (
    <PageFrame wide={wide}>
      <PageHeader title={title} action={actions} />
      {intro}
      {body}
      {remove ? (
        <Modal
          open={confirming}
          title={remove.title}
          onClose={() => setConfirming(false)}
          onOk={onDelete}
          okLabel={remove.label}
          okLoading={remove.pending}
          destructive
        >
          <p>{remove.message}</p>
        </Modal>
      ) : null}
    </PageFrame>
  );
}
