// Dutch texts of collective purchasing: the public page /collectief (COLLECTIVE_TEXTS) and the back-office
// screens /v3/collective/{tab} with their forms (ADMIN_TEXTS).

export const COLLECTIVE_TEXTS = {
  pageTitle: 'Collectief inkopen',
  nav: { login: 'Inloggen', home: 'Energiek, naar de startpagina' },
  hero: {
    eyebrow: 'Collectief inkopen',
    title: 'Samen energie inkopen, op het juiste moment',
    intro:
      'Bij collectief inkopen bundelen we de stroom- en gasvraag van een groep organisaties. Wij kopen dat volume niet in één keer in, maar in delen op de termijnmarkt: klik voor klik. Zo spreid je het prijsrisico en profiteer je van de inkoopkracht van de hele groep.',
    cta: 'Inloggen voor deelnemers',
  },
  steps: {
    title: 'Hoe het werkt',
    items: [
      {
        title: 'Bundelen',
        text: 'De verwachte jaarverbruiken van alle deelnemende organisaties tellen we op tot één pool. Voor die pool sluiten we één contract met een energieleverancier, met afspraken die voor een enkele organisatie niet haalbaar zijn.',
      },
      {
        title: 'Strategie bepalen',
        text: 'Samen met de deelnemers leggen we vast voor welke leveringsjaren we inkopen, in hoeveel delen (tranches) en binnen welke prijsgrenzen. Die inkoopstrategie is de leidraad voor elke beslissing.',
      },
      {
        title: 'Klikken op de termijnmarkt',
        text: 'Onze adviseurs volgen de groothandelsmarkt dagelijks. Op gunstige momenten zetten we een tranche vast tegen de dan geldende termijnprijs. Dat vastzetten heet een klik.',
      },
      {
        title: 'Jouw prijs',
        text: 'Na de laatste klik staat de prijs vast: het gewogen gemiddelde van alle klikken, plus de vaste opslag van de leverancier. In Energiek zie je elke klik terug, met datum, volume en prijs.',
      },
    ],
  },
  example: {
    title: 'Voorbeeld: een leveringsjaar in vijf klikken',
    intro:
      'Een collectief koopt elektriciteit in voor het volgende kalenderjaar, in vijf gelijke delen van 20%. De bedragen zijn een rekenvoorbeeld, geen actuele marktprijzen.',
    caption: 'Rekenvoorbeeld van vijf klikken voor één leveringsjaar',
    columns: { click: 'Klik', moment: 'Moment', share: 'Aandeel', price: 'Prijs per MWh' },
    rows: [
      { click: 'Klik 1', moment: 'maart', share: '20%', price: '€ 92,40', bar: 'w-[100%]' },
      { click: 'Klik 2', moment: 'juni', share: '20%', price: '€ 86,10', bar: 'w-[93%]' },
      { click: 'Klik 3', moment: 'september', share: '20%', price: '€ 88,75', bar: 'w-[96%]' },
      { click: 'Klik 4', moment: 'december', share: '20%', price: '€ 83,20', bar: 'w-[90%]' },
      { click: 'Klik 5', moment: 'februari', share: '20%', price: '€ 85,55', bar: 'w-[93%]' },
    ],
    average: { label: 'Gemiddelde inkoopprijs', share: '100%', price: '€ 87,20' },
    note: 'Wie alles in maart had vastgezet, betaalde € 92,40 per MWh. Door te spreiden komt de prijs in dit voorbeeld uit op € 87,20, zonder te hoeven gokken op het ene juiste moment.',
  },
  benefits: {
    title: 'Waarom collectief?',
    items: [
      {
        title: 'Minder prijsrisico',
        text: 'Door in delen in te kopen middel je pieken en dalen uit. Je bent niet afhankelijk van de marktprijs op één dag.',
      },
      {
        title: 'Inkoopkracht',
        text: 'Een groot, gebundeld volume levert scherpere opslagen en betere voorwaarden op dan een losse offerte.',
      },
      {
        title: 'Kennis van de markt',
        text: 'Onze adviseurs volgen de termijnmarkt voor je en beslissen volgens de afgesproken strategie.',
      },
      {
        title: 'Volledig inzicht',
        text: 'Elke klik, elk volume en de opbouw van je prijs staan overzichtelijk in Energiek.',
      },
    ],
  },
  faq: {
    title: 'Veelgestelde vragen',
    items: [
      {
        question: 'Wat is de termijnmarkt?',
        answer:
          'Op de termijnmarkt wordt energie verhandeld voor levering in de toekomst, bijvoorbeeld voor het volgende kalenderjaar. De prijs die je vandaag vastzet, geldt voor de levering later.',
      },
      {
        question: 'Wat is een klik precies?',
        answer:
          'Een klik is het vastzetten van een deel van het totale volume tegen de termijnprijs van dat moment. Het volume en de prijs van die klik liggen daarna vast, ook als de markt later stijgt of daalt.',
      },
      {
        question: 'Wat als de prijs daalt nadat we hebben geklikt?',
        answer:
          'Het deel dat al is vastgezet, blijft op de geklikte prijs staan. De delen die nog open staan, profiteren wel van de lagere prijs. Juist daarom kopen we gespreid in: je hoeft het perfecte moment niet te voorspellen.',
      },
      {
        question: 'Voor welke organisaties is collectief inkopen geschikt?',
        answer:
          'Voor organisaties met een zakelijke aansluiting die zekerheid willen over hun energiekosten en de inkoop willen overlaten aan specialisten, van bakkerij tot school en van kantoor tot productiebedrijf.',
      },
      {
        question: 'Hoe doe ik mee?',
        answer:
          'Laat hieronder je gegevens achter of neem contact op met je energieadviseur. We bekijken je huidige contracten en einddata en laten zien wanneer je kunt instappen in een lopend of nieuw collectief.',
      },
    ],
  },
  interest: {
    title: 'Interesse? Meld je aan',
    intro:
      'Laat je gegevens achter, dan neemt een adviseur binnen twee werkdagen contact met je op over deelname aan een collectief.',
    name: 'Naam',
    company: 'Bedrijf',
    emailAddress: 'E-mailadres',
    phone: 'Telefoonnummer',
    expectedVolume: 'Verwacht jaarverbruik',
    expectedVolumeHint: 'Bijvoorbeeld 250.000 kWh of 40.000 m³',
    message: 'Bericht',
    submit: 'Aanmelden',
    sent: 'Bedankt voor je aanmelding',
    failed: 'Aanmelden is niet gelukt. Probeer het later opnieuw.',
    tooMany: 'Je hebt al vaak een aanmelding verstuurd. Probeer het later opnieuw.',
  },
  footer: {
    cta: 'Al deelnemer? Log in om de klikken en prijzen van jouw collectief te bekijken.',
    login: 'Naar inloggen',
    rights: 'Energiek, energieadvies voor organisaties',
  },
} as const;

