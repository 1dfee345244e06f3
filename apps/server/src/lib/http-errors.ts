import { MESSAGES } from '@energiek/contracts/messages';

// Errors a handler throws; the error plugin turns them into the envelopes of ARCHITECTURE.md.

export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** 422 with field errors; the message defaults to the first field error. */
export function validationError(errors: FieldErrors, message?: string): HttpError {
  const first = Object.values(errors)[0]?.[0];
  return new HttpError(422, message ?? first ?? MESSAGES.validation, errors);
}

export const unauthenticated = () => new HttpError(401, MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = () => new HttpError(404, MESSAGES.notFound);

/** The row a read or write found; a 404 when there is none. */
export function foundOr404<T>(row: T | null | undefined): T {
  if (row === null || row === undefined) throw notFound();
  return row;
}
/** 409: the write was based on an older read (If-Match names another version). */
export const staleWrite = () => new HttpError(409, MESSAGES.staleWrite);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    MESSAGES.tooManyRequests.replace('{seconds}', String(retryAfterSeconds)),
    undefined,
    retryAfterSeconds,
  );
