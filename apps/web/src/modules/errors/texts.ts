import { MESSAGES } from '@energiek/contracts/messages';

// Dutch texts of the error screens (spec §8).

export const ERROR_TEXTS = {
  title: 'Oeps!',
  intro: 'Dat ging niet helemaal goed.',
  forbidden: MESSAGES.forbidden,
  server: MESSAGES.serverError,
  continue: 'Doorgaan',
  forbiddenPageTitle: 'Geen toegang',
  notFound: {
    pageTitle: 'Pagina niet gevonden',
    title: 'Deze pagina bestaat niet',
    text: 'Controleer het adres, of ga terug naar het overzicht.',
    back: 'Naar het overzicht',
  },
} as const;
