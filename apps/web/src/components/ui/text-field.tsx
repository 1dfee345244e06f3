import type { InputHTMLAttributes, Ref } from 'react';
import { Field, controlClasses } from './field.tsx';
import type { FieldOwnProps } from './field.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> &
  FieldOwnProps & {
    ref?: Ref<HTMLInputElement>;
    inputClassName?: string;
  };

/** A labelled text input. `aria-invalid` may be passed to mark it invalid without a message of its own. */
export function TextField({
  label,
  error,
  hint,
  required,
  id,
  className = '',
  inputClassName = '',
  ...rest
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <input
          {...control}
          className={controlClasses(Boolean(error) || isTrue(rest['aria-invalid']), inputClassName)}
          {...rest}
        />
      )}
    </Field>
  );
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
