// Dutch texts of the sign-in pieces the sign-in flow shares with Mijn gegevens (two-step enrolment).

export const SIGN_IN_TEXTS = {
  enrol: {
    title: 'Tweestapsverificatie instellen',
    intro:
      'Voor beheerders is tweestapsverificatie verplicht. Scan de QR-code met een authenticator-app (zoals Google Authenticator, Microsoft Authenticator of 1Password) en vul daarna de code in.',
    qrAlt: 'QR-code om tweestapsverificatie in te stellen',
    manual: 'Lukt scannen niet? Voer deze sleutel handmatig in:',
    copy: 'Kopieer sleutel',
    copied: 'Gekopieerd',
    codeLabel: 'Code uit de app',
    submit: 'Activeren',
    loading: 'Bezig met het aanmaken van een sleutel…',
    failed: 'Het aanmaken van een sleutel is niet gelukt. Log opnieuw in en probeer het nog eens.',
    back: 'Terug naar inloggen',
  },
  genericError: 'Er ging iets mis. Probeer het later opnieuw.',
  networkError: 'Geen verbinding met de server. Controleer je internetverbinding en probeer het opnieuw.',
} as const;
