// Every Dutch text of the budgets tab.

export const BUDGETS_TEXTS = {
  title: 'Budgetten',
  pageTitle: 'Budgetten',
  intro:
    'Het budget per jaar en product naast de prognose en de werkelijke kosten tot nu toe (gemeten verbruik × geldende tarieven, zolang er geen facturen zijn). De prognose van het lopende jaar is, net als bij Prognose, het gemeten verbruik tot vandaag plus het verwachte verbruik van de overige dagen.',
  add: 'Budget toevoegen',
  previous: 'Vorig jaar',
  next: 'Volgend jaar',
  comparison: (year: number) => `Budget ${year} tegenover prognose en werkelijk`,
  chartLabel: (year: number) => `Budget, prognose en werkelijke kosten ${year} in euro`,
  all: 'Alle budgetten',
  empty: 'Nog geen budgetten vastgelegd.',
  noProducts: 'Deze klant heeft geen aansluitingen en geen budgetten voor dit jaar.',
  loadFailed: 'De budgetten konden niet worden geladen.',
  noBudget: 'geen budget',
  /** A figure without any measurement behind it (instead of € 0 and −100 %, issue 31). */
  noData: 'nog geen gegevens',
  unverifiedTax: (year: number) =>
    `Tarief niet geverifieerd: de energiebelasting van ${year} in prognose en werkelijk rust op tarieven die nog niet zijn gecontroleerd tegen de tabel van de Belastingdienst (of op die van een eerder jaar).`,
  noDataYear: (year: number) =>
    `Er zijn voor ${year} nog geen gegevens: niets gemeten en geen prognose. De afwijkingen t.o.v. het budget verschijnen zodra er verbruik bekend is.`,
  actualTo: (date: string) => `t/m ${date}`,
  profiles: {
    'degree-days': (product: string) =>
      `${product}: budget tot nu volgens de graaddagen van een normaal jaar (gemiddelde per maand van de tien jaren ervoor, De Bilt).`,
    days: (product: string) => `${product}: budget tot nu naar rato van de dagen.`,
    gasWithoutSeason:
      'Gas: budget tot nu naar rato van de dagen, want de graaddagentabel heeft nog geen volledig jaar van vóór dit jaar (De Bilt).',
  },
  implausible: (basis: 'last-year' | 'budget', reference: string) =>
    `Niet getoond: de prognose wijkt zo sterk af van ${basis === 'last-year' ? 'het gemeten verbruik vorig jaar' : 'het gebudgetteerde volume'} (${reference}) dat de uitgangspunten eerst worden gecontroleerd.`,
  notCompared: (missing: number, all: number) => `niet vergeleken: ${missing} van ${all} zonder meetgegevens`,
  unmeasured: (product: string, missing: number, all: number) =>
    `${product}: werkelijk tot nu niet vergeleken met het budget, want van ${missing} van ${all} aansluitingen zijn nog geen meetgegevens en hun kosten ontbreken. Het gaat om EAN`,
  andMore: (n: number) => `en nog ${n}`,
  partial: (product: string, list: string) =>
    `${product}: werkelijk tot nu is deels gemeten. Van ${list} telt alleen de gemeten periode mee, dus het budget tot nu dekt meer dagen dan de werkelijke kosten.`,
  partialDays: (ean: string, days: string, all: number) => `EAN ${ean} (${days} van ${all} dagen)`,
  unknownNote: (n: number) => `${n} aansluiting(en) zonder prognose`,
  /** The sources of the forecast's expected volumes per product (issue 27: one rule, its source shown). */
  forecastSources: (product: string, parts: string) =>
    `Prognose ${product.toLowerCase()}, verwacht verbruik: ${parts}.`,
  sourcePart: (label: string, connections: number) =>
    `${connections} × ${label.charAt(0).toLowerCase()}${label.slice(1)}`,
  series: { budget: 'Budget', forecast: 'Prognose', actual: 'Werkelijk tot nu', proRata: 'Budget tot nu' },
  columns: {
    product: 'Product',
    budget: 'Budget',
    forecast: 'Prognose',
    forecastDeviation: 'Afwijking prognose',
    actual: 'Werkelijk tot nu',
    actualDeviation: 'Afwijking t.o.v. budget tot nu',
    year: 'Jaar',
    amount: 'Bedrag incl. btw',
    volume: 'Volume',
    note: 'Toelichting',
  },
  form: {
    createTitle: 'Budget toevoegen',
    editTitle: 'Budget wijzigen',
    year: 'Jaar',
    product: 'Product',
    amount: 'Bedrag incl. btw (€)',
    volume: 'Volume (kWh of m³)',
    note: 'Toelichting',
    save: 'Opslaan',
    delete: 'Verwijderen',
    deleteTitle: 'Budget verwijderen?',
    deleteText: 'Het budget wordt verwijderd. Dit kan niet ongedaan worden gemaakt.',
    deleted: 'Het budget is verwijderd.',
    saved: (year: number) => `Het budget voor ${year} is opgeslagen.`,
    notFound: 'Dit budget bestaat niet (meer).',
  },
} as const;
