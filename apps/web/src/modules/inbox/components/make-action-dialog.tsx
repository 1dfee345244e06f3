import { useState } from 'react';
import type { InboxDetail } from '@energiek/contracts/inbox';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useInboxAssignees, useMakeInboxAction } from '../api/inbox.ts';
import { INBOX_TEXTS } from '../texts.ts';

const T = INBOX_TEXTS.makeAction;

type MakeActionDialogProps = { message: InboxDetail; open: boolean; onClose: () => void };

/**
 * "Maak actie": subject (the message's), deadline and who does it (the message's assignee, else the
 * signed-in user) before the action is made — never an unassigned action at once (issue 31).
 */
export function MakeActionDialog({ message, open, onClose }: MakeActionDialogProps) {
  const toast = useToast();
  const me = useCurrentUser();
  const assignees = useInboxAssignees();
  const makeAction = useMakeInboxAction(message.id);
  const [subject, setSubject] = useState(message.subject);
  const [deadline, setDeadline] = useState<string | null>(null);
  const [assigneeId, setAssigneeId] = useState<string>(String(message.assignee?.id ?? me.data?.id ?? ''));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () =>
    makeAction.mutate(
      { subject, deadline, ...(assigneeId ? { assigneeId: Number(assigneeId) } : {}) },
      {
        onSuccess: () => {
          toast.success(INBOX_TEXTS.toasts.actionMade);
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          toast.error(saveErrorMessage(error));
        },
      },
    );

  return (
    <Modal
      open={open}
      title={T.title}
      onClose={onClose}
      onOk={submit}
      okLabel={T.ok}
      okLoading={makeAction.isPending}
    >
      <div className="flex flex-col gap-4">
        <TextField
          label={T.subject}
          required
          value={subject}
          error={errors.subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <DateInput label={T.deadline} value={deadline} error={errors.deadline} onChange={setDeadline} />
        <Select
          label={T.assignee}
          placeholder={T.nobody}
          value={assigneeId}
          error={errors.assigneeId}
          options={(assignees.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          onChange={(event) => setAssigneeId(event.target.value)}
        />
      </div>
    </Modal>
  );
}
