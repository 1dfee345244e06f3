// Dutch texts of the shared components outside the UI kit (filters, pickers, charts).

export const COMPONENT_TEXTS = {
  filters: {
    reset: 'Filters wissen',
  },
  pickers: {
    searching: 'Zoeken…',
    none: 'Geen resultaten gevonden.',
    failed: 'De keuzelijst kon niet worden geladen.',
    clear: (label: string) => `${label} wissen`,
    customer: 'Klant',
    customerPlaceholder: 'Zoek op naam of klantnummer',
    connection: 'Aansluiting',
    connectionPlaceholder: 'Zoek op EAN of adres',
    entity: 'Entiteit',
    supplier: 'Leverancier',
  },
  charts: {
    loading: 'Grafiek laden…',
    empty: 'Geen gegevens in deze periode.',
  },
} as const;
