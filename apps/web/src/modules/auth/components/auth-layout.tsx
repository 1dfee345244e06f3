import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { Logo } from '../../../components/ui/logo.tsx';
import { AUTH_TEXTS } from '../texts.ts';

/** The sign-in screens: a brand panel beside a focused card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="grid min-h-screen lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)]">
      <aside className="relative hidden overflow-hidden bg-linear-to-br from-brand-700 via-brand-800 to-brand-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <EnergyLines />
        <Logo tone="light" className="relative" />
        <div className="relative max-w-md">
          <h2 className="text-4xl leading-tight font-bold tracking-tight text-balance">
            {AUTH_TEXTS.brand.tagline}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{AUTH_TEXTS.brand.intro}</p>
          <ul className="mt-8 space-y-3">
            {AUTH_TEXTS.brand.points.map((point) => (
              <li key={point} className="flex items-center gap-3 text-brand-50">
                <span
                  className="flex size-6 items-center justify-center rounded-full bg-white/15"
                  aria-hidden="true"
                >
                  <Icon name="check" className="size-3.5" strokeWidth="3" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <Link
          to="/collectief"
          className="relative inline-flex w-fit items-center gap-2 rounded-md text-sm font-medium text-brand-100 hover:text-white"
        >
          {AUTH_TEXTS.brand.collective}
          <span aria-hidden="true">→</span>
        </Link>
      </aside>
      <main id="main" className="flex items-center justify-center px-5 py-12 sm:px-10">
        <div className="w-full max-w-md">
          <Logo className="mb-10 lg:hidden" />
          {children}
        </div>
      </main>
    </div>
  );
}

/** Decorative grid lines in the brand panel, like a load curve over a meter grid. */
function EnergyLines() {
  return (
    <svg
      className="pointer-events-none absolute inset-0 size-full text-white/10"
      viewBox="0 0 600 800"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
    >
      <defs>
        <pattern id="energiek-grid" width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0v40" fill="none" stroke="currentColor" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="600" height="800" fill="url(#energiek-grid)" />
      <path
        d="M0 700c60-30 90-90 150-80s70 70 130 60 80-110 140-125 100 30 180 8"
        fill="none"
        stroke="#a3e635"
        strokeOpacity="0.55"
        strokeWidth="3"
      />
      <path
        d="M0 745c70-15 110-50 170-42s90 50 150 36 90-80 150-88 80 15 130 0"
        fill="none"
        stroke="#78d8c4"
        strokeOpacity="0.5"
        strokeWidth="2"
      />
    </svg>
  );
}
