import { AREA_LABELS, AREA_NAMES, AREAS, normaliseScope } from '@energiek/contracts/areas';
import type { Area } from '@energiek/contracts/areas';
import type { Scope } from '@energiek/contracts/auth';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ROLES_TEXTS } from '../texts.ts';
import { ScrollX } from '../../../components/ui/scroll-x.tsx';

/** Every action any area has, in a fixed column order. */
export const ACTION_COLUMNS = ['read', 'write'] as const;

type ScopeGridProps = {
  scope: Scope;
  onChange: (scope: Scope) => void;
  disabled?: boolean;
  /** The grant rule: only a full admin gives (or takes) full access (the server refuses it anyway). */
  fullLocked?: boolean;
};

function flag(scope: Scope, area: Area, action: string): boolean {
  const entry = scope[area];
  return typeof entry === 'object' && entry[action] === true;
}

/** Sets one flag and keeps the scope complete (every area, every action), as the server stores it. */
export function setFlag(scope: Scope, area: Area, action: string, value: boolean): Scope {
  const complete = normaliseScope(scope);
  const entry = complete[area];
  return { ...complete, [area]: { ...(typeof entry === 'object' ? entry : {}), [action]: value } };
}

/** The scope editor: the full flag, and every area of AREAS × its actions as checkboxes. */
export function ScopeGrid({ scope, onChange, disabled = false, fullLocked = false }: ScopeGridProps) {
  return (
    <div className="space-y-4">
      <Checkbox
        label={ROLES_TEXTS.form.full}
        hint={ROLES_TEXTS.form.fullHint}
        checked={scope.full}
        disabled={disabled || fullLocked}
        onChange={(event) => onChange({ ...normaliseScope(scope), full: event.target.checked })}
      />
      <ScrollX className="rounded-lg ring-1 ring-slate-200">
        <table className="w-full text-left text-sm" aria-label={ROLES_TEXTS.form.scope}>
          <thead className="bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2">
                {ROLES_TEXTS.form.area}
              </th>
              {ACTION_COLUMNS.map((action) => (
                <th key={action} scope="col" className="w-28 px-4 py-2 text-center">
                  {ROLES_TEXTS.form.actions[action]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {AREA_NAMES.map((area) => (
              <tr key={area} className={scope.full ? 'text-slate-400' : 'text-slate-700'}>
                <th scope="row" className="px-4 py-2 font-medium">
                  {AREA_LABELS[area]}
                  <span className="ml-2 font-mono text-xs text-slate-400">{area}</span>
                </th>
                {ACTION_COLUMNS.map((action) => (
                  <td key={action} className="px-4 py-2 text-center">
                    {(AREAS[area] as readonly string[]).includes(action) ? (
                      <input
                        type="checkbox"
                        aria-label={`${AREA_LABELS[area]}: ${ROLES_TEXTS.form.actions[action]}`}
                        checked={flag(scope, area, action)}
                        disabled={disabled || scope.full}
                        onChange={(event) => onChange(setFlag(scope, area, action, event.target.checked))}
                        className="size-4 accent-brand-600"
                      />
                    ) : (
                      <span aria-hidden="true">—</span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
    </div>
  );
}
