import { useState } from 'react';
import type { EntityItem } from '@energiek/contracts/entities';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDeleteEntity } from '../api/entities.ts';
import { ENTITIES_TEXTS } from '../texts.ts';

/** Edit and delete (after confirmation) of one entity; the server refuses an entity with connections. */
export function EntityActions({ customerId, entity }: { customerId: number; entity: EntityItem }) {
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteEntity(customerId);
  const toast = useToast();

  const onOk = () => {
    remove
      .mutateAsync(entity.id)
      .then(() => toast.success(ENTITIES_TEXTS.delete.done(entity.name)))
      .catch((error: unknown) => toast.error(serverMessage(error)))
      .finally(() => setConfirm(false));
  };

  return (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      <ButtonLink
        variant="transparent"
        icon="edit"
        hideLabel
        label={`${ENTITIES_TEXTS.actions.edit}: ${entity.name}`}
        title={ENTITIES_TEXTS.actions.edit}
        to={`/v3/customers/${customerId}/entities/${entity.id}/edit`}
      />
      <Button
        variant="transparent"
        icon="trash"
        hideLabel
        label={`${ENTITIES_TEXTS.actions.delete}: ${entity.name}`}
        title={ENTITIES_TEXTS.actions.delete}
        onClick={() => setConfirm(true)}
      />
      <Modal
        open={confirm}
        title={ENTITIES_TEXTS.delete.title}
        onClose={() => setConfirm(false)}
        onOk={onOk}
        okLabel={ENTITIES_TEXTS.delete.ok}
        okLoading={remove.isPending}
        destructive
      >
        <p className="text-sm text-slate-700">{ENTITIES_TEXTS.delete.text(entity.name)}</p>
      </Modal>
    </div>
  );
}
