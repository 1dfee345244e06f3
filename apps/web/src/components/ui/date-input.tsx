import { useState } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { formatDate, parseDutchDate, toIsoDate } from '@energiek/contracts/format';
import { Field, controlClasses, splitFieldProps } from './field.tsx';
import type { FieldOwnProps } from './field.tsx';
import { UI_TEXTS } from './texts.ts';

export type DateInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'required'
> &
  FieldOwnProps & {
    /** The chosen day as the API exchanges it (YYYY-MM-DD), or null when empty. */
    value: string | null;
    /** Called with the day (YYYY-MM-DD) once the text is a valid date, or null when cleared or invalid. */
    onChange: (value: string | null) => void;
    ref?: Ref<HTMLInputElement>;
  };

/**
 * A date typed as DD/MM/YYYY (spec §1). Free text on purpose: typing is faster than a picker for
 * invoice and contract dates. An invalid date shows its error once the field is left.
 */
export function DateInput({ value, onChange, onBlur, ...props }: DateInputProps) {
  const [{ error, ...field }, rest] = splitFieldProps(props);
  const [text, setText] = useState(() => formatDate(value));
  const [shownValue, setShownValue] = useState(value);
  const [invalid, setInvalid] = useState(false);

  // A new value from outside (reset, loaded record) replaces what is typed, unless it is what we reported.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== toIsoDate(parseDutchDate(text))) {
      setText(formatDate(value));
      setInvalid(false);
    }
  }

  const report = (next: string | null) => {
    setShownValue(next);
    if (next !== value) onChange(next);
  };

  return (
    <Field {...field} error={error ?? (invalid ? UI_TEXTS.date.invalid : undefined)}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={UI_TEXTS.date.placeholder}
          maxLength={10}
          value={text}
          className={controlClasses(Boolean(error) || invalid)}
          onChange={(event) => {
            const next = event.target.value;
            setText(next);
            const parsed = parseDutchDate(next);
            if (parsed) setInvalid(false);
            report(parsed ? toIsoDate(parsed) : null);
          }}
          onBlur={(event) => {
            const parsed = parseDutchDate(text);
            setInvalid(text.trim() !== '' && !parsed);
            // Normalise 1/2/2026 to 01/02/2026.
            if (parsed) setText(formatDate(parsed));
            onBlur?.(event);
          }}
          {...rest}
        />
      )}
    </Field>
  );
}
