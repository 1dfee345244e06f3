import { useId } from 'react';

type LogoProps = {
  className?: string;
  /** 'dark' for light backgrounds, 'light' for brand-coloured backgrounds. */
  tone?: 'dark' | 'light';
  showWordmark?: boolean;
};

/** The Energiek mark (a lightning bolt in a leaf-green tile) with the wordmark. */
export function Logo({ className = '', tone = 'dark', showWordmark = true }: LogoProps) {
  const gradientId = useId();
  return (
    <span className={`inline-flex items-center gap-2.5 ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#1ea38f" />
            <stop offset="1" stopColor="#0f6a5f" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill={tone === 'light' ? '#ffffff' : `url(#${gradientId})`} />
        <path d="M18.5 5 9 18h6l-1.5 9L23 14h-6z" fill={tone === 'light' ? '#0f6a5f' : '#ffffff'} />
        <circle cx="24.5" cy="7.5" r="2.5" fill="#a3e635" />
      </svg>
      {showWordmark ? (
        <span
          className={`text-xl font-bold tracking-tight ${tone === 'light' ? 'text-white' : 'text-slate-900'}`}
        >
          Energiek
        </span>
      ) : (
        <span className="sr-only">Energiek</span>
      )}
    </span>
  );
}
