import { Select } from '../../../../components/ui/select.tsx';
import { useListState } from '../../../../lib/use-list-state.ts';
import { collectiveListState, useAllCollectives } from '../api/collective.ts';
import { ADMIN_TEXTS } from '../texts.ts';

/**
 * The tabs' state with the collective shown: the one in the URL, else the first (active, latest) one. No
 * effect writes the default into the URL, so a choice made while the list loads is never overwritten.
 */
export function useCollectiveState() {
  const list = useListState(collectiveListState);
  const collectives = useAllCollectives();
  const collectiveId = list.state.collectiveId || String(collectives.data?.[0]?.id ?? '');
  const collective = collectives.data?.find((c) => String(c.id) === collectiveId);
  return { ...list, state: { ...list.state, collectiveId }, collectives: collectives.data ?? [], collective };
}

type CollectiveSelectProps = {
  value: string;
  onChange: (collectiveId: string) => void;
};

/** The collective a tab shows. */
export function CollectiveSelect({ value, onChange }: CollectiveSelectProps) {
  const collectives = useAllCollectives();
  return (
    <Select
      label={ADMIN_TEXTS.collective}
      placeholder={
        collectives.data === undefined
          ? ADMIN_TEXTS.loading
          : collectives.data.length > 0
            ? null
            : ADMIN_TEXTS.noCollectives
      }
      options={(collectives.data ?? []).map((c) => ({
        value: String(c.id),
        label: `${c.name} (${c.firstYear}–${c.lastYear})`,
      }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
