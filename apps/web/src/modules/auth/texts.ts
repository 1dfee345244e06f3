import { MESSAGES } from '@energiek/contracts/messages';

// Every Dutch text of the sign-in area. Server messages come from the shared catalogue.

export const AUTH_TEXTS = {
  brand: {
    tagline: 'Grip op energie, voor elke organisatie.',
    intro:
      'Inzicht in verbruik, contracten en facturen van al je aansluitingen op één plek, samen met je vaste energieadviseur.',
    points: [
      'Verbruik en kosten per aansluiting',
      'Inkoop en collectieve contracten',
      'Factuurcontrole en energiebelastingen',
    ],
    collective: 'Meer over collectief inkopen',
  },
  login: {
    title: 'Inloggen',
    pageTitle: 'Inloggen',
    intro: 'Log in met je e-mailadres en wachtwoord.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    remember: 'Onthoud mij',
    forgot: 'Wachtwoord vergeten?',
    submit: 'Inloggen',
    wrongCredentials: MESSAGES.wrongCredentials,
    tooLong: (max: number) => `Maximaal ${max} tekens.`,
    invalidCompanyTitle: 'Je organisatie maakt geen gebruik meer van Energiek',
    invalidCompany:
      'De organisatie waarvoor je werkt maakt geen gebruik meer van deze oplossing. Neem contact op met je energieadviseur als je denkt dat dit niet klopt.',
  },
  code: {
    title: 'Tweestapsverificatie',
    intro: 'Vul de 6-cijferige code in uit je authenticator-app.',
    label: 'Code',
    submit: 'Verifiëren',
    back: 'Terug naar inloggen',
    wrongCode: MESSAGES.wrongCode,
  },
  forgot: {
    title: 'Wachtwoord vergeten',
    intro:
      'Vul je e-mailadres in. Je ontvangt dan een e-mail met een link om een nieuw wachtwoord in te stellen.',
    email: 'E-mailadres',
    submit: 'Verstuur herstellink',
    back: 'Terug naar inloggen',
  },
  inactive: {
    title: 'Account niet meer actief',
    message: MESSAGES.inactive,
    help: 'Neem contact op met je energieadviseur als je denkt dat dit niet klopt.',
    back: 'Terug naar inloggen',
  },
  reset: {
    pageTitle: 'Wachtwoord herstellen',
    title: 'Nieuw wachtwoord instellen',
    intro: 'Kies een nieuw wachtwoord voor je account.',
    password: 'Nieuw wachtwoord',
    passwordHint: 'Minimaal 10 tekens. Een zin van een paar woorden is sterk en goed te onthouden.',
    confirmation: 'Herhaal nieuw wachtwoord',
    submit: 'Wachtwoord opslaan',
    invalidLink: MESSAGES.resetInvalid,
    toLogin: 'Naar inloggen',
    doneTitle: 'Wachtwoord gewijzigd',
  },
  logout: {
    pageTitle: 'Uitloggen',
    busy: 'Je wordt uitgelogd…',
  },
  terms: {
    title: 'Gebruiksvoorwaarden',
    intro: 'Lees de voorwaarden en ga akkoord om Energiek te gebruiken.',
    accept: 'Akkoord',
    paragraphs: [
      'Energiek is het klantportaal van je energieadviseur. Je krijgt toegang tot gegevens van de organisatie waarvoor je werkt: aansluitingen, verbruik, contracten, facturen en documenten.',
      'Je account is persoonlijk. Deel je inloggegevens met niemand en log uit op computers die ook door anderen worden gebruikt. Meld het direct bij ons als je vermoedt dat iemand anders toegang heeft tot je account.',
      'Gebruik de gegevens in Energiek alleen voor het energiebeheer van je eigen organisatie. Prognoses, prijsindicaties en adviezen zijn met zorg opgesteld, maar zijn geen garantie voor toekomstige prijzen of verbruik.',
      'Wij verwerken persoonsgegevens volgens de Algemene verordening gegevensbescherming (AVG) en ons privacybeleid. Meetgegevens gebruiken we alleen voor de dienstverlening aan jouw organisatie.',
      'Wij mogen deze voorwaarden wijzigen. Bij een belangrijke wijziging vragen we je opnieuw om akkoord te gaan.',
    ],
  },
} as const;
