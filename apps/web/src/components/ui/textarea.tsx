import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, controlClasses } from './field.tsx';
import type { FieldOwnProps } from './field.tsx';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> &
  FieldOwnProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text input. */
export function Textarea({
  label,
  error,
  hint,
  required,
  id,
  className = '',
  rows = 4,
  ...rest
}: TextareaProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <textarea {...control} rows={rows} className={controlClasses(Boolean(error))} {...rest} />
      )}
    </Field>
  );
}
