import type { FieldErrors, FieldValues } from 'react-hook-form';

// Pure helpers of the contract form hook: which field error comes first, and how the toast names it.

export type NamedError = { name: string; message: string };

/** The first error with a message in a react-hook-form errors object (nested paths joined by dots). */
export function firstFieldError<T extends FieldValues>(errors: FieldErrors<T>): NamedError | undefined {
  const walk = (node: unknown, path: string): NamedError | undefined => {
    if (typeof node !== 'object' || node === null) return undefined;
    const record = node as Record<string, unknown>;
    if (typeof record.message === 'string' && record.message !== '')
      return { name: path, message: record.message };
    for (const [key, child] of Object.entries(record)) {
      // 'ref' is the field's DOM node; 'root' holds form-level errors, not a field.
      if (key === 'ref' || key === 'types' || (path === '' && key === 'root')) continue;
      const found = walk(child, path ? `${path}.${key}` : key);
      if (found) return found;
    }
    return undefined;
  };
  return walk(errors, '');
}

/**
 * The error toast's text for a field error: 'E-mailadres: Vul een geldig e-mailadres in.' when the field
 * has a label, else the message alone — never the generic 'not all required fields' text.
 */
export function fieldErrorToast(error: NamedError, labels: Readonly<Record<string, unknown>> = {}): string {
  const label = labels[error.name];
  return typeof label === 'string' && label !== '' ? `${label}: ${error.message}` : error.message;
}