export const PRODUCT_LABELS = { 1: 'Elektriciteit', 2: 'Gas' } as const;
export const PRODUCT_UNITS = { 1: 'kWh', 2: 'm³' } as const;
export const LOAD_LABELS = { base: 'Base', peak: 'Peak' } as const;

export const ADMIN_TEXTS = {
  pageTitle: 'Collectief inkopen',
  title: 'Collectief inkopen',
  intro: 'Collectieven, hun deelnemers en klikken, en de inkooppositie per leveringsperiode.',
  tabs: {
    label: 'Onderdelen van collectief inkopen',
    collectives: 'Collectieven',
    clicks: 'Klikken',
    participants: 'Deelnemers',
    position: 'Positie',
  },
  search: 'Zoeken',
  collective: 'Collectief',
  chooseCollective: 'Kies een collectief',
  noCollectives: 'Er zijn nog geen collectieven.',
  loading: 'Laden…',
  loadFailed: 'De gegevens konden niet geladen worden.',
  yes: 'Ja',
  no: 'Nee',
  collectives: {
    table: 'Collectieven',
    create: 'Nieuw collectief',
    name: 'Naam',
    product: 'Product',
    years: 'Leveringsjaren',
    supplier: 'Leverancier',
    participants: 'Deelnemers',
    volume: 'Verwacht volume per jaar',
    markup: 'Opslag',
    active: 'Actief',
    empty: 'Er zijn nog geen collectieven.',
  },
  collectiveForm: {
    createTitle: 'Nieuw collectief',
    editTitle: 'Collectief bewerken',
    details: 'Gegevens',
    name: 'Naam',
    product: 'Product',
    supplierId: 'Leverancier',
    noSupplier: 'Nog geen leverancier',
    firstYear: 'Eerste leveringsjaar',
    lastYear: 'Laatste leveringsjaar',
    markup: 'Opslag leverancier (€/MWh)',
    clickStrategy: 'Klikstrategie',
    active: 'Actief',
    save: 'Opslaan',
    back: 'Terug naar collectieven',
    saved: (name: string) => `Collectief ${name} is opgeslagen.`,
    delete: 'Verwijderen',
    deleteTitle: 'Collectief verwijderen',
    deleteConfirm: (name: string) => `Weet je zeker dat je ${name} wilt verwijderen?`,
    deleted: 'Het collectief is verwijderd.',
  },
  participants: {
    table: 'Deelnemers',
    add: 'Deelnemer toevoegen',
    customer: 'Klant',
    ean: 'EAN',
    address: 'Adres',
    volume: 'Verwacht jaarverbruik',
    mwh: 'MWh per jaar',
    share: 'Aandeel',
    source: 'Bron',
    sources: { ems: 'EMS', manual: 'Ingevoerd' },
    empty: 'Dit collectief heeft nog geen deelnemers.',
    edit: 'Wijzigen',
    remove: 'Verwijderen',
    removeTitle: 'Deelnemer verwijderen',
    removeConfirm: (name: string) => `Weet je zeker dat je ${name} uit het collectief wilt halen?`,
    removed: 'De deelnemer is verwijderd.',
    dialogAdd: 'Deelnemer toevoegen',
    dialogEdit: 'Verwacht jaarverbruik wijzigen',
    connection: 'Aansluiting',
    volumeLabel: (unit: string) => `Verwacht jaarverbruik (${unit})`,
    fromEms: 'Uit EMS overnemen',
    fromEmsDone: (from: string, to: string) => `Verbruik van ${from} tot ${to} overgenomen uit EMS.`,
    /** Where the figure taken over comes from: the days measured, scaled to a year, and how sure it is. */
    emsBasis: (days: number, yearDays: number, certainty: string) =>
      days >= yearDays
        ? `Gemeten over het hele jaar (${certainty}).`
        : `Gemeten op ${days.toLocaleString('nl-NL', { maximumFractionDigits: 1 })} van ${yearDays} dagen, naar een jaar omgerekend (${certainty}).`,
    saved: 'De deelnemer is opgeslagen.',
    allocation: 'Toewijzing van de klikken',
    allocationTable: 'Toewijzing per deelnemer',
    exportXlsx: 'Exporteren (Excel)',
    exportCsv: 'Exporteren (CSV)',
    click: 'Klik',
    allotted: 'Toegewezen',
    amount: 'Bedrag',
    noAllocation: 'Er zijn nog geen klikken om toe te wijzen.',
  },
  clicks: {
    table: 'Klikken',
    create: 'Nieuwe klik',
    date: 'Klikdatum',
    period: 'Periode',
    load: 'Profiel',
    share: 'Aandeel',
    volume: 'Volume',
    clicked: 'Ingekocht',
    price: 'Prijs',
    empty: 'Er zijn nog geen klikken.',
  },
  clickForm: {
    createTitle: 'Nieuwe klik',
    editTitle: 'Klik bewerken',
    details: 'Klik',
    collectiveId: 'Collectief',
    clickDate: 'Klikdatum',
    period: 'Leveringsperiode',
    periodHint: 'Cal-27 (jaar), Q1-27 (kwartaal) of Jan-27 (maand)',
    load: 'Profiel',
    amountKind: 'Hoeveelheid',
    byShare: 'Aandeel (%)',
    byVolume: 'Volume (MWh)',
    sharePct: 'Aandeel (%)',
    volumeMwh: 'Volume (MWh)',
    price: 'Prijs (€/MWh)',
    note: 'Notitie',
    save: 'Opslaan',
    back: 'Terug naar klikken',
    saved: (period: string) => `Klik op ${period} is opgeslagen.`,
    delete: 'Verwijderen',
    deleteTitle: 'Klik verwijderen',
    deleteConfirm: (period: string) => `Weet je zeker dat je de klik op ${period} wilt verwijderen?`,
    deleted: 'De klik is verwijderd.',
  },
  position: {
    grain: 'Per',
    grains: { month: 'Maand', quarter: 'Kwartaal', year: 'Jaar' },
    chart: 'Ingekocht en open volume per periode in MWh',
    chartTitle: 'Ingekocht en open',
    clicked: 'Ingekocht',
    open: 'Open',
    table: 'Positie per leveringsperiode',
    period: 'Periode',
    expected: 'Verwacht',
    clickedPct: 'Ingekocht %',
    weighted: 'Gewogen klikprijs',
    forward: 'Termijnprijs',
    openValue: 'Waarde open positie',
    priceIncl: 'Prijs incl. opslag',
    noForward: 'geen notering',
    forwardNote:
      'De open positie is gewaardeerd tegen de laatste base-termijnprijs van de periode (of van het kwartaal of jaar waarin die valt) uit Parameters.',
    markup: (value: string) => `Opslag leverancier: ${value} per MWh`,
  },
} as const;
