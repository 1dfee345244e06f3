import { useState } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ActionItem } from '@energiek/contracts/actions';
import { formatDate, formatDateTime, formatEan } from '@energiek/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { usePageTitle } from '../../../lib/document-title.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { CreatePage } from '../../../components/edit-page.tsx';
import { useAction, useCreateAction, useDeleteAction, useUpdateAction } from '../api/actions.ts';
import { ActionForm } from '../components/action-form.tsx';
import { CommentsThread } from '../components/comments-thread.tsx';
import { PriorityText, StatusBadge } from '../components/status-badge.tsx';
import { ACTIONS_TEXTS } from '../texts.ts';
import { allowLeaving } from '../../../lib/use-leave-warning.ts';

const T = ACTIONS_TEXTS.form;

const listPath = (customerId: number) => `/v3/customers/${customerId}/actions`;

/** The frame of the create and edit screens: the title and a link back to the customer's actions. */
function Page({ title, customerId, children }: { title: string; customerId: number; children: ReactNode }) {
  return (
    <CreatePage title={title} back={{ to: listPath(customerId), label: T.back }}>
      {children}
    </CreatePage>
  );
}

function ActionCreateScreen({ isNote }: { isNote: boolean }) {
  const title = isNote ? T.createNoteTitle : T.createActionTitle;
  usePageTitle(title);
  const customerId = Number(useParams().customerId);
  const create = useCreateAction(customerId);
  return (
    <Page title={title} customerId={customerId}>
      <ActionForm
        kind="create"
        customerId={customerId}
        isNote={isNote}
        submitLabel={T.create}
        cancelTo={listPath(customerId)}
        save={(body) =>
          create.mutateAsync({ ...body, subject: body.subject ?? '', type: isNote ? 'note' : 'action' })
        }
        savedMessage={isNote ? T.noteCreated : T.created}
        savedTo={(created) =>
          isNote ? listPath(customerId) : `/v3/customers/${customerId}/actions/${created.id}/edit`
        }
      />
    </Page>
  );
}

/** /v3/customers/{customerId}/actions/create */
export function ActionCreatePage() {
  return <ActionCreateScreen isNote={false} />;
}

/** /v3/customers/{customerId}/notes/create */
export function NoteCreatePage() {
  return <ActionCreateScreen isNote />;
}

function EditPage({ isNote }: { isNote: boolean }) {
  const params = useParams();
  const customerId = Number(params.customerId);
  const actionId = Number(params.actionId);
  const action = useAction(customerId, actionId);
  const note = action.data ? action.data.type === 'note' : isNote;
  const canEdit = usePermission({ can: 'organisation:write' });
  const title = canEdit
    ? note
      ? T.editNoteTitle
      : T.editActionTitle
    : note
      ? T.viewNoteTitle
      : T.viewActionTitle;
  usePageTitle(title);

  let body;
  if (action.isPending) body = <PageSpinner />;
  else if (action.isError)
    body = (
      <Alert
        tone="error"
        title={isApiError(action.error) && action.error.status === 404 ? T.notFound : T.loadFailed}
      />
    );
  else body = <EditBody key={action.data.id} action={action.data} />;

  return (
    <Page title={action.data ? `${title}: ${action.data.subject}` : title} customerId={customerId}>
      {body}
    </Page>
  );
}

function EditBody({ action }: { action: ActionItem }) {
  const isNote = action.type === 'note';
  const canWrite = usePermission({ can: 'organisation:write' });
  const update = useUpdateAction(action.customerId, action.id);
  const remove = useDeleteAction(action.customerId);
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();

  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-500">
        {T.createdBy(action.createdBy?.name ?? '—', formatDateTime(action.createdAt))}
      </p>
      {canWrite ? (
        <ActionForm
          kind="edit"
          customerId={action.customerId}
          isNote={isNote}
          action={action}
          submitLabel={T.save}
          cancelTo={listPath(action.customerId)}
          save={update.mutateAsync}
          savedMessage={isNote ? T.noteSaved : T.saved}
          extra={
            <Button variant="border" icon="trash" onClick={() => setConfirming(true)}>
              {T.delete}
            </Button>
          }
        />
      ) : (
        <ReadOnlyAction action={action} />
      )}
      {isNote ? null : <CommentsThread customerId={action.customerId} actionId={action.id} />}
      <Modal
        open={confirming}
        title={T.deleteTitle}
        onClose={() => setConfirming(false)}
        okLabel={T.delete}
        okLoading={remove.isPending}
        destructive
        onOk={() =>
          remove.mutate(action.id, {
            onSuccess: () => {
              toast.success(isNote ? T.noteDeleted : T.deleted);
              allowLeaving();

              navigate(listPath(action.customerId));
            },
            onError: (error) => toast.error(serverMessage(error)),
          })
        }
      >
        <p className="text-slate-700">{isNote ? T.deleteNoteText : T.deleteActionText}</p>
      </Modal>
    </div>
  );
}

/** What a reader without organisation:write sees: the fields, no form. */
function ReadOnlyAction({ action }: { action: ActionItem }) {
  const rows: [string, ReactNode][] =
    action.type === 'note'
      ? []
      : [
          [T.status, <StatusBadge key="s" status={action.status} name={action.statusName} />],
          [T.priority, <PriorityText key="p" priority={action.priority} name={action.priorityName} />],
          [T.deadline, action.deadline ? formatDate(action.deadline) : '—'],
          [T.assignee, action.assignee?.name ?? ACTIONS_TEXTS.nobody],
          [
            T.connection,
            action.connection ? `${formatEan(action.connection.ean)} · ${action.connection.address}` : '—',
          ],
        ];
  return (
    <Card title={action.subject}>
      {action.description ? (
        <p className="mb-4 text-sm whitespace-pre-line text-slate-800">{action.description}</p>
      ) : null}
      {rows.length > 0 ? (
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}

/** /v3/customers/{customerId}/actions/{actionId}/edit */
export function ActionEditPage() {
  return <EditPage isNote={false} />;
}

/** /v3/customers/{customerId}/notes/{actionId}/edit */
export function NoteEditPage() {
  return <EditPage isNote />;
}
