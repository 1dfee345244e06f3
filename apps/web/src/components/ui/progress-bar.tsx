import type { JobState } from '@energiek/contracts/jobs';
import { UI_TEXTS } from './texts.ts';

// One progress bar for everything that takes a while (background jobs via useJob, uploads): a real
// progressbar for assistive technology, with the percentage, a state and a message as text.

type ProgressBarProps = {
  /** 0–1; null while the amount is unknown (the bar pulses). */
  value: number | null;
  /** What is progressing (the accessible name). */
  label?: string;
  /** What is happening now, shown under the bar. */
  message?: string | null;
  /** A job's state: chooses the colour and the status text. */
  state?: JobState;
};

const TONE: Record<JobState, string> = {
  created: 'bg-slate-400',
  retry: 'bg-amber-500',
  active: 'bg-brand-600',
  completed: 'bg-green-600',
  cancelled: 'bg-slate-400',
  failed: 'bg-red-600',
};

export function ProgressBar({ value, label = UI_TEXTS.progress.label, message, state }: ProgressBarProps) {
  const percent = value === null ? null : Math.round(Math.min(1, Math.max(0, value)) * 100);
  const stateText = state ? UI_TEXTS.progress.states[state] : null;
  const valueText = [percent === null ? null : `${percent}%`, stateText, message].filter(Boolean).join(' – ');
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-4 text-sm">
        <span className="font-medium text-slate-700">{label}</span>
        <span className="text-slate-500 tabular-nums">
          {[stateText, percent === null ? null : `${percent}%`].filter(Boolean).join(' · ')}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        {...(percent === null ? {} : { 'aria-valuenow': percent })}
        aria-valuetext={valueText || undefined}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full rounded-full transition-[width] ${state ? TONE[state] : 'bg-brand-600'} ${
            percent === null ? 'w-1/3 animate-pulse' : ''
          }`}
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      {message ? <p className="text-sm text-slate-600">{message}</p> : null}
    </div>
  );
}
