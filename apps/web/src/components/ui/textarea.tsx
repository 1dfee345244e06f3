import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, controlClasses, splitFieldProps } from './field.tsx';
import type { FieldOwnProps } from './field.tsx';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> &
  FieldOwnProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text input. */
export function Textarea({ rows = 4, ...props }: TextareaProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea {...control} rows={rows} className={controlClasses(Boolean(field.error))} {...rest} />
      )}
    </Field>
  );
}
