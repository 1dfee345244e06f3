import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from './ui/button.tsx';
import type { IconName } from './ui/icon.tsx';
import { Modal } from './ui/modal.tsx';
import { useToast } from './ui/use-toast.ts';
import { serverMessage } from '../lib/api-errors.ts';

/** The words of a row's edit and delete buttons and of the confirmation before the delete. */
export type RowActionTexts = {
  edit: string;
  delete: string;
  /** The confirmation dialog's title and Ok button. */
  deleteTitle: string;
  deleteOk: string;
};

/** An icon button of a table row: "action: name" is its accessible label, the action its tooltip. */
export function RowIconButton({
  icon,
  action,
  name,
  onClick,
}: {
  icon: IconName;
  action: string;
  name: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="transparent"
      icon={icon}
      hideLabel
      label={`${action}: ${name}`}
      title={action}
      onClick={onClick}
    />
  );
}

/**
 * A table row's edit and delete buttons (icons with the row's name in their accessible label); delete
 * asks first, then runs `onDelete` and says how it went in a toast. Edit is a link (`editTo`) or a
 * callback (`onEdit`).
 */
export function RowActions({
  name,
  texts,
  editTo,
  onEdit,
  confirm,
  onDelete,
  deleting,
  deleted,
  stackOnPhone = false,
}: {
  /** What the row is called in the buttons' accessible labels, e.g. the EAN. */
  name: string;
  texts: RowActionTexts;
  editTo?: string;
  onEdit?: () => void;
  /** The confirmation dialog's text. */
  confirm: ReactNode;
  onDelete: () => Promise<unknown>;
  deleting: boolean;
  /** The toast after the delete. */
  deleted: string;
  /** On a phone the two buttons stand one above the other (for a table that is otherwise too wide). */
  stackOnPhone?: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();

  const onOk = () => {
    onDelete()
      .then(() => toast.success(deleted))
      .catch((error: unknown) => toast.error(serverMessage(error)))
      .finally(() => setConfirming(false));
  };
  const edit = {
    variant: 'transparent',
    icon: 'edit',
    hideLabel: true,
    label: `${texts.edit}: ${name}`,
    title: texts.edit,
  } as const;

  return (
    <div
      className={
        stackOnPhone
          ? 'flex flex-col items-center justify-end gap-1 whitespace-nowrap sm:flex-row'
          : 'flex items-center justify-end gap-1 whitespace-nowrap'
      }
    >
      {editTo !== undefined ? <ButtonLink {...edit} to={editTo} /> : <Button {...edit} onClick={onEdit} />}
      <RowIconButton icon="trash" action={texts.delete} name={name} onClick={() => setConfirming(true)} />
      <Modal
        open={confirming}
        title={texts.deleteTitle}
        onClose={() => setConfirming(false)}
        onOk={onOk}
        okLabel={texts.deleteOk}
        okLoading={deleting}
        destructive
      >
        {confirm}
      </Modal>
    </div>
  );
}
