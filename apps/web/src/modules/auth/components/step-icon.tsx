type StepIconProps = { kind: 'shield' | 'blocked' | 'key' };

const tiles: Record<StepIconProps['kind'], string> = {
  shield: 'bg-brand-100 text-brand-700',
  key: 'bg-brand-100 text-brand-700',
  blocked: 'bg-amber-100 text-amber-700',
};

/** An icon in a tinted tile that heads a sign-in step. */
export function StepIcon({ kind }: StepIconProps) {
  return (
    <span className={`flex size-12 items-center justify-center rounded-xl ${tiles[kind]}`} aria-hidden="true">
      <svg
        className="size-6"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {kind === 'shield' ? (
          <>
            <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z" />
            <path d="m9 12 2 2 4-4" />
          </>
        ) : null}
        {kind === 'key' ? (
          <>
            <circle cx="7.5" cy="15.5" r="4.5" />
            <path d="m10.7 12.3 9.8-9.8M17 6l3 3M14.5 8.5l2 2" />
          </>
        ) : null}
        {kind === 'blocked' ? (
          <>
            <circle cx="12" cy="12" r="10" />
            <path d="M4.9 4.9l14.2 14.2" />
          </>
        ) : null}
      </svg>
    </span>
  );
}
