// Dutch texts of the app frame: shell, route errors and the not-found page.

export const APP_TEXTS = {
  skipToContent: 'Naar de inhoud',
  shell: {
    home: 'Energiek, naar het overzicht',
    logout: 'Uitloggen',
    customer: 'Klant',
    userMenu: 'Ingelogd als',
    accountMenu: 'Accountmenu',
    account: 'Mijn gegevens',
    settings: 'Mijn instellingen',
    loadFailed: 'Je gegevens konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    knowledgebase: 'Kennisbank',
  },
  drawer: {
    label: 'Hoofdmenu',
    home: 'Overzicht',
    collapse: 'Menu inklappen',
    open: 'Hoofdmenu openen',
    close: 'Hoofdmenu sluiten',
    more: 'Meer',
    expand: 'Menu uitklappen',
  },
  routeError: {
    pageTitle: 'Er ging iets mis',
    title: 'Er ging iets mis',
    text: 'Deze pagina kon niet worden geladen. Mogelijk is er net een nieuwe versie van Energiek verschenen.',
    reload: 'Pagina vernieuwen',
  },
  notFound: {
    pageTitle: 'Pagina niet gevonden',
    title: 'Pagina niet gevonden',
    text: 'De pagina die je zoekt bestaat niet (meer). Controleer het adres of ga naar het overzicht.',
    home: 'Naar het overzicht',
  },
} as const;
