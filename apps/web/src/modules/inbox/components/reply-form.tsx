import { inboxReplySchema } from '@energiek/contracts/inbox';
import { ContractForm } from '../../../components/form/contract-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useReplyToInboxMessage } from '../api/inbox.ts';
import { INBOX_TEXTS } from '../texts.ts';

const T = INBOX_TEXTS.reply;

/** The answer to the sender: sent over SMTP in the same conversation, then shown in the thread. */
export function ReplyForm({ messageId }: { messageId: number }) {
  const reply = useReplyToInboxMessage(messageId);
  const contract = useContractForm({
    schema: inboxReplySchema,
    defaultValues: { text: '' },
    kind: 'create',
    save: (body) => reply.mutateAsync(body),
    savedMessage: T.sent,
    labels: { text: T.text },
  });
  return (
    <ContractForm contract={contract} className="flex flex-col gap-3">
      <h3 className="text-base font-semibold text-slate-900">{T.title}</h3>
      <Textarea
        label={T.text}
        rows={6}
        required
        error={contract.errorOf('text')}
        data-testid="inbox-reply-text"
        {...contract.form.register('text')}
      />
      <div className="flex justify-end">
        <Button type="submit" icon="mail" loading={contract.saving} data-testid="inbox-reply-send">
          {T.send}
        </Button>
      </div>
    </ContractForm>
  );
}
