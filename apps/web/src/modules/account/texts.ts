// Dutch texts of the own account screens: Mijn gegevens and Mijn instellingen.

export const ACCOUNT_TEXTS = {
  details: {
    pageTitle: 'Mijn gegevens',
    title: 'Mijn gegevens',
    intro: 'Je accountgegevens, je wachtwoord en de beveiliging van je account.',
    cardTitle: 'Account',
    name: 'Naam',
    emailAddress: 'E-mailadres',
    role: 'Soort gebruiker',
    roles: { admin: 'Beheerder (back office)', customer: 'Medewerker van de klant' },
    twoStep: 'Tweestapsverificatie',
    twoStepOn: 'Ingesteld',
    twoStepOff: 'Niet ingesteld',
  },
  password: {
    title: 'Wachtwoord wijzigen',
    current: 'Huidig wachtwoord',
    password: 'Nieuw wachtwoord',
    passwordHint: 'Minimaal 10 tekens; kies geen veelgebruikt wachtwoord.',
    confirmation: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord wijzigen',
    done: 'Je wachtwoord is gewijzigd. Op andere apparaten ben je uitgelogd.',
  },
  twoStep: {
    title: 'Tweestapsverificatie',
    on: 'Tweestapsverificatie is ingesteld. Bij het inloggen vragen we om de code uit je authenticator-app.',
    off: 'Beveilig je account extra: bij het inloggen vragen we dan ook om een code uit een authenticator-app.',
    setUp: 'Tweestapsverificatie instellen',
    done: 'Tweestapsverificatie is ingesteld.',
    cancel: 'Annuleren',
    intro:
      'Scan de QR-code met een authenticator-app (zoals Google Authenticator, Microsoft Authenticator of 1Password) en vul daarna de code in.',
  },
  viewAlong:
    'Tijdens meekijken kun je het wachtwoord en de tweestapsverificatie van deze gebruiker niet wijzigen.',
  networkError: 'Er is geen verbinding met de server. Probeer het opnieuw.',
  genericError: 'Er ging iets mis. Probeer het opnieuw.',
  settings: {
    pageTitle: 'Mijn instellingen',
    title: 'Mijn instellingen',
    intro: 'Bepaal wanneer en hoe vaak Energiek je e-mail stuurt.',
    cardTitle: 'Meldingen',
    emailNotifications:
      'Stuur mij een e-mail bij nieuwe meldingen, zoals een actie die aan mij is toegewezen',
    digest: 'Hoe vaak',
    digests: { direct: 'Direct', daily: 'Eén keer per dag (samenvatting)', never: 'Nooit' },
    save: 'Opslaan',
  },
} as const;
