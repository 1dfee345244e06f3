import type { ReactNode } from 'react';
import { DeleteButton } from './delete-button.tsx';
import { PageFrame, PageHeader } from './page-header.tsx';
import { QueryBody, type RecordQuery } from './query-body.tsx';
import { Alert } from './ui/alert.tsx';
import { ButtonLink } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

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

/** The back link of a create or edit page's header. */
function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <ButtonLink variant="link" icon="chevron-left" to={to}>
      {label}
    </ButtonLink>
  );
}

/** The frame of a create page: the title (with the customer's name in a workspace) and a back link. */
export function CreatePage({
  title,
  customerName,
  intro,
  back,
  wide,
  children,
}: {
  title: string;
  customerName?: string | undefined;
  /** The header's line under the title. */
  intro?: string;
  back: { to: string; label: string };
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <PageFrame wide={wide}>
      <PageHeader title={title} customerName={customerName} intro={intro} action={<BackLink {...back} />} />
      {children}
    </PageFrame>
  );
}

/**
 * The frame of a record's edit page: the title (with the customer's name in a workspace), a back link and
 * (for writers) a delete button with its confirmation in the header; the body shows a spinner while the
 * record loads and an alert when it cannot, else `children(record)`. `intro` goes between the header and
 * the body, `after` below the body whether the record has loaded or not.
 */
export function EditPage<TRecord>({
  title,
  customerName,
  back,
  query,
  loadFailed,
  remove,
  intro,
  after,
  wide,
  children,
}: {
  title: string;
  customerName?: string | undefined;
  back?: { to: string; label: string };
  query: RecordQuery<TRecord>;
  loadFailed: string;
  remove?: EditPageDelete;
  intro?: ReactNode;
  after?: ReactNode;
  wide?: boolean;
  children: (record: TRecord) => ReactNode;
}) {
  const record = query.data;
  const mayDelete = remove?.allowed === true && record !== undefined;
  const actions =
    back || mayDelete ? (
      <div className="flex flex-wrap gap-2">
        {back ? <BackLink {...back} /> : null}
        {mayDelete ? (
          <DeleteButton
            texts={{ button: remove.label, title: remove.title, body: remove.message, done: remove.deleted }}
            run={remove.run}
            pending={remove.pending}
            to={remove.to}
            errorText={remove.errorText}
          />
        ) : null}
      </div>
    ) : undefined;

  return (
    <PageFrame wide={wide}>
      <PageHeader title={title} customerName={customerName} action={actions} />
      {intro}
      <QueryBody query={query} loadFailed={loadFailed}>
        {children}
      </QueryBody>
      {after}
    </PageFrame>
  );
}

/** The words of a create-or-edit page: its two titles and the alert when the record cannot be had. */
export type CreateOrEditTexts = { notFound: string; form: { createTitle: string; editTitle: string } };

/**
 * The frame of a page that creates a record (`id` undefined) or edits the record of `id`: a spinner
 * while that record loads, an alert when it cannot be had, else the header (the create or the edit
 * title, the customer's name) and `children`.
 */
export function CreateOrEditPage({
  id,
  query,
  texts,
  customerName,
  children,
}: {
  id: number | undefined;
  query: { isPending: boolean; data: unknown };
  texts: CreateOrEditTexts;
  customerName: string | undefined;
  children: ReactNode;
}) {
  if (id !== undefined && query.isPending) {
    return (
      <PageFrame>
        <Spinner className="size-6" />
      </PageFrame>
    );
  }
  if (id !== undefined && !query.data) {
    return (
      <PageFrame>
        <Alert tone="error" title={texts.notFound} />
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <PageHeader title={id ? texts.form.editTitle : texts.form.createTitle} customerName={customerName} />
      {children}
    </PageFrame>
  );
}
