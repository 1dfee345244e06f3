// Dutch texts of the shared UI kit.

export const UI_TEXTS = {
  loading: 'Bezig met laden…',
  close: 'Sluiten',
  showPassword: 'Wachtwoord tonen',
  hidePassword: 'Wachtwoord verbergen',
} as const;
