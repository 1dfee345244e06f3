import { DEMO_PASSWORD, DEMO_TWO_STEP_SECRET } from '@energiek/db/seed/demo-accounts';
import { Secret, TOTP } from 'otpauth';

// Demo accounts of the seed (packages/db/src/seed/demo-accounts.ts).

export const PASSWORD = DEMO_PASSWORD;

export const ACCOUNTS = {
  admin: 'admin@energiek.nl',
  twoStep: '2fa@energiek.nl',
  customer: 'klant@devries-bakkerij.nl',
  /** Only the account journey uses it: it changes this account's password. */
  spare: 'klant@westlandglas.nl',
  inactive: 'inactief@energiek.nl',
} as const;

const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TWO_STEP_SECRET), digits: 6, period: 30 });

/** The current authenticator code of 2fa@energiek.nl. */
export function currentTwoStepCode(): string {
  return totp.generate();
}

/** A six-digit code that is certainly not the current one. */
export function wrongTwoStepCode(): string {
  const current = Number(currentTwoStepCode());
  return String((current + 500_000) % 1_000_000).padStart(6, '0');
}
