import type { z } from 'zod';
import { text } from './primitives.ts';

// Optional form fields shared by the customer, contact and user contracts; apart from customers.ts so a
// contract that needs only these does not load the customer contract (and its IBAN check) with it.

export const PHONE_INVALID =
  'Vul een geldig telefoonnummer in, bijvoorbeeld 020 123 4567 of +31 20 123 4567.';

/** Digits, spaces, +, -, parentheses and 10–15 digits in all ('+31 (0)20-123 4567' is fine). */
export function isPlausiblePhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

/**
 * An optional text field of a form: '' and null store null, undefined leaves the field alone (update);
 * the value is trimmed and normalised before the check runs.
 */
export function optionalText(
  max: number,
  options: { normalise?: (value: string) => string; check?: z.ZodType<string, string> } = {},
) {
  return text()
    .max(max, `Dit veld mag maximaal ${max} tekens bevatten.`)
    .nullish()
    .transform((value) => {
      if (value === undefined || value === null) return value;
      const trimmed = value.trim();
      if (trimmed === '') return null;
      return options.normalise ? options.normalise(trimmed) : trimmed;
    })
    .pipe((options.check ?? text()).nullish());
}

export const phoneField = () =>
  optionalText(30, {
    check: text().refine(isPlausiblePhoneNumber, PHONE_INVALID),
  });
