import { z } from 'zod';

// The building blocks every contract uses for strings and ids, so that a rule about bad input exists once:
// text never carries a NUL byte (PostgreSQL refuses it in text columns), ids fit PostgreSQL's integer.

/** The largest id a PostgreSQL `integer` / `serial` column can hold. */
export const MAX_ID = 2_147_483_647;

export const PRIMITIVE_MESSAGES = {
  invalidCharacter: 'Dit veld bevat een ongeldig teken',
} as const;

/** A string without NUL bytes (`error`: the message when the value is not a string at all). Use instead of `z.string()` in every contract (lint enforces it). */
export function text(error?: string) {
  return z
    .string(error === undefined ? undefined : { error })
    .refine((value) => !value.includes('\u0000'), PRIMITIVE_MESSAGES.invalidCharacter);
}

/** A database id, from JSON or a path/query string: integer 1 … 2^31−1. */
export function id() {
  return z.coerce.number().int().min(1).max(MAX_ID);
}

/** A text that may not be empty once trimmed: `message` when it is (or is no string), `tooLong` over `max` characters. */
export function requiredText(message: string, max: number, tooLong = message) {
  return text(message).trim().min(1, message).max(max, tooLong);
}

/** A whole number min … max, from JSON or a query string (coerced); `message` for any other value. */
export function intBetween(min: number, max: number, message: string) {
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** `{id}` path parameter. */
export const idParams = z.object({ id: id() });
/** `customers/{customerId}/…` path parameter. */
export const customerParams = z.object({ customerId: id() });
/** `customers/{customerId}/{resource}/{id}` path parameters. */
export const customerIdParams = customerParams.extend({ id: id() });

/** An id in a JSON body (a number, not a string): integer 1 … 2^31−1 (`error`: the message for any other value). */
export function refId(error?: string) {
  if (error === undefined) return z.number().int().min(1).max(MAX_ID);
  return z.number({ error }).int(error).min(1, error).max(MAX_ID, error);
}

/** A real calendar day as `YYYY-MM-DD` that PostgreSQL's `date` takes too (no year 0, no 31 February). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A `YYYY-MM-DD` day (see isIsoDay); `message` for anything else. */
export function isoDay(message: string) {
  return text(message).refine(isIsoDay, message);
}
