import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { InboxDetail } from '@energiek/contracts/inbox';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { useInboxAssignees, useMakeInboxAction } from '../api/inbox.ts';
import { INBOX_TEXTS } from '../texts.ts';

const T = INBOX_TEXTS.makeAction;

// The fields as typed; the server checks them (inboxActionSchema) and its 422 lands at the field.
const makeActionFormSchema = z.object({
  subject: z.string(),
  deadline: z.string().nullable(),
  assigneeId: z.string(),
});

type MakeActionDialogProps = { message: InboxDetail; open: boolean; onClose: () => void };

/**
 * "Maak actie": subject (the message's), deadline and who does it (the message's assignee, else the
 * signed-in user) before the action is made — never an unassigned action at once (issue 31).
 */
export function MakeActionDialog({ open, ...props }: MakeActionDialogProps) {
  return open ? <MakeActionForm {...props} /> : null;
}

function MakeActionForm({ message, onClose }: Omit<MakeActionDialogProps, 'open'>) {
  const me = useCurrentUser();
  const assignees = useInboxAssignees();
  const makeAction = useMakeInboxAction(message.id);
  const contract = useDialogForm({
    schema: makeActionFormSchema,
    defaultValues: {
      subject: message.subject,
      deadline: null,
      assigneeId: String(message.assignee?.id ?? me.data?.id ?? ''),
    },
    save: ({ subject, deadline, assigneeId }) =>
      makeAction.mutateAsync({
        subject,
        deadline,
        ...(assigneeId ? { assigneeId: Number(assigneeId) } : {}),
      }),
    onClose,
    savedMessage: INBOX_TEXTS.toasts.actionMade,
    labels: { subject: T.subject, deadline: T.deadline, assigneeId: T.assignee },
  });
  const { control, setValue } = contract.form;
  // Controlled: the assignees arrive after the form, and the choice must survive their arrival.
  const [deadline, assigneeId] = useWatch({ control, name: ['deadline', 'assigneeId'] });

  return (
    <FormDialog
      contract={contract}
      title={T.title}
      submitLabel={T.ok}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <TextField required {...contract.field('subject', T.subject)} />
      <DateInput
        label={T.deadline}
        value={deadline}
        error={contract.errorOf('deadline')}
        onChange={(next) => setValue('deadline', next, { shouldDirty: true })}
      />
      <Select
        label={T.assignee}
        placeholder={T.nobody}
        error={contract.errorOf('assigneeId')}
        options={(assignees.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
        value={assigneeId}
        onChange={(event) => setValue('assigneeId', event.target.value, { shouldDirty: true })}
      />
    </FormDialog>
  );
}
