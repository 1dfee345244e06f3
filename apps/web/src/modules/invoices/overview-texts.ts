// Every Dutch text of the back office's invoice overviews (/v3/invoices/year and /v3/invoices/month).

export const OVERVIEW_TEXTS = {
  year: {
    title: 'Facturen per jaar',
    menu: 'Facturen per jaar',
    intro:
      'Per klant en jaar: aantal facturen, volume, bedrag excl. btw en energiebelasting, en met de factuurcontrole de gevonden afwijkingen en het teruggehaalde bedrag. Een factuur telt in het jaar waarin haar periode eindigt; creditnota’s tellen negatief.',
    table: 'Facturen per klant',
    empty: 'Geen facturen in dit jaar voor dit filter.',
    loadFailed: 'Het overzicht kon niet worden geladen.',
    filters: { year: 'Jaar', customer: 'Klant', search: 'Zoeken', searchPlaceholder: 'Klantnaam' },
    columns: {
      customer: 'Klant',
      invoices: 'Facturen',
      credits: 'Creditnota’s',
      kwh: 'Elektriciteit',
      m3: 'Gas',
      volume: 'Volume',
      totalExclVat: 'Excl. btw',
      energyTax: 'Energiebelasting',
      deviations: 'Afwijkingen',
      recovered: 'Teruggehaald',
    },
    totals: (customers: number) => `${customers} ${customers === 1 ? 'klant' : 'klanten'}`,
    auditNote:
      'Afwijkingen: facturen van het jaar waarop de factuurcontrole een afwijking vond. Teruggehaald: wat creditnota’s op claims tegen die facturen terugbetaalden (excl. btw).',
  },
  month: {
    title: 'Facturen per maand',
    menu: 'Facturen per maand',
    intro:
      'Per aansluiting en maand de drie facturen: leverancier, netbeheerder en meetbedrijf. Een kleinverbruikaansluiting krijgt alleen de factuur van de leverancier. Een factuur wordt verwacht vanaf de maand van de eerste factuur van die afzender voor de aansluiting; daarvóór staat er ‘Niet verwacht’.',
    list: 'Aansluitingen',
    empty: 'Geen aansluitingen voor dit filter.',
    loadFailed: 'Het overzicht kon niet worden geladen.',
    filters: {
      month: 'Tot en met maand',
      months: 'Aantal maanden',
      customer: 'Klant',
      issuerKind: 'Soort afzender',
      issuer: 'Afzender',
      all: 'Alle',
      search: 'Zoeken',
      searchPlaceholder: 'EAN of klantnaam',
    },
    monthsOption: (n: string) => (n === '1' ? '1 maand' : `${n} maanden`),
    month: 'Maand',
    large: 'Grootverbruik',
    small: 'Kleinverbruik',
    counts: 'Op deze pagina',
    open: (number: string) => `Factuur ${number} openen`,
    previous: 'Vorige',
    next: 'Volgende',
  },
} as const;
