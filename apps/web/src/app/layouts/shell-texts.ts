// Dutch texts of the shell's overlays: mega-menu, keyboard shortcuts and the leave-page question.

export const SHELL_TEXTS = {
  menu: {
    button: 'Menu',
    label: 'Megamenu',
    tabs: 'Menuonderdelen',
    beheer: 'Beheer',
    klant: 'Klant',
    customer: (name: string) => `Klant: ${name}`,
    noCustomer: 'Kies eerst een klant in het menu links om de klantonderdelen te openen.',
    empty: 'Er zijn geen onderdelen die je hier mag openen.',
    failed: 'Dit onderdeel kon niet worden geopend.',
  },
  shortcuts: {
    customers: 'Naar Klanten',
    search: 'Klant zoeken',
    notifications: 'Meldingen openen',
    timer: 'Timer starten of pauzeren',
    menu: 'Menu openen',
    help: 'Sneltoetsen tonen',
  },
  leave: {
    title: 'Pagina verlaten?',
    text: 'Je hebt wijzigingen die nog niet zijn opgeslagen. Weet je zeker dat je deze pagina wilt verlaten?',
    stay: 'Blijven',
    leave: 'Verlaten',
  },
} as const;
