import { isApiError } from '../../../lib/api-client.ts';
import { ACCOUNT_TEXTS } from '../texts.ts';

/** The Dutch message to show for a failed call: the server's, else a generic one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return ACCOUNT_TEXTS.networkError;
    if (error.message) return error.message;
  }
  return ACCOUNT_TEXTS.genericError;
}
