import { useState } from 'react';
import type { HourListItem } from '@energiek/contracts/hours';
import { formatDate } from '@energiek/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDeleteHour } from '../api/hours.ts';
import { HOURS_TEXTS } from '../texts.ts';

const texts = HOURS_TEXTS.actions;

/** Edit and delete (after confirmation) of one entry. */
export function HourRowActions({
  hour,
  onEdit,
}: {
  hour: HourListItem;
  onEdit: (hour: HourListItem) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteHour();
  const toast = useToast();
  const name = `${formatDate(hour.date)} ${hour.description}`;

  const onOk = () => {
    remove
      .mutateAsync(hour)
      .then(() => toast.success(texts.deleted))
      .catch((error: unknown) => toast.error(serverMessage(error)))
      .finally(() => setConfirming(false));
  };

  return (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      <Button
        variant="transparent"
        icon="edit"
        hideLabel
        label={`${texts.edit}: ${name}`}
        title={texts.edit}
        onClick={() => onEdit(hour)}
      />
      <Button
        variant="transparent"
        icon="trash"
        hideLabel
        label={`${texts.delete}: ${name}`}
        title={texts.delete}
        onClick={() => setConfirming(true)}
      />
      <Modal
        open={confirming}
        title={texts.deleteTitle}
        onClose={() => setConfirming(false)}
        onOk={onOk}
        okLabel={texts.delete}
        okLoading={remove.isPending}
        destructive
      >
        <p className="text-sm text-slate-700">{texts.deleteConfirm}</p>
        <p className="mt-2 text-sm font-medium text-slate-900">{name}</p>
      </Modal>
    </div>
  );
}
