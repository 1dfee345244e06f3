type CrownProps = { label: string };

/** The crown of an ambassador customer (spec §3); the UI kit has no crown icon. */
export function Crown({ label }: CrownProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      role="img"
      aria-label={label}
      data-testid="ambassador-crown"
      className="size-4 shrink-0 fill-amber-400 stroke-amber-600"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <title>{label}</title>
      <path d="M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z" />
    </svg>
  );
}
