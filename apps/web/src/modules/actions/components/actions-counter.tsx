import { CounterLink } from '../../../components/counter-link.tsx';
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
    <CounterLink
      to="/v3/actions?scope=mine"
      icon="check"
      count={count}
      label={label}
      testId="actions-counter"
    />
  );
}
