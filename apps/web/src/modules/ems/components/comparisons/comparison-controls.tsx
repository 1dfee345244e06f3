import { COMPARISON_GRAINS, PROFILE_RESOLUTIONS } from '@energiek/contracts/ems-comparisons';
import type { EmsOverviewItem } from '@energiek/contracts/ems-overview';
import { formatEan } from '@energiek/contracts/format';
import { addLocalDays } from '@energiek/domain/local-time';
import { Checkbox } from '../../../../components/ui/checkbox.tsx';
import { DateInput } from '../../../../components/ui/date-input.tsx';
import { Select } from '../../../../components/ui/select.tsx';
import type { ComparisonState } from '../../api/ems-comparisons.ts';
import { EMS_COMPARISON_TEXTS as T } from '../../texts-comparisons.ts';

// The choices of the comparisons screen; every change goes to the URL (useListState).

type Props = {
  state: ComparisonState;
  connections: readonly EmsOverviewItem[];
  onChange: (patch: Partial<ComparisonState>) => void;
};

const label = (c: EmsOverviewItem) => [formatEan(c.ean), c.address].filter(Boolean).join(' · ');

export function ComparisonControls({ state, connections, onChange }: Props) {
  const single = state.kind !== 'connections';
  const options = connections
    .filter((c) => state.kind !== 'degree-days' || c.product === 2)
    .map((c) => ({ value: String(c.connectionId), label: label(c) }));
  const chosen = new Set(state.connectionIds.split(',').filter(Boolean));
  const toggle = (id: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    onChange({ connectionIds: [...next].join(',') });
  };
  return (
    <div className="mb-4 grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 md:grid-cols-4">
      {single ? (
        <Select
          label={T.connection}
          className="md:col-span-2"
          options={options}
          placeholder={T.chooseConnection}
          value={state.connectionId}
          onChange={(event) => onChange({ connectionId: event.target.value })}
        />
      ) : (
        <fieldset className="md:col-span-4">
          <legend className="mb-2 text-sm font-medium text-slate-700">{T.connections}</legend>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {connections.map((c) => (
              <Checkbox
                key={c.connectionId}
                label={label(c)}
                checked={chosen.has(String(c.connectionId))}
                onChange={(event) => toggle(String(c.connectionId), event.target.checked)}
              />
            ))}
          </div>
        </fieldset>
      )}
      <DateInput label={T.from} value={state.from} onChange={(from) => from && onChange({ from })} />
      <DateInput
        label={T.to}
        value={state.to ? addLocalDays(state.to, -1) : null}
        onChange={(to) => to && onChange({ to: addLocalDays(to, 1) })}
      />
      {state.kind === 'periods' || state.kind === 'degree-days' ? (
        <DateInput
          label={T.compareFrom}
          value={state.compareFrom}
          onChange={(compareFrom) => compareFrom && onChange({ compareFrom })}
        />
      ) : null}
      {state.kind === 'profile' || state.kind === 'carpet' ? (
        <Select
          label={T.resolution}
          placeholder={null}
          options={PROFILE_RESOLUTIONS.map((r) => ({ value: r, label: T.resolutions[r] }))}
          value={state.resolution}
          onChange={(event) => onChange({ resolution: event.target.value as ComparisonState['resolution'] })}
        />
      ) : (
        <Select
          label={T.grain}
          placeholder={null}
          options={COMPARISON_GRAINS.map((g) => ({ value: g, label: T.grains[g] }))}
          value={state.grain}
          onChange={(event) => onChange({ grain: event.target.value as ComparisonState['grain'] })}
        />
      )}
    </div>
  );
}
