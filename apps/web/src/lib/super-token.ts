import { SUPER_TOKEN_KEY } from '@energiek/contracts/constants';

// The view-along (super) token of spec §4/§7; tokens.ts prefers it over the access token.

export function storeSuperToken(token: string): void {
  window.localStorage.setItem(SUPER_TOKEN_KEY, token);
}

export function clearSuperToken(): void {
  window.localStorage.removeItem(SUPER_TOKEN_KEY);
}
