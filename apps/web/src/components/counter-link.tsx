import { Link } from 'react-router';
import { Icon, type IconName } from './ui/icon.tsx';

/**
 * A counter of the top bar (spec §2): a round icon link whose red badge shows the count (99+ above 99)
 * when there is one; the label names the count for assistive technology and as the tooltip.
 */
export function CounterLink({
  to,
  icon,
  count,
  label,
  testId,
}: {
  to: string;
  icon: IconName;
  count: number;
  label: string;
  /** The link's test id; the badge's is `${testId}-badge`. */
  testId: string;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={label}
      data-testid={testId}
      className="relative flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
    >
      <Icon name={icon} />
      {count > 0 ? (
        <span
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-semibold text-white ring-2 ring-white"
          data-testid={`${testId}-badge`}
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
