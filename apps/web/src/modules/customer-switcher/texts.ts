// Dutch texts of the drawer customer switcher.

export const SWITCHER_TEXTS = {
  label: 'Klant wisselen',
  placeholder: 'Naam of klantnummer',
  results: 'Gevonden klanten',
  searching: 'Zoeken…',
  noResults: 'Geen klanten gevonden',
  ambassador: 'Ambassadeur',
  number: 'Klantnummer',
  switched: (name: string) => `Je werkt nu voor ${name}`,
  failed: 'Deze klant kon niet worden gekozen.',
} as const;
