import type { ConnectionItem } from '@energiek/contracts/connections';
import { formatEan } from '@energiek/contracts/connections';
import { RowActions } from '../../../components/row-actions.tsx';
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
  const remove = useDeleteConnection(customerId);
  return (
    <RowActions
      name={connection.ean}
      texts={{ ...T.actions, deleteTitle: T.delete.title, deleteOk: T.delete.ok }}
      editTo={`/v3/customers/${customerId}/connections/${connection.id}/edit`}
      confirm={<p className="text-sm text-slate-700">{T.delete.text(formatEan(connection.ean))}</p>}
      onDelete={() => remove.mutateAsync(connection.id)}
      deleting={remove.isPending}
      deleted={T.delete.done}
      // On a phone the two buttons stand one above the other: side by side the table was wider than the screen.
      stackOnPhone
    />
  );
}
