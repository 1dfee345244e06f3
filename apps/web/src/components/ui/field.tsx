import { useId } from 'react';
import type { ReactNode } from 'react';
import { UI_TEXTS } from './texts.ts';

/** The accessibility wiring a Field hands to its control. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

export type FieldOwnProps = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Shows the red asterisk of spec §2 and marks the control aria-required. */
  required?: boolean;
  id?: string | undefined;
  className?: string;
};

/** A field component's own props (label, error, hint, required, id, className) apart from its control's. */
export function splitFieldProps<P extends FieldOwnProps>(
  props: P,
): [FieldOwnProps, Omit<P, keyof FieldOwnProps>] {
  const { label, error, hint, required, id, className = '', ...control } = props;
  return [{ label, error, hint, required, id, className }, control];
}

type FieldProps = FieldOwnProps & { children: (control: FieldControlProps) => ReactNode };

/** Label, control, error and hint of one form field; the control comes from the render prop. */
export function Field({ label, error, hint, required = false, id, className = '', children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = error ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldMessages errorId={errorId} error={error} hintId={hintId} hint={hint} />
    </div>
  );
}

/** The red asterisk; screen readers hear 'verplicht' through aria-required instead. */
export function RequiredMark() {
  return (
    <span className="ml-0.5 text-red-600" aria-hidden="true" title={UI_TEXTS.required}>
      *
    </span>
  );
}

type FieldMessagesProps = {
  error?: string | undefined;
  errorId?: string | undefined;
  hint?: ReactNode;
  hintId?: string | undefined;
};

export function FieldMessages({ error, errorId, hint, hintId }: FieldMessagesProps) {
  return (
    <>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** Border, padding and focus ring shared by text inputs, selects, textareas and date inputs. */
export function controlClasses(invalid: boolean, extra = ''): string {
  return [
    'block w-full rounded-lg border bg-white px-3.5 py-2.5 text-slate-900 shadow-xs transition-colors placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 disabled:bg-slate-100 disabled:text-slate-500',
    invalid
      ? 'border-red-400 focus:border-red-500 focus:outline-red-500/30'
      : 'border-slate-300 hover:border-slate-400 focus:border-brand-500 focus:outline-brand-500/30',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}
