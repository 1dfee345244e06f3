import { isApiError } from '../../lib/api-client.ts';
import { SIGN_IN_TEXTS } from './texts.ts';

/** The Dutch message to show for a failed call: the server's, else a generic one. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return SIGN_IN_TEXTS.networkError;
    if (error.message) return error.message;
  }
  return SIGN_IN_TEXTS.genericError;
}
