// Dutch texts of the shared UI kit.

export const UI_TEXTS = {
  loading: 'Bezig met laden…',
  close: 'Sluiten',
  showPassword: 'Wachtwoord tonen',
  hidePassword: 'Wachtwoord verbergen',
  required: 'verplicht',
  cancel: 'Annuleren',
  ok: 'Ok',
  expand: 'Uitklappen',
  collapse: 'Inklappen',
  tabError: 'bevat fouten',
  progress: {
    label: 'Voortgang',
    states: {
      created: 'In de wachtrij',
      retry: 'Mislukt, wordt opnieuw geprobeerd',
      active: 'Bezig',
      completed: 'Klaar',
      cancelled: 'Geannuleerd',
      failed: 'Mislukt',
    },
  },
  selectPlaceholder: 'Maak een keuze',
  date: {
    placeholder: 'DD/MM/JJJJ',
    invalid: 'Vul een geldige datum in (DD/MM/JJJJ).',
  },
  table: {
    empty: 'Geen resultaten gevonden.',
    previous: 'Vorige',
    next: 'Volgende',
    page: (page: number, pageCount: number) => `Pagina ${page} van ${pageCount}`,
    pagination: 'Paginering',
    scrollable: 'Tabel, horizontaal scrollbaar',
  },
  toast: {
    region: 'Meldingen',
    successTitle: 'Succes!',
    successText: 'Het is gelukt',
    errorTitle: 'Er ging iets mis',
    errorText: 'Je hebt niet alle verplichte velden ingevuld',
  },
  shortcuts: {
    title: 'Sneltoetsen',
    intro: 'Sneltoetsen werken niet terwijl je in een invoerveld typt.',
    then: 'dan',
  },
  dirty: {
    region: 'Niet-opgeslagen wijzigingen',
    message: 'Je hebt wijzigingen die nog niet zijn opgeslagen.',
    save: 'Wijzigingen opslaan',
    cancel: 'Annuleren',
  },
  stale: {
    title: 'Intussen gewijzigd',
    reload: 'Nieuwste versie laden',
    hint: 'Je wijzigingen hieronder zijn niet opgeslagen: neem ze over na het laden.',
  },
} as const;
