import { PRODUCT_GAS } from '@energiek/contracts/connections';
import type { EmsConnection } from '../../api/ems-usage.ts';
import { USAGE_TEXTS } from '../../texts-usage.ts';

const T = USAGE_TEXTS;

/**
 * The selection: one connection or several of one product (summed). Ticking a connection of the other
 * product starts a new selection with it, so gas and electricity are never mixed.
 */
export function nextSelection(
  connections: readonly EmsConnection[],
  selected: readonly number[],
  id: number,
): number[] {
  if (selected.includes(id)) {
    const rest = selected.filter((other) => other !== id);
    return rest.length > 0 ? rest : selected.slice();
  }
  const product = connections.find((c) => c.id === id)?.product;
  const sameKind = selected.filter((other) => connections.find((c) => c.id === other)?.product === product);
  return sameKind.length === selected.length ? [...selected, id] : [id];
}

type Props = {
  connections: readonly EmsConnection[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
};

export function UsageConnections({ connections, selected, onChange }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-medium text-slate-700">{T.connections}</legend>
      <p className="mb-2 text-xs text-slate-500">{T.connectionsHint}</p>
      <ul className="grid max-h-48 gap-x-4 gap-y-1 overflow-y-auto rounded-md border border-slate-200 bg-white p-2 sm:grid-cols-2 xl:grid-cols-3">
        {connections.map((connection) => (
          <li key={connection.id}>
            <label className="flex cursor-pointer items-start gap-2 rounded px-1 py-1 text-sm hover:bg-slate-50">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                checked={selected.includes(connection.id)}
                onChange={() => onChange(nextSelection(connections, selected, connection.id))}
              />
              <span className="min-w-0">
                <span className="block font-mono text-xs text-slate-900">{connection.ean}</span>
                <span className="block truncate text-xs text-slate-500">
                  {connection.product === PRODUCT_GAS ? 'Gas' : 'Elektriciteit'}
                  {connection.formattedAddress ? ` · ${connection.formattedAddress}` : ''}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
