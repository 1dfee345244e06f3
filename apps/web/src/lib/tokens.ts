import { ACCESS_TOKEN_KEY, SUPER_TOKEN_KEY } from '@energiek/contracts/constants';
import { isInFrame } from './env.ts';

// Bearer tokens live in localStorage as the spec says; the super (view-along) token wins.

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAuthToken(): string | null {
  if (isInFrame()) return null;
  return read(SUPER_TOKEN_KEY) || read(ACCESS_TOKEN_KEY) || null;
}

export function storeAccessToken(token: string): void {
  window.localStorage.removeItem(SUPER_TOKEN_KEY);
  window.localStorage.setItem(ACCESS_TOKEN_KEY, token);
}

export function clearTokens(): void {
  window.localStorage.removeItem(SUPER_TOKEN_KEY);
  window.localStorage.removeItem(ACCESS_TOKEN_KEY);
}
