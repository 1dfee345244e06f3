import type { InputHTMLAttributes, Ref } from 'react';
import { Field, controlClasses, splitFieldProps } from './field.tsx';
import type { FieldOwnProps } from './field.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> &
  FieldOwnProps & {
    ref?: Ref<HTMLInputElement>;
    inputClassName?: string;
  };

/** A labelled text input. `aria-invalid` may be passed to mark it invalid without a message of its own. */
export function TextField({ inputClassName = '', ...props }: TextFieldProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input
          {...control}
          className={controlClasses(Boolean(field.error) || isTrue(rest['aria-invalid']), inputClassName)}
          {...rest}
        />
      )}
    </Field>
  );
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
