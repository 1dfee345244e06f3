import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { KNOWLEDGEBASE_TEXTS } from '../texts.ts';

const T = KNOWLEDGEBASE_TEXTS.editor;
/** The schemes the server keeps (modules/knowledgebase/sanitize.ts); anything else is refused here too. */
const ALLOWED = /^(https?:\/\/|mailto:|tel:)\S+$/i;

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
  const [href, setHref] = useState(current ?? 'https://');
  const [error, setError] = useState<string | undefined>();
  const save = () => {
    const value = href.trim();
    if (!ALLOWED.test(value)) setError(T.linkInvalid);
    else onSave(value);
  };
  return (
    <Modal
      open
      title={T.linkTitle}
      onClose={onClose}
      onOk={save}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          {current ? (
            <Button variant="border" onClick={() => onSave(null)}>
              {T.linkRemove}
            </Button>
          ) : null}
          <Button variant="border" onClick={onClose}>
            {KNOWLEDGEBASE_TEXTS.form.cancel}
          </Button>
          <Button onClick={save}>{T.link}</Button>
        </div>
      }
    >
      <TextField
        label={T.linkUrl}
        value={href}
        error={error}
        autoFocus
        onChange={(event) => setHref(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            save();
          }
        }}
      />
    </Modal>
  );
}
