import { environment, environmentLabel } from '../../lib/env.ts';

/** The non-production banner of spec §1 (DEVELOPMENT or STAGING). */
export function EnvironmentBanner() {
  if (!environmentLabel) return null;
  const tone = environment === 'staging' ? 'bg-violet-600 text-white' : 'bg-amber-500 text-amber-950';
  return (
    <div
      role="note"
      aria-label={environmentLabel}
      className={`pointer-events-none fixed top-0 left-1/2 z-[300] -translate-x-1/2 rounded-b-md px-3 py-0.5 text-[11px] font-bold tracking-widest shadow-sm ${tone}`}
    >
      {environmentLabel}
    </div>
  );
}
