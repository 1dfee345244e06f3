// Every Dutch text the server sends, in one place so wording stays consistent.

export const MESSAGES = {
  wrongCredentials: 'Verkeerde gegevens',
  wrongCode: 'De code is onjuist',
  inactive: 'Het gebruik van Energiek is voor dit account niet meer mogelijk.',
  validation: 'De gegevens zijn ongeldig.',
  required: 'Dit veld is verplicht.',
  invalidEmail: 'Vul een geldig e-mailadres in.',
  passwordTooShort: 'Het wachtwoord moet minimaal 10 tekens bevatten.',
  passwordCommon: 'Dit wachtwoord is te vaak gebruikt en daardoor niet veilig. Kies een ander wachtwoord.',
  passwordMismatch: 'De wachtwoorden komen niet overeen.',
  resetInvalid: 'Deze link om je wachtwoord te herstellen is ongeldig of verlopen. Vraag een nieuwe aan.',
  resetRequested:
    'Als dit e-mailadres bij ons bekend is, ontvang je binnen enkele minuten een e-mail met een link om je wachtwoord te herstellen.',
  resetDone: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen met je nieuwe wachtwoord.',
  twoStepNotStarted: 'Vraag eerst een nieuwe code aan.',
  twoStepRequired: 'Stel eerst tweestapsverificatie in om verder te gaan.',
  twoStepAlreadyEnabled: 'Tweestapsverificatie is al ingesteld.',
  unauthenticated: 'Je bent niet (meer) ingelogd.',
  forbidden: 'Je hebt geen toegang om deze pagina te bekijken.',
  notFound: 'Niet gevonden.',
  tooManyRequests: 'Te veel pogingen. Probeer het over {seconds} seconden opnieuw.',
  serverError: 'Er is een serverfout opgetreden. Onze ontwikkelaars kijken ernaar.',
  badRequest: 'Het verzoek is ongeldig.',
  csrf: 'Dit verzoek is geweigerd omdat het niet van Energiek zelf komt.',
  payloadTooLarge: 'Het verzoek is te groot.',
  staleWrite:
    'Iemand anders heeft dit intussen gewijzigd. Laad de nieuwste versie en voer je wijziging daarna opnieuw in.',
  uploadStalled:
    'Het verzoek is afgebroken: er kwam te lang niets meer binnen. Controleer de verbinding en probeer het opnieuw.',
} as const;
