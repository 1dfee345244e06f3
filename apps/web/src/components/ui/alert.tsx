import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';
import type { IconName } from './icon.tsx';

type AlertTone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};

const icons: Record<AlertTone, IconName> = {
  error: 'alert',
  success: 'check',
  info: 'info',
  warning: 'alert',
};

type AlertProps = { tone?: AlertTone; title?: string; children?: ReactNode; className?: string };

export function Alert({ tone = 'info', title, children, className = '' }: AlertProps) {
  // Errors interrupt (alert); the others are announced politely (status).
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      <Icon name={icons[tone]} className="mt-0.5 size-4" />
      <div className="min-w-0">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? 'mt-0.5' : ''}>{children}</div> : null}
      </div>
    </div>
  );
}
