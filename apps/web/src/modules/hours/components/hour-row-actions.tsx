import type { HourListItem } from '@energiek/contracts/hours';
import { formatDate } from '@energiek/contracts/format';
import { RowActions } from '../../../components/row-actions.tsx';
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
  const remove = useDeleteHour();
  const name = `${formatDate(hour.date)} ${hour.description}`;
  return (
    <RowActions
      name={name}
      texts={{ ...texts, deleteOk: texts.delete }}
      onEdit={() => onEdit(hour)}
      confirm={
        <>
          <p className="text-sm text-slate-700">{texts.deleteConfirm}</p>
          <p className="mt-2 text-sm font-medium text-slate-900">{name}</p>
        </>
      }
      onDelete={() => remove.mutateAsync(hour)}
      deleting={remove.isPending}
      deleted={texts.deleted}
      stackOnPhone
    />
  );
}
