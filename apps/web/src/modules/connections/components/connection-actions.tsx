import { useState } from 'react';
import type { ConnectionItem } from '@energiek/contracts/connections';
import { formatEan } from '@energiek/contracts/connections';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useToast } from '../../../components/ui/use-toast.ts';
import { serverMessage } from '../../../lib/api-errors.ts';
import { useDeleteConnection } from '../api/connections.ts';
import { CONNECTIONS_TEXTS } from '../texts.ts';

const T = CONNECTIONS_TEXTS;

/** Edit and delete (after confirmation) of one connection. */
export function ConnectionActions({
  customerId,
  connection,
}: {
  customerId: number;
  connection: ConnectionItem;
}) {
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteConnection(customerId);
  const toast = useToast();
  const ean = formatEan(connection.ean);

  const onOk = () => {
    remove
      .mutateAsync(connection.id)
      .then(() => toast.success(T.delete.done))
      .catch((error: unknown) => toast.error(serverMessage(error)))
      .finally(() => setConfirm(false));
  };

  return (
    <div className="flex items-center justify-end gap-1 whitespace-nowrap">
      <ButtonLink
        variant="transparent"
        icon="edit"
        hideLabel
        label={`${T.actions.edit}: ${connection.ean}`}
        title={T.actions.edit}
        to={`/v3/customers/${customerId}/connections/${connection.id}/edit`}
      />
      <Button
        variant="transparent"
        icon="trash"
        hideLabel
        label={`${T.actions.delete}: ${connection.ean}`}
        title={T.actions.delete}
        onClick={() => setConfirm(true)}
      />
      <Modal
        open={confirm}
        title={T.delete.title}
        onClose={() => setConfirm(false)}
        onOk={onOk}
        okLabel={T.delete.ok}
        okLoading={remove.isPending}
        destructive
      >
        <p className="text-sm text-slate-700">{T.delete.text(ean)}</p>
      </Modal>
    </div>
  );
}
