import { UI_TEXTS } from './texts.ts';

type SpinnerProps = { className?: string; label?: string };

export function Spinner({ className = 'size-5', label = UI_TEXTS.loading }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center">
      <svg
        className={`animate-spin text-current ${className}`}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
      >
        <circle className="opacity-25" cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" />
        <path className="opacity-90" fill="currentColor" d="M4 12a8 8 0 0 1 8-8v4a4 4 0 0 0-4 4H4z" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner that fills the page while a route or the session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center text-brand-600">
      <Spinner className="size-8" />
    </div>
  );
}
