import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages, RequiredMark } from './field.tsx';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> & {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** A checkbox with its label beside it, and the error and hint below. */
export function Checkbox({
  label,
  error,
  hint,
  required = false,
  id,
  className = '',
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className={className}>
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-start gap-2.5 text-sm text-slate-700"
      >
        <input
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          className={`mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600 ${error ? 'outline outline-red-400' : ''}`}
          {...rest}
        />
        <span>
          {label}
          {required ? <RequiredMark /> : null}
        </span>
      </label>
      <FieldMessages error={error} errorId={errorId} hint={hint} hintId={hintId} />
    </div>
  );
}
