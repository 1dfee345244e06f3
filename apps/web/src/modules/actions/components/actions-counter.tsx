import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { usePermission } from '../../../lib/permission-guard.tsx';
import { useCounter } from '../../../lib/counter.ts';
import { ACTIONS_TEXTS } from '../texts.ts';

/**
 * The actions counter of the top bar (spec §2): the open actions assigned to me (GET counter), linking to
 * my actions. Query key ['counter']: the realtime channel updates that cache entry when it changes.
 */
export function ActionsCounter() {
  const allowed = usePermission({ can: 'actions:read' });
  const counter = useCounter();
  if (!allowed) return null;
  const count = counter.data?.actions ?? 0;
  const label = count > 0 ? ACTIONS_TEXTS.counter.label(count) : ACTIONS_TEXTS.counter.none;
  return (
    <Link
      to="/v3/actions?scope=mine"
      aria-label={label}
      title={label}
      data-testid="actions-counter"
      className="relative flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
    >
      <Icon name="check" />
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white ring-2 ring-white"
          data-testid="actions-counter-badge"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
