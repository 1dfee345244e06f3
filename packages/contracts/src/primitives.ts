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

/** `{id}` path parameter. */
export const idParams = z.object({ id: id() });
/** `customers/{customerId}/…` path parameter. */
export const customerParams = z.object({ customerId: id() });
/** `customers/{customerId}/{resource}/{id}` path parameters. */
export const customerIdParams = customerParams.extend({ id: id() });

/** An id in a JSON body (a number, not a string): integer 1 … 2^31−1. */
export function refId() {
  return z.number().int().min(1).max(MAX_ID);
}
