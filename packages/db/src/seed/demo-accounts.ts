// Demo sign-ins created by the demo seed, for the README and the start-up banner.

export const DEMO_PASSWORD = 'Energiek-2026!';

/** Base32 TOTP secret (32 characters = 160 bits) of 2fa@energiek.nl; add it to any authenticator app. */
export const DEMO_TWO_STEP_SECRET = 'ENERGIEKDEMOTWEESTAPSGEHEIM23456';

export type DemoAccount = { emailAddress: string; description: string };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { emailAddress: 'admin@energiek.nl', description: 'Beheerder (back office), zonder tweestapsverificatie' },
  {
    emailAddress: '2fa@energiek.nl',
    description: `Beheerder met tweestapsverificatie (authenticator-sleutel ${DEMO_TWO_STEP_SECRET})`,
  },
  {
    emailAddress: 'mark.visser@energiek.nl',
    description: 'Accountmanager (adviseur) zonder klantwissel: alleen toegewezen en eigen klanten',
  },
  {
    emailAddress: 'klant@devries-bakkerij.nl',
    description: 'Klant van De Vries Bakkerij B.V. (alleen lezen)',
  },
  {
    emailAddress: 'klant@westlandglas.nl',
    description: 'Klant van Kwekerij Westland Glas B.V. (alleen lezen)',
  },
  { emailAddress: 'inactief@energiek.nl', description: 'Gedeactiveerde beheerder (kan niet inloggen)' },
];
