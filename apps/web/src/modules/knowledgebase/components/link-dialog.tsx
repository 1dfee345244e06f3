import { z } from 'zod';
import { FormDialog } from '../../../components/form/form-dialog.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useDialogForm } from '../../../lib/use-contract-form.ts';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';

const T = KNOWLEDGEBASE_TEXTS.editor;
/** The schemes the server keeps (modules/knowledgebase/sanitize.ts); anything else is refused here too. */
const ALLOWED = /^(https?:\/\/|mailto:|tel:)\S+$/i;
const linkFormSchema = z.object({ href: z.string().trim().regex(ALLOWED, T.linkInvalid) });

type LinkDialogProps = {
  open: boolean;
  current: string | null;
  onClose: () => void;
  /** null removes the link. */
  onSave: (href: string | null) => void;
};

export function LinkDialog({ open, current, onClose, onSave }: LinkDialogProps) {
  return open ? <LinkForm current={current} onClose={onClose} onSave={onSave} /> : null;
}

function LinkForm({ current, onClose, onSave }: Omit<LinkDialogProps, 'open'>) {
  // Nothing to send: the editor sets the link once the address is valid; no toast, the text shows it.
  const contract = useDialogForm({
    schema: linkFormSchema,
    defaultValues: { href: current ?? 'https://' },
    save: ({ href }) => Promise.resolve(href),
    onClose: onSave,
    savedMessage: false,
    labels: { href: T.linkUrl },
  });
  return (
    <FormDialog
      contract={contract}
      title={T.linkTitle}
      submitLabel={T.link}
      onClose={onClose}
      actions={
        current ? (
          <Button variant="border" onClick={() => onSave(null)}>
            {T.linkRemove}
          </Button>
        ) : null
      }
    >
      <TextField
        label={T.linkUrl}
        error={contract.errorOf('href')}
        autoFocus
        {...contract.form.register('href')}
      />
    </FormDialog>
  );
}
