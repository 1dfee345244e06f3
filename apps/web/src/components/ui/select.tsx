import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, controlClasses, splitFieldProps } from './field.tsx';
import type { FieldOwnProps } from './field.tsx';
import { UI_TEXTS } from './texts.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> &
  FieldOwnProps & {
    options: readonly SelectOption[];
    /** The empty first option; pass null for none. */
    placeholder?: string | null;
    ref?: Ref<HTMLSelectElement>;
  };

/** A labelled native select (native keeps keyboard and mobile behaviour for free). */
export function Select({ options, placeholder = UI_TEXTS.selectPlaceholder, ...props }: SelectProps) {
  const [field, rest] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} className={controlClasses(Boolean(field.error), 'pr-9')} {...rest}>
          {placeholder !== null ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
