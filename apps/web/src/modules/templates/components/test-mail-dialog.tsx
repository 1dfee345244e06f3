import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { fieldErrors, saveErrorMessage } from '../../../lib/api-errors.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useSendTestTemplate } from '../api/templates.ts';
import { TEMPLATES_TEXTS } from '../texts.ts';

const T = TEMPLATES_TEXTS.form;

/** Sends the stored template with the sample data to an address (the admin's own by default). */
export function TestMailDialog({
  open,
  templateId,
  onClose,
}: {
  open: boolean;
  templateId: number;
  onClose: () => void;
}) {
  const own = useCurrentUser().data?.emailAddress ?? '';
  const [to, setTo] = useState<string | null>(null);
  const send = useSendTestTemplate();
  const toast = useToast();
  const error = send.isError ? fieldErrors(send.error).to : undefined;
  const close = () => {
    send.reset();
    setTo(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={T.testTitle}
      onClose={close}
      okLabel={T.testSend}
      okLoading={send.isPending}
      onOk={() =>
        send.mutate(
          { id: templateId, to: to ?? own },
          {
            onSuccess: (result) => {
              if (result.status === 'sent') toast.success(T.testSent(result.to));
              else if (result.status === 'stored') toast.success(T.testStored(result.to));
              else toast.error(T.testFailed(result.to));
              close();
            },
            onError: (failure) => {
              if (!fieldErrors(failure).to) toast.error(saveErrorMessage(failure));
            },
          },
        )
      }
    >
      <TextField
        label={T.testTo}
        type="email"
        hint={T.testHint}
        value={to ?? own}
        error={error}
        onChange={(event) => setTo(event.target.value)}
      />
    </Modal>
  );
}
