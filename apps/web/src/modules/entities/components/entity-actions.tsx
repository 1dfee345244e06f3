import type { EntityItem } from '@energiek/contracts/entities';
import { RowActions } from '../../../components/row-actions.tsx';
import { useDeleteEntity } from '../api/entities.ts';
import { ENTITIES_TEXTS } from '../texts.ts';

const T = ENTITIES_TEXTS;

/** Edit and delete (after confirmation) of one entity; the server refuses an entity with connections. */
export function EntityActions({ customerId, entity }: { customerId: number; entity: EntityItem }) {
  const remove = useDeleteEntity(customerId);
  return (
    <RowActions
      name={entity.name}
      texts={{ ...T.actions, deleteTitle: T.delete.title, deleteOk: T.delete.ok }}
      editTo={`/v3/customers/${customerId}/entities/${entity.id}/edit`}
      confirm={<p className="text-sm text-slate-700">{T.delete.text(entity.name)}</p>}
      onDelete={() => remove.mutateAsync(entity.id)}
      deleting={remove.isPending}
      deleted={T.delete.done(entity.name)}
      stackOnPhone
    />
  );
}
