import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { InboxDetail } from '@energiek/contracts/inbox';
import { CustomerPicker } from '../../../components/pickers/customer-picker.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { saveErrorMessage } from '../../../lib/api-errors.ts';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useInboxAssignees, useUpdateInboxMessage } from '../api/inbox.ts';
import { INBOX_TEXTS } from '../texts.ts';
import { MakeActionDialog } from './make-action-dialog.tsx';

const T = INBOX_TEXTS;

type MessageToolsProps = { message: InboxDetail; onLeave: () => void };

/** What can be done with a message: link a customer, assign, mark unread, archive, make an action. */
export function MessageTools({ message, onLeave }: MessageToolsProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateInboxMessage(message.id);
  const [making, setMaking] = useState(false);
  const assignees = useInboxAssignees();
  const canMakeAction = usePermission({ can: 'organisation:write' });

  const change = (body: Parameters<typeof update.mutate>[0], done: string, leave = false) =>
    update.mutate(body, {
      onSuccess: () => {
        toast.success(done);
        if (leave) onLeave();
      },
      onError: (error) => toast.error(saveErrorMessage(error)),
    });

  const actionPath = (actionId: number) =>
    `/v3/customers/${message.customer?.id ?? 0}/actions/${actionId}/edit`;

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <CustomerPicker
          label={T.detail.customer}
          value={message.customer}
          onChange={(customer) => {
            if (customer?.id === message.customer?.id) return;
            change({ customerId: customer?.id ?? null }, customer ? T.toasts.linked : T.toasts.unlinked);
          }}
        />
        <Select
          label={T.detail.assignee}
          placeholder={T.detail.nobody}
          value={message.assignee ? String(message.assignee.id) : ''}
          options={(assignees.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          onChange={(event) =>
            change({ assigneeId: event.target.value ? Number(event.target.value) : null }, T.toasts.assigned)
          }
          data-testid="inbox-assignee"
        />
      </div>
      {message.customer === null ? <p className="text-sm text-slate-600">{T.detail.linkHint}</p> : null}
      <div className="flex flex-wrap gap-2">
        {canMakeAction && message.customer ? (
          message.actionId === null ? (
            <Button
              variant="border"
              icon="check"
              data-testid="inbox-make-action"
              onClick={() => setMaking(true)}
            >
              {T.detail.makeAction}
            </Button>
          ) : (
            <Button variant="border" icon="check" onClick={() => navigate(actionPath(message.actionId ?? 0))}>
              {T.detail.actionMade}
            </Button>
          )
        ) : null}
        <Button variant="border" onClick={() => change({ isRead: false }, T.toasts.unread, true)}>
          {T.detail.markUnread}
        </Button>
        <Button
          variant="border"
          icon="folder"
          data-testid="inbox-archive"
          onClick={() =>
            message.archived
              ? change({ archived: false }, T.toasts.unarchived)
              : change({ archived: true }, T.toasts.archived, true)
          }
        >
          {message.archived ? T.detail.unarchive : T.detail.archive}
        </Button>
      </div>
      {making ? <MakeActionDialog message={message} open onClose={() => setMaking(false)} /> : null}
    </div>
  );
}
